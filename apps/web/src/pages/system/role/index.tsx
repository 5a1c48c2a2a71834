import type { Role } from '@platform/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Empty, Flex, Form, Input, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { deleteRole, roleQueryKeys, useRoles } from '../../../api/role';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { useUser } from '../../../stores/user';
import { AppChooser } from '../app/AppChooser';
import { roleMessages as t } from './messages';
import { RoleFormModal } from './RoleFormModal';
import { RoleResourcesDrawer } from './RoleResourcesDrawer';
import { ROLE_COLUMNS, RoleTable } from './RoleTable';

/** Roles whose name contains `keyword`, or whose code is it. */
function matching(roles: Role[], keyword: string): Role[] {
  const k = keyword.trim().toLowerCase();
  return k ? roles.filter((role) => role.name.toLowerCase().includes(k) || String(role.code) === k) : roles;
}

/**
 * Permission management (/role?appId=…): an app's roles, their details and their resources; a role
 * nobody holds can be deleted (the server names who holds one in use).
 */
export default function RolePage() {
  // The app is in the address, so a reload or a shared link shows the same roles.
  const [params, setParams] = useSearchParams();
  const appId = params.get('appId') ?? undefined;
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  const { data: roles = [], isFetching, refetch } = useRoles(appId);
  const [showSearch, setShowSearch] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [columns, setColumns] = useState(ROLE_COLUMNS);
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [editing, setEditing] = useState<Role | null | undefined>(undefined);
  const [binding, setBinding] = useState<Role | undefined>(undefined);

  const found = useMemo(() => matching(roles, keyword), [roles, keyword]);
  const page = Math.min(paging.page, Math.max(DEFAULT_PAGE, Math.ceil(found.length / paging.limit)));
  const shown = found.slice((page - 1) * paging.limit, page * paging.limit);
  const canChange = (role: Role) => isPlatformAdmin || role.scope === 'tenant';
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (role: Role) => deleteRole(role.id),
    onSuccess: (msg) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: roleQueryKeys.all });
    },
  });
  const confirmRemove = (role: Role) =>
    modal.confirm({
      title: t.dialogTitle,
      content: t.confirmRemove(role.name),
      okText: t.ok,
      cancelText: t.cancel,
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(role).catch(() => undefined),
    });

  const search = (next: string) => {
    setKeyword(next);
    setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Form
          name="roleSearch"
          layout="inline"
          onFinish={({ keyword: next }: { keyword?: string }) => search(next ?? '')}
          onReset={() => search('')}
        >
          <Form.Item label={t.appLabel} htmlFor="role-app">
            <AppChooser
              id="role-app"
              value={appId}
              onChange={(next) => {
                setParams({ appId: next }, { replace: true });
                setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
              }}
              placeholder={t.chooseApp}
            />
          </Form.Item>
          {showSearch && (
            <>
              <Form.Item name="keyword" label={t.keyword}>
                <Input placeholder={t.keywordPlaceholder} allowClear />
              </Form.Item>
              <Form.Item>
                <Space>
                  <Button type="primary" htmlType="submit">
                    {t.search}
                  </Button>
                  <Button htmlType="reset">{t.reset}</Button>
                </Space>
              </Form.Item>
            </>
          )}
        </Form>
      </Card>
      {!appId ? (
        <Empty description={t.chooseAppFirst} />
      ) : (
        <Card size="small">
          <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t.add}
            </Button>
            <ListToolbar
              showSearch={showSearch}
              onToggleSearch={setShowSearch}
              onRefresh={() => void refetch()}
              columns={columns}
              onColumnsChange={setColumns}
            />
          </Flex>
          <RoleTable
            roles={shown}
            loading={isFetching}
            columns={columns}
            canChange={canChange}
            onEdit={setEditing}
            onBind={setBinding}
            onRemove={confirmRemove}
          />
          <Flex justify="flex-end" style={{ marginTop: 16 }}>
            <Pager total={found.length} page={page} limit={paging.limit} onChange={setPaging} />
          </Flex>
          <RoleFormModal appId={appId} role={editing} onClose={() => setEditing(undefined)} />
          <RoleResourcesDrawer
            appId={appId}
            role={binding}
            readOnly={!!binding && !canChange(binding)}
            onClose={() => setBinding(undefined)}
          />
        </Card>
      )}
    </Space>
  );
}
