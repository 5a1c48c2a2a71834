import type { DeptNode, DeptTreeNode } from '@platform/contract';
import { Form, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { addDept, deptQueryKeys, updateDept } from '../../../api/dept';
import { CrudFormModal, SortItem, StatusItem, TextItem } from '../../../components/list';
import { deptOptions, withoutSubtree } from './deptTree';
import { deptMessages as t } from './messages';

/** A department as the tree table shows it: leaves have no `children`. */
export type DeptRow = Omit<DeptTreeNode, 'children'> & { children?: DeptRow[] };

interface Values {
  parentId?: string | null;
  name: string;
  leader?: string;
  phone?: string;
  email?: string;
  sort: number;
  status: 0 | 1;
}

/** Adds a department under `parentId` (`target` null; a top-level one without a parent) or edits `target`. */
export function DeptFormModal({
  target,
  parentId,
  tree,
  onClose,
}: {
  target: DeptRow | null | undefined;
  parentId: string | null;
  tree: DeptNode[];
  onClose: () => void;
}) {
  // A department cannot move under itself or its own sub-departments.
  const parents = useMemo(() => deptOptions(target ? withoutSubtree(tree, target.id) : tree), [target, tree]);
  return (
    <CrudFormModal
      target={target}
      onClose={onClose}
      name="deptForm"
      titles={{ add: t.addTitle, edit: t.editTitle }}
      queryKey={deptQueryKeys.all}
      initialValues={(dept) =>
        dept
          ? {
              parentId: dept.parentId,
              name: dept.name,
              sort: dept.sort,
              status: dept.status === 0 ? 0 : 1,
              leader: dept.leader ?? '',
              phone: dept.phone ?? '',
              email: dept.email ?? '',
            }
          : { parentId, name: '', sort: 0, status: 1 }
      }
      save={(values: Values, dept) => {
        const body = {
          ...values,
          parentId: values.parentId ?? null,
          leader: values.leader?.trim() || null,
          phone: values.phone?.trim() || null,
          email: values.email?.trim() || null,
        };
        return dept ? updateDept({ ...body, id: dept.id }) : addDept(body);
      }}
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
      <TextItem name="name" label={t.name} required={t.nameRequired} max={50} />
      <TextItem name="leader" label={t.leader} max={30} />
      <TextItem
        name="phone"
        label={t.phone}
        max={20}
        rules={[{ pattern: /^[\d+\-() ]{5,20}$/, message: t.phoneInvalid }]}
      />
      <TextItem name="email" label={t.email} max={100} rules={[{ type: 'email', message: t.emailInvalid }]} />
      <SortItem label={t.sort} />
      <StatusItem label={t.status} />
    </CrudFormModal>
  );
}
