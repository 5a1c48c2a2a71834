// The form list (/work/Indicator): the tenant's indicator forms and scoring forms, searched by name and
// group; open one in the designer, preview it, delete it, or look at its versions and restore one.
import type { FormVersion, IndicatorSummary } from '@platform/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Drawer,
  Flex,
  Form,
  Input,
  Modal,
  Segmented,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { FormRenderer } from '@platform/form-renderer';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  deleteIDB,
  FORM_KIND,
  formsQueryKeys,
  restoreIDBVersion,
  useFormTemplate,
  useFormVersions,
  useIndicatorGroups,
  useIndicatorPage,
} from '../../../api/forms';
import type { ListColumn } from '../../../components/list-toolbar/columns';
import { ListToolbar } from '../../../components/list-toolbar/ListToolbar';
import { Pager } from '../../../components/pager/Pager';
import { DEFAULT_LIMIT, DEFAULT_PAGE } from '../../../components/pager/pagerRules';
import { parseTime } from '../../../utils/time';
import { formDataSource, formUploader } from '../formHost';
import { loadTemplate } from '../loadTemplate';
import { indicatorMessages as t } from './messages';

export const DESIGNER_PATH = '/work/designer';

type Kind = typeof FORM_KIND.indicator | typeof FORM_KIND.scoring;

const COLUMNS: ListColumn[] = [
  { key: 'formName', label: t.formName, visible: true },
  { key: 'formGroupId', label: t.group, visible: true },
  { key: 'desc', label: t.desc, visible: true },
  { key: 'fieldCount', label: t.fieldCount, visible: true },
  { key: 'total', label: t.total, visible: true },
  { key: 'version', label: t.version, visible: true },
  { key: 'updatedAt', label: t.updatedAt, visible: true },
  { key: 'updatedBy', label: t.updatedBy, visible: false },
];

/** The designer address of a stored form. */
export function designerUrl(form: Pick<IndicatorSummary, 'id' | 'kind' | 'no'>): string {
  return form.kind === FORM_KIND.scoring && form.no
    ? `${DESIGNER_PATH}?no=${encodeURIComponent(form.no)}&df=2`
    : `${DESIGNER_PATH}?getIDB=${form.id}`;
}

function TemplatePreview({ json }: { json: string }) {
  const loaded = useMemo(() => loadTemplate(json), [json]);
  if ('error' in loaded)
    return <Typography.Text type="danger">{t.templateFailed(loaded.error)}</Typography.Text>;
  return (
    <FormRenderer
      template={loaded.template}
      mode="preview"
      dataSource={formDataSource}
      uploader={formUploader}
    />
  );
}

function PreviewDialog({
  form,
  version,
  onClose,
}: {
  form?: IndicatorSummary;
  version?: number;
  onClose: () => void;
}) {
  const loaded = useFormTemplate(form?.id, version);
  return (
    <Modal
      open={!!form}
      title={form ? t.previewTitle(form.formName) : ''}
      onCancel={onClose}
      footer={null}
      width={850}
      destroyOnHidden
    >
      {loaded.isLoading ? (
        <Spin />
      ) : loaded.data ? (
        <TemplatePreview json={loaded.data} />
      ) : (
        <Typography.Text type="danger">{t.loadFailed}</Typography.Text>
      )}
    </Modal>
  );
}

