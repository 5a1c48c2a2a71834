import type { DeptNode } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, InputNumber, Modal, Radio, TreeSelect } from 'antd';
import { useMemo, useState } from 'react';
import { addDept, deptQueryKeys, updateDept } from '../../../api/dept';
import { RefusableForm } from '../position/RefusableForm';
import { deptOptions, withoutSubtree } from './deptTree';
import { deptMessages as t } from './messages';

interface Values {
  parentId?: string | null;
  name: string;
  leader?: string;
  phone?: string;
  email?: string;
  sort: number;
  status: 0 | 1;
}

const FIELDS = ['parentId', 'name', 'leader', 'phone', 'email', 'sort', 'status'] as const;

/** What the dialog is doing: adding under `parentId` (null: a top-level one), or editing `dept`. */
export type DeptEditing = { mode: 'add'; parentId: string | null } | { mode: 'edit'; dept: DeptNode };

export function DeptFormModal({
  editing,
  tree,
  onClose,
}: {
  editing: DeptEditing | undefined;
  tree: DeptNode[];
  onClose: () => void;
}) {
  // A fresh form for each thing opened: the dialog may be reopened before its closing animation has
  // unmounted the previous form, which would keep the old values.
  const [opened, setOpened] = useState({ target: editing, generation: 0 });
  if (opened.target !== editing) {
    setOpened({
      target: editing,
      generation: editing === undefined ? opened.generation : opened.generation + 1,
    });
  }
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const parents = useMemo(
    () => deptOptions(editing?.mode === 'edit' ? withoutSubtree(tree, editing.dept.id) : tree),
    [editing, tree],
  );
  const save = useMutation({
    mutationFn: (values: Values) => {
      const body = {
        ...values,
        parentId: values.parentId ?? null,
        leader: values.leader?.trim() || null,
        phone: values.phone?.trim() || null,
        email: values.email?.trim() || null,
      };
      return editing?.mode === 'edit' ? updateDept({ ...body, id: editing.dept.id }) : addDept(body);
    },
    onSuccess: ({ msg }) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: deptQueryKeys.all });
      onClose();
    },
  });

  const initialValues: Partial<Values> =
    editing?.mode === 'edit'
      ? {
          parentId: editing.dept.parentId,
          name: editing.dept.name,
          sort: editing.dept.sort,
          status: editing.dept.status === 0 ? 0 : 1,
          leader: editing.dept.leader ?? '',
          phone: editing.dept.phone ?? '',
          email: editing.dept.email ?? '',
        }
      : { parentId: editing?.parentId ?? null, name: '', sort: 0, status: 1 };

  return (
    <Modal
      title={editing?.mode === 'edit' ? t.editTitle : t.addTitle}
      open={editing !== undefined}
      onCancel={() => {
        save.reset();
        onClose();
      }}
      okButtonProps={{ htmlType: 'submit', form: 'deptForm' }}
      okText={t.save}
      cancelText={t.cancel}
      confirmLoading={save.isPending}
      destroyOnHidden
    >
      <RefusableForm<Values>
        key={opened.generation}
        name="deptForm"
        error={save.error}
        fields={FIELDS}
        initialValues={initialValues}
        onFinish={(values) => save.mutate(values)}
      >
        <Form.Item name="parentId" label={t.parent}>
          <TreeSelect
            allowClear
            treeDefaultExpandAll
            placeholder={t.noParent}
            treeData={parents}
            showSearch
            treeNodeFilterProp="title"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t.name}
          rules={[{ required: true, whitespace: true, message: t.nameRequired }, { max: 50 }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="leader" label={t.leader} rules={[{ max: 30 }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="phone"
          label={t.phone}
          rules={[{ pattern: /^[\d+\-() ]{5,20}$/, message: t.phoneInvalid }]}
        >
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="email" label={t.email} rules={[{ type: 'email', message: t.emailInvalid }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="sort" label={t.sort}>
          <InputNumber min={0} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="status" label={t.status}>
          <Radio.Group
            options={[
              { value: 1, label: t.enabled },
              { value: 0, label: t.disabled },
            ]}
          />
        </Form.Item>
      </RefusableForm>
    </Modal>
  );
}
