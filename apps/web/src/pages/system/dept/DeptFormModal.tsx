import type { DeptNode, DeptTreeNode } from '@platform/contract';
import { Form, TreeSelect } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { addDept, deptQueryKeys, updateDept } from '../../../api/dept';
import { CrudFormModal, SortItem, StatusItem, TextItem } from '../../../components/list';
import { deptOptions, withoutSubtree } from './deptTree';

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
  const { t } = useTranslation('system');
  // A department cannot move under itself or its own sub-departments.
  const parents = useMemo(() => deptOptions(target ? withoutSubtree(tree, target.id) : tree), [target, tree]);
  return (
    <CrudFormModal
      target={target}
      onClose={onClose}
      name="deptForm"
      titles={{ add: t('dept.addTitle'), edit: t('dept.editTitle') }}
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
      <Form.Item name="parentId" label={t('dept.parent')}>
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('dept.noParent')}
          treeData={parents}
          showSearch
          treeNodeFilterProp="title"
        />
      </Form.Item>
      <TextItem name="name" label={t('dept.name')} required={t('dept.nameRequired')} max={50} />
      <TextItem name="leader" label={t('dept.leader')} max={30} />
      <TextItem
        name="phone"
        label={t('dept.phone')}
        max={20}
        rules={[{ pattern: /^[\d+\-() ]{5,20}$/, message: t('dept.phoneInvalid') }]}
      />
      <TextItem
        name="email"
        label={t('dept.email')}
        max={100}
        rules={[{ type: 'email', message: t('dept.emailInvalid') }]}
      />
      <SortItem label={t('dept.sort')} />
      <StatusItem label={t('dept.status')} />
    </CrudFormModal>
  );
}