function VersionsDrawer({
  form,
  onClose,
  onRestored,
}: {
  form?: IndicatorSummary;
  onClose: () => void;
  onRestored: () => void;
}) {
  const { modal, message } = App.useApp();
  const [viewing, setViewing] = useState<number>();
  const versions = useFormVersions(form?.id);
  const current = versions.data?.[0]?.version;
  const restore = (v: FormVersion) =>
    modal.confirm({
      title: t.restoreTitle,
      content: t.restoreConfirm(v.version),
      okText: t.ok,
      cancelText: t.cancel,
      onOk: async () => {
        await restoreIDBVersion(form!.id, v.version);
        void message.success(t.restored);
        await versions.refetch();
        onRestored();
      },
    });
  const columns: TableColumnsType<FormVersion> = [
    {
      key: 'version',
      title: t.version,
      dataIndex: 'version',
      width: 110,
      render: (v: number, row) => (
        <Space size={4} wrap>
          <span>v{v}</span>
          {v === current && <Tag color="blue">{t.current}</Tag>}
          {row.restoredFrom && <Tag>{t.restoredFrom(row.restoredFrom)}</Tag>}
        </Space>
      ),
    },
    { key: 'formName', title: t.formName, dataIndex: 'formName' },
    { key: 'fieldCount', title: t.fieldCount, dataIndex: 'fieldCount', width: 70 },
    { key: 'createdBy', title: t.createdBy, dataIndex: 'createdBy', width: 100 },
    {
      key: 'createdAt',
      title: t.createdAt,
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
    {
      key: 'actions',
      title: t.actions,
      width: 150,
      render: (_, v) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(v.version)}>
            {t.viewVersion}
          </Button>
          {v.version !== current && (
            <Button type="link" size="small" onClick={() => restore(v)}>
              {t.restore}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Drawer
      open={!!form}
      title={form ? t.versionsTitle(form.formName) : ''}
      onClose={onClose}
      size={860}
      destroyOnHidden
    >
      <Table
        rowKey="version"
        size="small"
        loading={versions.isFetching}
        columns={columns}
        dataSource={versions.data ?? []}
        pagination={false}
      />
      <PreviewDialog
        form={viewing ? form : undefined}
        version={viewing}
        onClose={() => setViewing(undefined)}
      />
    </Drawer>
  );
}

export default function IndicatorListPage() {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm<{ formName?: string; formGroupId?: string }>();
  const [filter, setFilter] = useState<{ formName?: string; formGroupId?: string }>({});
  const [kind, setKind] = useState<Kind>(FORM_KIND.indicator);
  const [paging, setPaging] = useState({ page: DEFAULT_PAGE, limit: DEFAULT_LIMIT });
  const [showSearch, setShowSearch] = useState(true);
  const [columns, setColumns] = useState(COLUMNS);
  const [previewing, setPreviewing] = useState<IndicatorSummary>();
  const [versionsOf, setVersionsOf] = useState<IndicatorSummary>();

  const list = useIndicatorPage({ pageIndex: paging.page, pageSize: paging.limit }, { ...filter, kind });
  const groups = useIndicatorGroups();
  const refresh = () => queryClient.invalidateQueries({ queryKey: formsQueryKeys.indicators });

  const remove = (form: IndicatorSummary) =>
    modal.confirm({
      title: t.deleteTitle,
      content: t.deleteConfirm(form.formName),
      okText: t.ok,
      cancelText: t.cancel,
      type: 'warning',
      onOk: async () => {
        await deleteIDB(form.id);
        void message.success(t.deleted);
        if (list.data?.items.length === 1 && paging.page > 1) setPaging({ ...paging, page: paging.page - 1 });
        await refresh();
      },
    });

  const visible = new Set(columns.filter((c) => c.visible).map((c) => c.key));
  const tableColumns: TableColumnsType<IndicatorSummary> = [
    {
      key: 'formName',
      title: t.formName,
      dataIndex: 'formName',
      render: (name: string, form) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => void navigate(designerUrl(form))}>{name}</Typography.Link>
          {form.no && (
            <Typography.Text
              type="secondary"
              style={{ fontSize: 12 }}
            >{`${t.no}：${form.no}`}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'formGroupId',
      title: t.group,
      dataIndex: 'formGroupId',
      width: 120,
      render: (g: string | null) => g ?? '—',
    },
    { key: 'desc', title: t.desc, dataIndex: 'desc', ellipsis: true },
    { key: 'fieldCount', title: t.fieldCount, dataIndex: 'fieldCount', width: 80 },
    ...(kind === FORM_KIND.scoring
      ? [
          {
            key: 'total',
            title: t.total,
            dataIndex: 'total',
            width: 80,
          } as TableColumnsType<IndicatorSummary>[number],
        ]
      : []),
    { key: 'version', title: t.version, dataIndex: 'version', width: 70, render: (v: number) => `v${v}` },
    {
      key: 'updatedAt',
      title: t.updatedAt,
      dataIndex: 'updatedAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
    { key: 'updatedBy', title: t.updatedBy, dataIndex: 'updatedBy', width: 100 },
  ];
  const actions: TableColumnsType<IndicatorSummary>[number] = {
    key: 'actions',
    title: t.actions,
    width: 230,
    render: (_, form) => (
      <Space size={0}>
        <Button type="link" size="small" onClick={() => void navigate(designerUrl(form))}>
          {t.design}
        </Button>
        <Button type="link" size="small" onClick={() => setPreviewing(form)}>
          {t.preview}
        </Button>
        <Button type="link" size="small" onClick={() => setVersionsOf(form)}>
          {t.versions}
        </Button>
        <Button type="link" size="small" danger onClick={() => remove(form)}>
          {t.delete}
        </Button>
      </Space>
    ),
  };

  const newUrl =
    kind === FORM_KIND.scoring
      ? `${DESIGNER_PATH}?df=2`
      : `${DESIGNER_PATH}${filter.formGroupId ? `?formGroupId=${encodeURIComponent(filter.formGroupId)}` : ''}`;

  return (
    <Card>
      {showSearch && (
        <Form
          form={searchForm}
          name="indicatorSearch"
          layout="inline"
          style={{ marginBottom: 16, rowGap: 8 }}
          onFinish={(values) => {
            setFilter({
              formName: values.formName?.trim() || undefined,
              formGroupId: values.formGroupId || undefined,
            });
            setPaging({ ...paging, page: DEFAULT_PAGE });
          }}
        >
          <Form.Item label={t.kind}>
            <Segmented<Kind>
              value={kind}
              onChange={(k) => {
                setKind(k);
                setPaging({ ...paging, page: DEFAULT_PAGE });
              }}
              options={[
                { value: FORM_KIND.indicator, label: t.kindIndicator },
                { value: FORM_KIND.scoring, label: t.kindScoring },
              ]}
            />
          </Form.Item>
          <Form.Item name="formName" label={t.formName}>
            <Input allowClear placeholder={t.namePlaceholder} maxLength={30} />
          </Form.Item>
          <Form.Item name="formGroupId" label={t.group}>
            <Select
              allowClear
              style={{ width: 180 }}
              placeholder={t.groupPlaceholder}
              options={(groups.data ?? []).map((g) => ({ value: g, label: g }))}
            />
          </Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t.search}
            </Button>
            <Button
              onClick={() => {
                searchForm.resetFields();
                setFilter({});
                setPaging({ ...paging, page: DEFAULT_PAGE });
              }}
            >
              {t.reset}
            </Button>
          </Space>
        </Form>
      )}
      <Flex justify="space-between" style={{ marginBottom: 12 }}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => void navigate(newUrl)}>
          {kind === FORM_KIND.scoring ? t.addScoring : t.add}
        </Button>
        <ListToolbar
          showSearch={showSearch}
          onToggleSearch={setShowSearch}
          onRefresh={() => void refresh()}
          columns={columns}
          onColumnsChange={setColumns}
        />
      </Flex>
      <Table
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        columns={[...tableColumns.filter((c) => visible.has(String(c.key))), actions]}
        dataSource={list.data?.items ?? []}
        pagination={false}
        locale={{ emptyText: t.empty }}
      />
      <Flex justify="flex-end" style={{ marginTop: 16 }}>
        <Pager total={list.data?.total ?? 0} page={paging.page} limit={paging.limit} onChange={setPaging} />
      </Flex>
      <PreviewDialog form={previewing} onClose={() => setPreviewing(undefined)} />
      <VersionsDrawer
        form={versionsOf}
        onClose={() => setVersionsOf(undefined)}
        onRestored={() => void refresh()}
      />
    </Card>
  );
}
