import type { Dict } from '@platform/contract';
import { Form, TreeSelect } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { changeDictParent, dictQueryKeys } from '../../../api/dict';
import { CrudFormModal } from '../../../components/list';
import { localName } from '../../../i18n/localName';
import type { DictTreeNode } from './dictTree';
import { useDictTree } from './useDictTree';

/** The choice "no parent": the entry becomes a top-level dictionary. */
const TOP = '';

interface Option {
  value: string;
  title: string;
  isLeaf: boolean;
  children?: Option[];
}

function toOptions(nodes: readonly DictTreeNode[], t: TFunction<'system'>): Option[] {
  return nodes.map((node) => ({
    value: node.id,
    title: t('dict.nameWithCode', { name: localName(node.name, node.nameEn), code: node.code }),
    isLeaf: !node.hasChildren,
    ...(node.children ? { children: toOptions(node.children, t) } : {}),
  }));
}

function ParentPicker({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const { t } = useTranslation('system');
  const tree = useDictTree();
  return (
    <TreeSelect<string>
      aria-label={t('dict.moveTarget')}
      value={value}
      onChange={onChange}
      showSearch={false}
      loading={!tree.ready}
      treeData={[{ value: TOP, title: t('dict.topLevel'), isLeaf: true }, ...toOptions(tree.nodes, t)]}
      loadData={({ value: id }) => tree.loadChildren(String(id))}
      treeLoadedKeys={tree.loadedKeys}
    />
  );
}

export interface MoveDialogProps {
  dict: Dict | undefined;
  onClose: () => void;
  onMoved: (dict: Dict) => void;
}

/**
 * Moves an entry under another one or to the top level (changeDictParent). The server refuses a move
 * below the entry itself or one of its own descendants and says so beside the choice.
 */
export function MoveDialog({ dict, onClose, onMoved }: MoveDialogProps) {
  const { t } = useTranslation('system');
  return (
    <CrudFormModal
      target={dict}
      onClose={onClose}
      name="dictMove"
      titles={{ edit: (d) => t('dict.moveTitle', { name: localName(d.name, d.nameEn) }) }}
      queryKey={dictQueryKeys.all}
      initialValues={() => ({})}
      save={async ({ parentId }: { parentId: string }, d) => ({
        data: await changeDictParent(d!.id, parentId === TOP ? undefined : parentId),
        msg: t('dict.moved'),
      })}
      onSaved={({ data }) => onMoved(data)}
    >
      <Form.Item
        name="parentId"
        label={t('dict.moveTarget')}
        rules={[{ required: true, message: t('dict.moveTargetRequired') }]}
      >
        <ParentPicker />
      </Form.Item>
    </CrudFormModal>
  );
}
