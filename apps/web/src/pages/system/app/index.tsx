import type { ManagedApp } from '@platform/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Card, Flex, Form, Input, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { appQueryKeys, deleteApp, useManagedApps } from '../../../api/system-app';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { useUser } from '../../../stores/user';
import { AppFormDrawer } from './AppFormDrawer';
import { APP_COLUMNS, AppTable } from './AppTable';
import { appMessages as t } from './messages';

/** Apps whose name or key contains `keyword` (any case). */
function matching(apps: ManagedApp[], keyword: string): ManagedApp[] {
  const k = keyword.trim().toLowerCase();
  return k ? apps.filter((app) => app.name.toLowerCase().includes(k) || app.key.includes(k)) : apps;
}

function AppsPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { modal, message } = App.useApp();
  const { data: apps = [], isFetching, refetch } = useManagedApps();
  const [showSearch, setShowSearch] = useState(true);
  const [keyword, setKeyword] = useState('');
  const [columns, setColumns] = useState(APP_COLUMNS);
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [editing, setEditing] = useState<ManagedApp | null | undefined>(undefined);

  const found = useMemo(() => matching(apps, keyword), [apps, keyword]);
  // After a delete emptied the last page, show the page before it.
  const page = Math.min(paging.page, Math.max(DEFAULT_PAGE, Math.ceil(found.length / paging.limit)));
  const shown = found.slice((page - 1) * paging.limit, page * paging.limit);

  const remove = useMutation({
    mutationFn: (app: ManagedApp) => deleteApp(app.id),
    onSuccess: (msg) => {
      void message.success(msg);
      void queryClient.invalidateQueries({ queryKey: appQueryKeys.list });
    },
  });

  const confirmRemove = (app: ManagedApp) =>
    modal.confirm({
      title: t.dialogTitle,
      content: t.confirmRemove(app.name),
      okText: t.ok,
      cancelText: t.cancel,
      okButtonProps: { danger: true },
      onOk: () => remove.mutateAsync(app).catch(() => undefined),
    });

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {showSearch && (
        <Card size="small">
          <Form
            name="appSearch"
            layout="inline"
            onFinish={({ keyword: next }: { keyword?: string }) => {
              setKeyword(next ?? '');
              setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
            }}
            onReset={() => {
              setKeyword('');
              setPaging((p) => ({ ...p, page: DEFAULT_PAGE }));
            }}
          >
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
          </Form>
        </Card>
      )}
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
        <AppTable
          apps={shown}
          loading={isFetching}
          columns={columns}
          onEdit={setEditing}
          onResources={(app) => navigate(`/resources?appId=${app.id}`)}
          onRoles={(app) => navigate(`/role?appId=${app.id}`)}
          onRemove={confirmRemove}
        />
        <Flex justify="flex-end" style={{ marginTop: 16 }}>
          <Pager total={found.length} page={page} limit={paging.limit} onChange={setPaging} />
        </Flex>
      </Card>
      <AppFormDrawer app={editing} onClose={() => setEditing(undefined)} />
    </Space>
  );
}

/** Application management (menu /use-management): the platform administrator's list of apps. */
export default function AppManagementPage() {
  const isPlatformAdmin = useUser((state) => state.user?.isPlatformAdmin ?? false);
  if (!isPlatformAdmin) return <Alert type="info" showIcon title={t.onlyPlatformAdmin} />;
  return <AppsPage />;
}
