import type { TenantUser, TenantUserFilter } from '@platform/contract';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space, Tag, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
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
  STATUS_OPTIONS,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { useUser } from '../../../stores/user';
import { formatTime } from '../../../utils/time';
import { saveBlob } from '../../messages/centre/download';
import { deptOptions } from '../dept/deptTree';
import { ImportModal } from './ImportModal';
import { userMessages as t } from './messages';
import { ResetPasswordModal } from './ResetPasswordModal';
import { UserFormModal } from './UserFormModal';

/** Cells that keep their text on one line: only the role tags wrap when the table runs out of room. */
const ONE_LINE = { style: { whiteSpace: 'nowrap' } } as const;

function columnsOf(appNames: Map<string, string>): ListTableColumn<TenantUser>[] {
  const columns: ListTableColumn<TenantUser>[] = [
    { key: 'username', title: t.username, dataIndex: 'username' },
    { key: 'realname', title: t.realname, dataIndex: 'realname' },
    { key: 'mobile', title: t.mobile, dataIndex: 'mobile' },
    { key: 'email', title: t.email, dataIndex: 'email', defaultHidden: true },
    { key: 'type', title: t.type, dataIndex: 'type', render: (type: number) => t.types[type] ?? type },
    { key: 'dept', title: t.dept, dataIndex: 'deptName' },
    { key: 'position', title: t.position, dataIndex: 'positionName' },
    {
      key: 'roles',
      title: t.roles,
      render: (_, user) => (
        <Space size={[4, 4]} wrap>
          {user.roles.map((role) => (
            <Tag key={role.id} color="blue">
              {appNames.has(role.appId) ? `${appNames.get(role.appId)}/${role.name}` : role.name}
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'status',
      title: t.status,
      dataIndex: 'status',
      width: 80,
      render: (status: number) => <StatusTag status={status} />,
    },
    {
      key: 'createdAt',
      title: t.createdAt,
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
  const [params] = useSearchParams();
  const tenantId = params.get('tenantId') ?? undefined;
  const { data: tenant } = useTenant(tenantId);
  const { data: options } = useUserOptions(tenantId);
  const list = useListController<TenantUser, TenantUserFilter>({
    id: 'system.user',
    columns: columnsOf(new Map((options?.apps ?? []).map((app) => [app.appId, app.appName]))),
    queryKey: tenantUserQueryKeys.all,
    remove: {
      request: (user) => deleteUser(tenantId, user.id),
      confirm: (user) => t.confirmRemove(user.username),
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
    { name: 'keyword', label: t.keyword, placeholder: t.keywordPlaceholder },
    {
      name: 'deptId',
      label: t.dept,
      input: (
        <TreeSelect
          allowClear
          treeDefaultExpandAll
          placeholder={t.deptPlaceholder}
          style={{ width: 200 }}
          treeData={deptOptions(options?.depts ?? [])}
        />
      ),
    },
    { name: 'status', label: t.status, options: STATUS_OPTIONS },
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
              {t.tenantUsers(tenant?.name ?? '')}
            </Typography.Title>
            <Link to="/use-tenant">{t.backToTenants}</Link>
          </Flex>
        )
      }
      buttons={
        <>
          <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
            {t.import}
          </Button>
          <Button
            icon={<DownloadOutlined />}
            loading={exporting}
            onClick={() => void download(() => exportUsers(tenantId, list.filter), t.exportName)}
          >
            {t.export}
          </Button>
          <Button
            type="link"
            onClick={() => void download(() => downloadImportTemplate(tenantId), t.templateName)}
          >
            {t.template}
          </Button>
        </>
      }
      actions={{
        width: 220,
        fixed: 'right',
        render: (user) => (
          <>
            <RowAction onClick={() => list.edit(user)}>{t.edit}</RowAction>
            <RowAction
              disabled={!user.identityEditable}
              tooltip={user.identityEditable ? undefined : t.identityLocked}
              onClick={() => setResetting(user)}
            >
              {t.resetPassword}
            </RowAction>
            <RowAction
              danger={user.status === 1}
              onClick={() =>
                list.confirm({
                  content: t.confirmStatus(user.status === 1 ? t.disable : t.enable, user.username),
                  run: () => changeUserStatus(tenantId, user.id, user.status === 1 ? 0 : 1),
                })
              }
            >
              {user.status === 1 ? t.disable : t.enable}
            </RowAction>
            <RowAction
              danger
              disabled={isSelf(user)}
              tooltip={isSelf(user) ? t.selfLocked : undefined}
              onClick={() => list.remove(user)}
            >
              {t.remove}
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
        onTemplate={() => void download(() => downloadImportTemplate(tenantId), t.templateName)}
      />
    </ListPage>
  );
}
