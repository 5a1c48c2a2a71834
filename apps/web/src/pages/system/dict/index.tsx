import type { Dict } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Col, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delDict, dictQueryKeys, exportDictByIds } from '../../../api/dict';
import { useLocalName } from '../../../i18n/localName';
import { BindItemsDialog } from './BindItemsDialog';
import { findNode } from './dictTree';
import { DictFormDialog } from './DictFormDialog';
import { DictItemsPanel } from './DictItemsPanel';
import { DictTreePanel } from './DictTreePanel';
import { exportFileName, saveFile } from './exchange';
import { ImportDialog } from './ImportDialog';
import { MoveDialog } from './MoveDialog';
import { useDictTree } from './useDictTree';

/**
 * Dictionaries (spec §7.3): a lazily loaded tree on the left, the items of the chosen dictionary on
 * the right; entries are added, changed, moved, bound, deleted, exported to a file and imported from one.
 */
export default function DictPage() {
  const { modal, message } = App.useApp();
  const { t } = useTranslation('system');
  const localName = useLocalName();
  const queryClient = useQueryClient();
  const tree = useDictTree();
  const [selected, setSelected] = useState<Dict>();
  const [checkedIds, setCheckedIds] = useState<string[]>([]);
  // The entry the form dialog changes (null: a new one under `parent`); undefined: closed.
  const [edit, setEdit] = useState<{ target: Dict | null; parent?: Dict }>();
  const [moving, setMoving] = useState<Dict>();
  const [binding, setBinding] = useState<Dict>();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  /**
   * After any change: the tree and the items as the server now has them. The items of a deleted
   * dictionary are forgotten, not asked for again.
   */
  const reload = async (deleted?: Dict) => {
    if (deleted) queryClient.removeQueries({ queryKey: dictQueryKeys.items(deleted.code) });
    void queryClient.invalidateQueries({ queryKey: dictQueryKeys.all });
    const nodes = await tree.refresh();
    setCheckedIds((ids) => ids.filter((id) => findNode(nodes, id)));
    setSelected((current) => (current && findNode(nodes, current.id)) || current);
  };

  /** Deletes without asking, then shows the tree as the server now has it; answers what to say. */
  const deleteDict = async (dict: Dict) => {
    await delDict(dict.id);
    if (selected?.id === dict.id) setSelected(undefined);
    void reload(dict);
    return t('dict.deleted');
  };

  const remove = (dict: Dict) =>
    modal.confirm({
      title: t('dict.dialogTitle'),
      content: t('dict.deleteConfirm', { name: localName(dict.name, dict.nameEn) }),
      okText: t('dict.ok'),
      cancelText: t('dict.cancel'),
      type: 'warning',
      onOk: async () => void message.success(await deleteDict(dict)),
    });

  const exportChecked = async () => {
    setExporting(true);
    try {
      const exported = await exportDictByIds(checkedIds);
      const file = new Blob([JSON.stringify(exported, null, 2)], { type: 'application/json' });
      saveFile(file, exportFileName(new Date()));
      void message.success(t('dict.exported', { count: exported.length }));
    } catch {
      // Shown to the user by the request client.
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={9} xl={8}>
          <DictTreePanel
            tree={tree}
            selected={selected}
            onSelect={setSelected}
            checkedIds={checkedIds}
            onCheck={setCheckedIds}
            onAdd={(parent) => setEdit({ target: null, parent })}
            onEdit={(dict) => setEdit({ target: dict })}
            onMove={setMoving}
            onDelete={remove}
            onExport={() => void exportChecked()}
            onImport={() => setImporting(true)}
            exporting={exporting}
          />
        </Col>
        <Col xs={24} lg={15} xl={16}>
          <DictItemsPanel
            key={selected?.id}
            dict={selected}
            onAdd={(parent) => setEdit({ target: null, parent })}
            onBind={setBinding}
            onEdit={(dict) => setEdit({ target: dict })}
            onOpen={setSelected}
            onDelete={deleteDict}
          />
        </Col>
      </Row>
      <DictFormDialog
        target={edit?.target}
        parent={edit?.parent}
        onClose={() => setEdit(undefined)}
        onSaved={(saved) => {
          if (selected?.id === saved.id) setSelected(saved);
          void reload();
        }}
      />
      <MoveDialog dict={moving} onClose={() => setMoving(undefined)} onMoved={() => void reload()} />
      <BindItemsDialog
        key={binding?.id}
        parent={binding}
        onClose={() => setBinding(undefined)}
        onBound={() => void reload()}
      />
      <ImportDialog
        key={importing ? 'open' : 'closed'}
        open={importing}
        selected={selected}
        onClose={() => setImporting(false)}
        onImported={() => void reload()}
      />
    </>
  );
}
