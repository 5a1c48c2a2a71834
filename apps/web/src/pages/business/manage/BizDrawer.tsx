// One business item: its facts, the papers bound to it (bind, assign experts, unbind while nobody has
// answered), the tenants it goes to (add, remove), and publishing and closing it.
import type { BizDetail, BizSummary, BizTenant, Paper } from '@platform/contract';
import { BizStatus } from '@platform/contract/business-model';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Form,
  Modal,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bizApi } from '../../../api/business';
import { FORM_KIND } from '../../../api/forms';
import { RowAction } from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { BizStatusTag, formKindKey, Period } from './BizStatusTag';
import { ExpertSelect } from './ExpertSelect';
import { PaperPicker } from './PaperPicker';
import { bizQueryKeys, useBizDetail, useBizTenants } from './queries';
import { TenantPicker } from './TenantPicker';

const TIME = '{y}-{m}-{d} {h}:{i}';
const data = (text: string | null) => <span data-user-data>{text}</span>;

interface Confirmed<R> {
  title: string;
  content: string;
  danger?: boolean;
  run: () => Promise<R>;
  /** What to say once it ran. */
  done: (result: R) => string;
}

/** Asks, runs, says what happened and reloads the item: every change the drawer makes. */
function useConfirmed() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  return <R,>({ title, content, danger, run, done }: Confirmed<R>) =>
    modal.confirm({
      title,
      content,
      okText: t('ok'),
      cancelText: t('cancel'),
      okButtonProps: danger ? { danger: true } : undefined,
      // A refusal is shown by the request client; the dialog just closes.
      onOk: () =>
        run().then(
          (result) => {
            void message.success(done(result));
            void queryClient.invalidateQueries({ queryKey: bizQueryKeys.all });
          },
          () => undefined,
        ),
    });
}

function ExpertsDialog({ paper, onClose }: { paper: Paper | undefined; onClose: () => void }) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [experts, setExperts] = useState<string[] | undefined>();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    if (!paper) return;
    setSaving(true);
    try {
      await bizApi.updatePaper({ paperId: paper.id, experts: experts ?? paper.experts });
      void message.success(t('expertsDialog.saved'));
      void queryClient.invalidateQueries({ queryKey: bizQueryKeys.all });
      setExperts(undefined);
      onClose();
    } catch {
      // The request client has said why.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={!!paper}
      title={paper ? t('expertsDialog.title', { name: paper.formName }) : ''}
      onCancel={() => {
        setExperts(undefined);
        onClose();
      }}
      onOk={() => void save()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('picker.experts')} htmlFor="paperExpertsEdit">
          <ExpertSelect id="paperExpertsEdit" value={experts ?? paper?.experts} onChange={setExperts} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function PapersCard({ item }: { item: BizDetail }) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const confirm = useConfirmed();
  const [picking, setPicking] = useState(false);
  const [editingExperts, setEditingExperts] = useState<Paper>();
  const closed = item.status === BizStatus.closed;

  const unbind = (paper: Paper) =>
    confirm({
      title: t('papers.unbind'),
      content: t('papers.unbindConfirm', { name: paper.formName }),
      danger: true,
      run: () => bizApi.unbindPaper(item.id, paper.id),
      done: () => t('papers.unbound'),
    });

  const columns: TableColumnsType<Paper> = [
    { key: 'formName', title: t('papers.formName'), dataIndex: 'formName', render: data },
    {
      key: 'kind',
      title: t('papers.kind'),
      dataIndex: 'kind',
      width: 90,
      render: (kind: number) => <Tag>{t(`kinds.${formKindKey(kind)}`)}</Tag>,
    },
    {
      key: 'version',
      title: t('papers.version'),
      dataIndex: 'formVersion',
      width: 64,
      render: (v: number) => `v${v}`,
    },
    {
      key: 'total',
      title: t('papers.total'),
      dataIndex: 'total',
      width: 64,
      render: (v: number | null) => v ?? '—',
    },
    {
      key: 'experts',
      title: t('papers.experts'),
      dataIndex: 'experts',
      render: (experts: string[], paper) =>
        paper.kind !== FORM_KIND.scoring
          ? '—'
          : experts.length
            ? data(experts.join(', '))
            : t('papers.noExperts'),
    },
    { key: 'submissions', title: t('papers.submissions'), dataIndex: 'submissionCount', width: 80 },
    {
      key: 'actions',
      title: t('papers.actions'),
      width: 150,
      render: (_, paper) => (
        <Space size={0}>
          {paper.kind === FORM_KIND.scoring && (
            <RowAction disabled={closed} onClick={() => setEditingExperts(paper)}>
              {t('papers.editExperts')}
            </RowAction>
          )}
          <RowAction
            danger
            disabled={paper.submissionCount > 0 || closed}
            tooltip={paper.submissionCount > 0 ? t('papers.unbindBlocked') : undefined}
            onClick={() => unbind(paper)}
          >
            {t('papers.unbind')}
          </RowAction>
        </Space>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('detail.papers')}
      extra={
        <Button type="primary" size="small" disabled={closed} onClick={() => setPicking(true)}>
          {t('papers.bind')}
        </Button>
      }
    >
      <Table<Paper>
        rowKey="id"
        size="small"
        aria-label={t('detail.papers')}
        dataSource={item.papers}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('papers.empty') }}
      />
      <PaperPicker
        bizId={item.id}
        boundFormIds={item.papers.map((paper) => paper.formId)}
        open={picking}
        onClose={() => setPicking(false)}
      />
      <ExpertsDialog paper={editingExperts} onClose={() => setEditingExperts(undefined)} />
    </Card>
  );
}

