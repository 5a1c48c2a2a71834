import type { TenantUser, TenantUserFilter } from '@platform/contract';
import type { TFunction } from 'i18next';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useTenant } from '../../../api/tenant';
import {
  changeUserStatus,
  deleteUser,
  downloadImportTemplate,
  exportUsers,
  tenantUserQueryKeys,
  useUserOptions,
  useUserPage,
} from '../../../api/tenant-user';
import {
  ListPage,
  RowAction,
  StatusTag,
  statusOptions,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { useUser } from '../../../stores/user';
import { formatTime } from '../../../utils/time';
import { saveBlob } from '../../messages/centre/download';
import { deptOptions } from '../dept/deptTree';
import { ImportModal } from './ImportModal';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';
import { USER_TYPES } from './userForm';
import { localName } from '../../../i18n/localName';

/** A user type's name; a type this page does not know shows as its number. */
function typeName(t: TFunction<'system'>, type: number) {
  const key = USER_TYPES[type as keyof typeof USER_TYPES];
  return key ? t(`user.types.${key}`) : type;
}

/** Cells that keep their text on one line: only the role tags wrap when the table runs out of room. */
const ONE_LINE = { style: { whiteSpace: 'nowrap' } } as const;

function columnsOf(t: TFunction<'system'>, appNames: Map<string, string>): ListTableColumn<TenantUser>[] {
  const columns: ListTableColumn<TenantUser>[] = [
    { key: 'username', title: t('user.username'), dataIndex: 'username' },
    { key: 'realname', title: t('user.realname'), dataIndex: 'realname' },
    { key: 'mobile', title: t('user.mobile'), dataIndex: 'mobile' },
    { key: 'email', title: t('user.email'), dataIndex: 'email', defaultHidden: true },
    { key: 'type', title: t('user.type'), dataIndex: 'type', render: (type: number) => typeName(t, type) },
    { key: 'dept', title: t('user.dept'), dataIndex: 'deptName' },
    { key: 'position', title: t('user.position'), dataIndex: 'positionName' },
    {
      key: 'roles',
      title: t('user.roles'),
      render: (_, user) => (
        <Space size={[4, 4]} wrap>
          {user.roles.map((role) => (
            // Names the users gave: shown as written in either language (data-user-data).
            <Tag key={role.id} color="blue">
              <span data-user-data>
                {appNames.has(role.appId) ? `${appNames.get(role.appId)}/${role.name}` : role.name}
              </span>
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t('user.status'),
      dataIndex: 'status',
      width: 80,
      render: (status: number) => <StatusTag status={status} />,
    },
    {
      key: 'createdAt',
      title: t('user.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => formatTime(at),
    },
  ];
  return columns.map((c) =>
    c.key === 'roles' ? c : { ...c, onCell: () => ONE_LINE, onHeaderCell: () => ONE_LINE },
  );
}

/**
 * User management (/useManagement/use-user, reached from tenant management with ?tenantId=): a tenant's
 * users with search, add, edit, enable/disable, password reset, delete, roles per app, department and
 * position, and the .xlsx import (with its per-row report), export and template. Without tenantId: the
 * signed-in user's own tenant. The name, contacts and password of a user shared with other tenants are
 * the platform administrator's to change (the server says which users, `identityEditable`).
 */
export default function UserPage() {
  const { t } = useTranslation('system');
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? undefined;
  const { data: tenant } = useTenant(tenantId);
  const { data: options } = useUserOptions(tenantId);
  const list = useListController<TenantUser, TenantUserFilter>({
    id: 'system.user',
    columns: columnsOf(
      t,
      new Map((options?.apps ?? []).map((app) => [app.appId, localName(app.appName, app.appNameEn)])),
    ),
    queryKey: tenantUserQueryKeys.all,
    remove: {
      request: (user) => deleteUser(tenantId, user.id),
      confirm: (user) => t('user.confirmRemove', { name: user.username }),
    },
  });
  const rows = useUserPage(tenantId, list.paging, list.filter);
  const [resetting, setResetting] = useState<TenantUser | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const me = useUser((state) => state.user);
  const isSelf = (user: TenantUser) =>
    (!tenantId || tenantId === me?.tenantId) && user.id === me?.tenantUserId;

  const download = async (fetchFile: () => Promise<Blob>, name: string) => {
    setExporting(true);
    try {
      saveBlob(await fetchFile(), name);
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setExporting(false);
    }
  };

  const search: SearchField[] = [
    { name: 'keyword', label: t('user.keyword'), placeholder: t('user.keywordPlaceholder') },
    {
      name: 'deptId',
      label: t('user.dept'),
      input: (
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t('user.deptPlaceholder')}
          style={{ width: 200 }}
          treeData={deptOptions(options?.depts ?? [])}
        />
      ),
    },
    { name: 'status', label: t('user.status'), options: statusOptions() },
  ];

  return (
    <ListPage
      list={list}
      rows={rows}
      name="userSearch"
      search={search}
      header={
        tenantId && (
          <Flex justify="space-between" align="center">
            <Typography.Title level={5} style={{ margin: 0 }}>
              {t('user.tenantUsers', { name: tenant?.name ?? '' })}
            </Typography.Title>
            <Link to="/use-tenant">{t('user.backToTenants')}</Link>
          </Flex>
        )
      }
      buttons={
        <>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t('user.import')}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void download(() => exportUsers(tenantId, list.filter), t('user.exportName'))}
          >
            {t('user.export')}
          </Button>
          <Button
            type="link"
            onClick={() => void download(() => downloadImportTemplate(tenantId), t('user.templateName'))}
          >
            {t('user.template')}
          </Button>
        </>
      }
      actions={{
        width: 220,
        fixed: 'right',
        render: (user) => (
          <>
            <RowAction onClick={() => list.edit(user)}>{t('user.edit')}</RowAction>
            <RowAction
              disabled={!user.identityEditable}
              tooltip={user.identityEditable ? undefined : t('user.identityLocked')}
              onClick={() => setResetting(user)}
            >
              {t('user.resetPassword')}
            </RowAction>
            <RowAction
              danger={user.status === 1}
              onClick={() =>
                list.confirm({
                  content: t(user.status === 1 ? 'user.confirmDisable' : 'user.confirmEnable', {
                    name: user.username,
                  }),
                  run: () => changeUserStatus(tenantId, user.id, user.status === 1 ? 0 : 1),
                })
              }
            >
              {user.status === 1 ? t('user.disable') : t('user.enable')}
            </RowAction>
            <RowAction
              danger
              disabled={isSelf(user)}
              tooltip={isSelf(user) ? t('user.selfLocked') : undefined}
              onClick={() => list.remove(user)}
            >
              {t('user.remove')}
            </RowAction>
          </>
        ),
      }}
      // As wide as the card, the role tags wrapping in what the one-line columns leave; it scrolls
      // only when even one tag a line does not fit. (At max-content every user's tags stayed on one
      // line, so at 1440 px the table overflowed and the fixed 操作 column covered them.)
      table={{ tableLayout: 'auto', scroll: { x: true } }}
    >
      <UserFormModal tenantId={tenantId} user={list.editing} options={options} onClose={list.closeEditor} />
      <ResetPasswordModal tenantId={tenantId} user={resetting} onClose={() => setResetting(undefined)} />
      <ImportModal
        tenantId={tenantId}
        open={importing}
        onClose={() => setImporting(false)}
        onTemplate={() => void download(() => downloadImportTemplate(tenantId), t('user.templateName'))}
      />
    </ListPage>
  );
}
