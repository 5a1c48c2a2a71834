import type { Dict } from '@platform/contract';
import { App, Form, Modal, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { changeDictParent } from '../../../api/dict';
import { refusalOf } from '../../../api/refusal';
import type { DictTreeNode } from './dictTree';
import { dictMessages as t } from './messages';
import { useDictTree } from './useDictTree';

/** The choice "no parent": the entry becomes a top-level dictionary. */
const TOP = '';

interface Option {
  value: string;
  title: string;
  isLeaf: boolean;
  children?: Option[];
}

function toOptions(nodes: readonly DictTreeNode[]): Option[] {
  return nodes.map((node) => ({
    value: node.id,
    title: `${node.name}（${node.code}）`,
    isLeaf: !node.hasChildren,
    ...(node.children ? { children: toOptions(node.children) } : {}),
  }));
}

function ParentPicker({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const tree = useDictTree();
  return (
    <TreeSelect<string>
      aria-label={t.moveTarget}
      value={value}
      onChange={onChange}
      showSearch={false}
      loading={!tree.ready}
      treeData={[{ value: TOP, title: t.topLevel, isLeaf: true }, ...toOptions(tree.nodes)]}
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
  const { message } = App.useApp();
  const [form] = Form.useForm<{ parentId?: string }>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (dict) form.resetFields();
  }, [dict, form]);

  const move = async ({ parentId }: { parentId?: string }) => {
    if (!dict || parentId === undefined) return;
    setSaving(true);
    try {
      const moved = await changeDictParent(dict.id, parentId === TOP ? undefined : parentId);
      void message.success(t.moved);
      onMoved(moved);
    } catch (failure) {
      const reason = refusalOf(failure, 'query.parentId') ?? refusalOf(failure, 'query.dictId');
      if (reason) form.setFields([{ name: 'parentId', errors: [reason] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={dict ? t.moveTitle(dict.name) : ''}
      open={!!dict}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t.ok}
      cancelText={t.cancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} name="dictMove" layout="vertical" onFinish={(values) => void move(values)}>
        <Form.Item
          name="parentId"
          label={t.moveTarget}
          rules={[{ required: true, message: t.moveTargetRequired }]}
        >
          <ParentPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