function TenantsCard({
  item,
  tenants,
  loading,
}: {
  item: BizDetail;
  tenants: BizTenant[];
  loading: boolean;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const confirm = useConfirmed();
  const [picking, setPicking] = useState(false);
  const closed = item.status === BizStatus.closed;
  const remove = (tenant: BizTenant) =>
    confirm({
      title: t('tenants.remove'),
      content: t('tenants.removeConfirm', { name: tenant.tenantName }),
      danger: true,
      run: () => bizApi.removeTenants([tenant.id]),
      done: () => t('tenants.removed'),
    });
  const columns: TableColumnsType<BizTenant> = [
    { key: 'name', title: t('tenants.name'), dataIndex: 'tenantName', render: data },
    { key: 'code', title: t('tenants.code'), dataIndex: 'tenantCode', render: data },
    {
      key: 'notifiedAt',
      title: t('tenants.notifiedAt'),
      dataIndex: 'notifiedAt',
      render: (at: string | null) =>
        at ? (
          <Tag color="green">{t('tenants.notified', { at: parseTime(at, TIME) })}</Tag>
        ) : (
          <Tag>{t('tenants.notYet')}</Tag>
        ),
    },
    { key: 'submitted', title: t('tenants.submitted'), dataIndex: 'submittedCount', width: 80 },
    {
      key: 'actions',
      title: t('papers.actions'),
      width: 80,
      render: (_, tenant) => (
        <RowAction danger disabled={closed} onClick={() => remove(tenant)}>
          {t('tenants.remove')}
        </RowAction>
      ),
    },
  ];
  return (
    <Card
      size="small"
      title={t('detail.tenants')}
      extra={
        <Button type="primary" size="small" disabled={closed} onClick={() => setPicking(true)}>
          {t('tenants.add')}
        </Button>
      }
    >
      <Table<BizTenant>
        rowKey="id"
        size="small"
        aria-label={t('detail.tenants')}
        loading={loading}
        dataSource={tenants}
        columns={columns}
        pagination={false}
        locale={{ emptyText: t('tenants.empty') }}
      />
      <TenantPicker
        bizId={item.id}
        chosenIds={tenants.map((tenant) => tenant.tenantId)}
        open={picking}
        onClose={() => setPicking(false)}
      />
    </Card>
  );
}

/** Publishing: asks first, naming how many tenants will hear of it, then says how many did. */
function usePublish(item: BizDetail | undefined, tenants: BizTenant[]) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const { message } = App.useApp();
  const confirm = useConfirmed();
  return () => {
    if (!item) return;
    if (item.papers.length === 0) return void message.warning(t('publish.noPapers'));
    if (tenants.length === 0) return void message.warning(t('publish.noTenants'));
    const waiting = tenants.filter((tenant) => !tenant.notifiedAt).length;
    if (item.status === BizStatus.published && waiting === 0)
      return void message.info(t('publish.nothingNew'));
    confirm({
      title: t('actions.publish'),
      content: t(item.status === BizStatus.published ? 'publish.again' : 'publish.confirm', {
        name: item.name,
        count: waiting,
      }),
      run: () => bizApi.publish(item.id),
      done: (result) => t('publish.done', { tenants: result.tenants, notified: result.notified }),
    });
  };
}

