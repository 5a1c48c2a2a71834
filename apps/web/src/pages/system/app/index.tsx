import type { ManagedApp } from '@platform/contract';
import type { TFunction } from 'i18next';
import { Alert, Avatar, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { deleteApp, systemAppQueryKeys, useManagedApps } from '../../../api/system-app';
import { useLocalName } from '../../../i18n/localName';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { menuIcon } from '../../../shell/menuIcons';
import { useUser } from '../../../stores/user';
import { AppFormDrawer } from './AppFormDrawer';

const columnsOf = (
  t: TFunction<'system'>,
  localName: (name: string, nameEn: string | null | undefined) => string,
): ListTableColumn<ManagedApp>[] => [
  {
    key: 'name',
    title: t('app.columns.name'),
    render: (_, app) => (
      <Space>
        <Avatar
          shape="square"
          size="small"
          src={app.logo || undefined}
          icon={app.logo ? undefined : menuIcon(app.config.icon ?? 'appstore')}
        />
        {localName(app.name, app.nameEn)}
      </Space>
    ),
  },
  { key: 'key', title: t('app.columns.key'), dataIndex: 'key' },
  { key: 'domain', title: t('app.columns.domain'), dataIndex: 'domain', ellipsis: true },
  { key: 'ssoUrl', title: t('app.columns.ssoUrl'), dataIndex: 'ssoUrl', ellipsis: true },
  {
    key: 'showTenantName',
    title: t('app.columns.showTenantName'),
    render: (_, app) => (app.showTenantName ? t('app.yes') : t('app.no')),
  },
  { key: 'tenantCount', title: t('app.columns.tenants'), dataIndex: 'tenantCount', align: 'right' },
  { key: 'sort', title: t('app.columns.sort'), dataIndex: 'sort', align: 'right' },
  {
    key: 'status',
    title: t('app.columns.status'),
    render: (_, app) =>
      app.status === 1 ? <Tag color="success">{t('app.enabled')}</Tag> : <Tag>{t('app.disabled')}</Tag>,
  },
];

/** Apps whose name (as shown, or the Chinese one) or key contains the keyword (any case). */
function matching(shownName: (app: ManagedApp) => string) {
  return (app: ManagedApp, { keyword }: { keyword?: string }): boolean => {
    const k = keyword?.toLowerCase();
    return (
      !k ||
      app.name.toLowerCase().includes(k) ||
      shownName(app).toLowerCase().includes(k) ||
      app.key.includes(k)
    );
  };
}

/** Why an app cannot be deleted, if it cannot. */
function keptBecause(t: TFunction<'system'>, app: ManagedApp): string | undefined {
  if (app.key === 'system') return t('app.systemAppKept');
  if (app.tenantCount > 0) return t('app.openedBy', { count: app.tenantCount });
  return undefined;
}

function AppsPage() {
  const { t } = useTranslation('system');
  const localName = useLocalName();
  const navigate = useNavigate();
  const list = useListController<ManagedApp, { keyword?: string }>({
    id: 'system.app',
    columns: columnsOf(t, localName),
    queryKey: systemAppQueryKeys.all,
    match: matching((app) => localName(app.name, app.nameEn)),
    remove: {
      request: (app) => deleteApp(app.id),
      confirm: (app) => t('app.confirmRemove', { name: localName(app.name, app.nameEn) }),
    },
  });
  const rows = useManagedApps();

  return (
    <ListPage
      list={list}
      rows={rows}
      name="appSearch"
      search={[{ name: 'keyword', label: t('app.keyword'), placeholder: t('app.keywordPlaceholder') }]}
      addText={t('app.add')}
      actions={{
        fixed: 'right',
        wrap: true,
        render: (app) => (
          <>
            <RowAction onClick={() => list.edit(app)}>{t('app.edit')}</RowAction>
            <RowAction onClick={() => navigate(`/resources?appId=${app.id}`)}>{t('app.resources')}</RowAction>
            <RowAction onClick={() => navigate(`/role?appId=${app.id}`)}>{t('app.roles')}</RowAction>
            <RowAction
              danger
              disabled={!!keptBecause(t, app)}
              tooltip={keptBecause(t, app)}
              onClick={() => list.remove(app)}
            >
              {t('app.remove')}
            </RowAction>
          </>
        ),
      }}
    >
      <AppFormDrawer app={list.editing} onClose={list.closeEditor} />
    </ListPage>
  );
}

/** Application management (menu /use-management): the platform administrator's list of apps. */
export default function AppManagementPage() {
  const { t } = useTranslation('system');
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  if (!isPlatformAdmin) return <Alert type="info" showIcon title={t('app.onlyPlatformAdmin')} />;
  return <AppsPage />;
}
