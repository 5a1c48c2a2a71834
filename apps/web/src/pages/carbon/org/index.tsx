// 组织管理 (issue 20): the tenant's organisation tree (company, sites, workshops) that scopes every
// carbon page; add a top-level organisation or a child, edit, delete (the server refuses to delete
// one that still has children, devices or models, and says why).
import type { CarbonOrg } from '@platform/contract';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi } from '../../../api/carbon';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { carbonOrgKeys, flattenOrgs, orgKindLabel, useOrgTree } from '../components';
import { OrgFormModal } from './OrgFormModal';
import { useRegions } from './regions';

/** Whether an organisation or any of its children has a name containing the keyword. */
function matches(org: CarbonOrg, keyword: string): boolean {
  return org.name.includes(keyword) || (org.children ?? []).some((child) => matches(child, keyword));
}

/** antd draws a row with `children` as expandable: leaves must not carry an empty list. */
function treeRows(orgs: readonly CarbonOrg[], keyword: string | undefined): CarbonOrg[] {
  return orgs
    .filter((org) => !keyword || matches(org, keyword))
    .map(({ children, ...org }) =>
      children?.length
        ? { ...org, children: treeRows(children, org.name.includes(keyword ?? '') ? undefined : keyword) }
        : org,
    );
}

export default function OrgPage() {
  const { t } = useTranslation(['carbon', 'common']);
  const regions = useRegions();
  const tree = useOrgTree();
  const [parent, setParent] = useState<CarbonOrg>();
  // Every branch starts open; the user's folding is kept while the tree reloads.
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const expandedRowKeys = flattenOrgs(tree.data ?? [])
    .filter((org) => org.children?.length && !folded.has(org.id))
    .map((org) => org.id);
  const columns: ListTableColumn<CarbonOrg>[] = [
    { key: 'name', title: t('org.columns.name'), dataIndex: 'name' },
    {
      key: 'kind',
      title: t('org.columns.kind'),
      dataIndex: 'kind',
      render: (kind: string) => orgKindLabel(kind),
    },
    { key: 'code', title: t('org.columns.code'), dataIndex: 'code' },
    {
      key: 'region',
      title: t('org.columns.region'),
      dataIndex: 'region',
      render: (code: string | null) => (code && regions ? regions.regionLabel(code) || code : code),
    },
    { key: 'address', title: t('org.columns.address'), dataIndex: 'address', ellipsis: true },
    { key: 'sort', title: t('org.columns.sort'), dataIndex: 'sort', defaultHidden: true },
  ];
  const list = useListController<CarbonOrg, { name?: string }>({
    id: 'carbon.org',
    columns,
    queryKey: carbonOrgKeys.all,
    remove: {
      request: (org) => carbonApi.removeOrg(org.id).then(() => t('org.deleted')),
      confirm: (org) => t('org.removeConfirm', { name: org.name }),
    },
  });
  const rows = { data: treeRows(tree.data ?? [], list.filter.name), isFetching: tree.isFetching };

  return (
    <Card title={t('org.title')}>
      <ListPage
        list={list}
        rows={rows}
        name="carbonOrgSearch"
        search={[
          { name: 'name', label: t('org.name'), placeholder: t('org.namePlaceholder'), maxLength: 100 },
        ]}
        addText={t('org.addRoot')}
        onAdd={() => {
          setParent(undefined);
          list.add();
        }}
        pager={false}
        table={{
          scroll: { x: 'max-content' },
          expandable: {
            expandedRowKeys,
            onExpand: (open, org) =>
              setFolded((before) => {
                const next = new Set(before);
                if (open) next.delete(org.id);
                else next.add(org.id);
                return next;
              }),
          },
        }}
        actions={{
          width: 200,
          fixed: 'right',
          render: (org) => (
            <>
              <RowAction
                onClick={() => {
                  setParent(org);
                  list.add();
                }}
              >
                {t('org.addChild')}
              </RowAction>
              <RowAction
                onClick={() => {
                  setParent(undefined);
                  list.edit(org);
                }}
              >
                {t('common:edit')}
              </RowAction>
              <RowAction danger onClick={() => list.remove(org)}>
                {t('common:delete')}
              </RowAction>
            </>
          ),
        }}
      >
        <OrgFormModal
          target={list.editing}
          parent={parent}
          orgs={tree.data ?? []}
          onClose={list.closeEditor}
        />
      </ListPage>
    </Card>
  );
}