export function BizDrawer({
  bizId,
  onClose,
  onEdit,
}: {
  bizId: string | undefined;
  onClose: () => void;
  onEdit: (item: BizSummary) => void;
}) {
  const { t } = useTranslation('business', { keyPrefix: 'manage' });
  const confirm = useConfirmed();
  const detail = useBizDetail(bizId);
  const tenants = useBizTenants(bizId);
  const item = detail.data;
  const tenantRows = tenants.data ?? [];
  const publish = usePublish(item, tenantRows);
  const closeItem = () =>
    item &&
    confirm({
      title: t('actions.close'),
      content: t('closeItem.confirm', { name: item.name }),
      danger: true,
      run: () => bizApi.close(item.id),
      done: () => t('closeItem.done'),
    });
  const closed = item?.status === BizStatus.closed;

  return (
    <Drawer
      open={bizId !== undefined}
      onClose={onClose}
      size={960}
      destroyOnHidden
      title={
        item ? (
          <Space size={8}>
            {data(item.name)}
            <BizStatusTag status={item.status} />
          </Space>
        ) : (
          t('detail.title')
        )
      }
      extra={
        item && (
          <Space>
            <Button disabled={closed} onClick={() => onEdit(item)}>
              {t('actions.edit')}
            </Button>
            {item.status === BizStatus.published && (
              <Button danger onClick={closeItem}>
                {t('actions.close')}
              </Button>
            )}
            <Button type="primary" disabled={closed} onClick={publish}>
              {t('actions.publish')}
            </Button>
          </Space>
        )
      }
    >
      {!item ? (
        <Spin />
      ) : (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Descriptions
            size="small"
            bordered
            column={2}
            items={[
              { key: 'type', label: t('detail.type'), children: data(item.typeName ?? item.type) },
              { key: 'status', label: t('detail.status'), children: <BizStatusTag status={item.status} /> },
              { key: 'period', label: t('detail.period'), children: <Period item={item} /> },
              {
                key: 'submitted',
                label: t('detail.submitted'),
                children: `${item.submittedCount} / ${item.pendingCount}`,
              },
              {
                key: 'publishedAt',
                label: t('detail.publishedAt'),
                children: item.publishedAt ? parseTime(item.publishedAt, TIME) : '—',
              },
              {
                key: 'closedAt',
                label: t('detail.closedAt'),
                children: item.closedAt ? parseTime(item.closedAt, TIME) : '—',
              },
              {
                key: 'description',
                label: t('detail.description'),
                span: 2,
                children: item.description ? (
                  <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
                    {data(item.description)}
                  </Typography.Paragraph>
                ) : (
                  '—'
                ),
              },
            ]}
          />
          <PapersCard item={item} />
          <TenantsCard item={item} tenants={tenantRows} loading={tenants.isFetching} />
        </Space>
      )}
    </Drawer>
  );
}
