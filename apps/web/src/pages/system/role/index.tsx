import type { Role } from '@platform/contract';
import type { TFunction } from 'i18next';
import { Empty, Form, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { deleteRole, roleQueryKeys, useRoles } from '../../../api/role';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { useUser } from '../../../stores/user';
import { AppChooser } from '../app/AppChooser';
import { RoleFormModal } from './RoleFormModal';
import { RoleResourcesDrawer } from './RoleResourcesDrawer';

const columnsOf = (t: TFunction<'system'>): ListTableColumn<Role>[] => [
  { key: 'name', title: t('role.columns.name'), dataIndex: 'name' },
  { key: 'code', title: t('role.columns.code'), dataIndex: 'code', align: 'right' },
  { key: 'description', title: t('role.columns.description'), dataIndex: 'description', ellipsis: true },
  {
    key: 'scope',
    title: t('role.columns.scope'),
    render: (_, role) =>
      role.scope === 'platform' ? (
        <Tag color="blue">{t('role.platformScope')}</Tag>
      ) : (
        <Tag>{t('role.tenantScope')}</Tag>
      ),
  },
  { key: 'sort', title: t('role.columns.sort'), dataIndex: 'sort', align: 'right' },
  {
    key: 'status',
    title: t('role.columns.status'),
    render: (_, role) =>
      role.status === 1 ? <Tag color="success">{t('role.enabled')}</Tag> : <Tag>{t('role.disabled')}</Tag>,
  },
];

/** Roles whose name contains the keyword, or whose code is it. */
function matching(role: Role, { keyword }: { keyword?: string }): boolean {
  const k = keyword?.toLowerCase();
  return !k || role.name.toLowerCase().includes(k) || String(role.code) === k;
}

/**
 * Permission management (/role?appId=…): an app's roles, their details and their resources; a role
 * nobody holds can be deleted (the server names who holds one in use).
 */
export default function RolePage() {
  const { t } = useTranslation('system');
  // The app is in the address, so a reload or a shared link shows the same roles.
  const [params, setParams] = useSearchParams();
  const appId = params.get('appId') ?? undefined;
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  const list = useListController<Role, { keyword?: string }>({
    id: 'system.role',
    columns: columnsOf(t),
    queryKey: roleQueryKeys.all,
    match: matching,
    remove: {
      request: (role) => deleteRole(role.id),
      confirm: (role) => t('role.confirmRemove', { name: role.name }),
    },
  });
  const rows = useRoles(appId);
  const [binding, setBinding] = useState<Role | undefined>(undefined);
  const canChange = (role: Role) => isPlatformAdmin || role.scope === 'tenant';

  return (
    <ListPage
      list={list}
      rows={rows}
      name="roleSearch"
      search={[{ name: 'keyword', label: t('role.keyword'), placeholder: t('role.keywordPlaceholder') }]}
      searchPrefix={
        <Form.Item label={t('role.appLabel')} htmlFor="role-app">
          <AppChooser
            id="role-app"
            value={appId}
            onChange={(next) => {
              setParams({ appId: next }, { replace: true });
              list.setPaging({ page: DEFAULT_PAGE, limit: list.limit });
            }}
            placeholder={t('role.chooseApp')}
          />
        </Form.Item>
      }
      placeholder={appId ? undefined : <Empty description={t('role.chooseAppFirst')} />}
      addText={t('role.add')}
      actions={{
        render: (role) => {
          const locked = canChange(role) ? undefined : t('role.platformOnly');
          return (
            <>
              <RowAction disabled={!!locked} tooltip={locked} onClick={() => list.edit(role)}>
                {t('role.edit')}
              </RowAction>
              <RowAction onClick={() => setBinding(role)}>{t('role.bind')}</RowAction>
              <RowAction danger disabled={!!locked} tooltip={locked} onClick={() => list.remove(role)}>
                {t('role.remove')}
              </RowAction>
            </>
          );
        },
      }}
    >
      {appId && (
        <>
          <RoleFormModal appId={appId} role={list.editing} onClose={list.closeEditor} />
          <RoleResourcesDrawer
            appId={appId}
            role={binding}
            readOnly={!!binding && !canChange(binding)}
            onClose={() => setBinding(undefined)}
          />
        </>
      )}
    </ListPage>
  );
}
