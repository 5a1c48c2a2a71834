// The form list (/work/Indicator): the tenant's indicator forms and scoring forms, searched by name and
// group; open one in the designer, preview it, delete it, or look at its versions and restore one.
import type { FormVersion, IndicatorFilter, IndicatorSummary } from '@platform/contract';
import {
  App,
  Button,
  Drawer,
  Form,
  Modal,
  Segmented,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { FormRenderer } from '@platform/form-renderer';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { formDataSource, formUploader } from '../formHost';
import { FormTexts, useFormTranslates } from '../FormTexts';
import { loadTemplate } from '../loadTemplate';

export const DESIGNER_PATH = '/work/designer';

type Kind = typeof FORM_KIND.indicator | typeof FORM_KIND.scoring;

/** The designer address of a stored form. */
export function designerUrl(form: Pick<IndicatorSummary, 'id' | 'kind' | 'no'>): string {
  return form.kind === FORM_KIND.scoring && form.no
    ? `${DESIGNER_PATH}?no=${encodeURIComponent(form.no)}&df=2`
    : `${DESIGNER_PATH}?getIDB=${form.id}`;
}

function TemplatePreview({ json }: { json: string }) {
  const { t } = useTranslation('forms', { keyPrefix: 'indicator' });
  const { core } = useFormTranslates();
  const loaded = useMemo(() => loadTemplate(json, core), [json, core]);
  if ('error' in loaded)
    return <Typography.Text type="danger">{t('templateFailed', { reason: loaded.error })}</Typography.Text>;
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
  const { t } = useTranslation('forms', { keyPrefix: 'indicator' });
  const loaded = useFormTemplate(form?.id, version);
  return (
    <Modal
      open={!!form}
      title={form ? t('previewTitle', { name: form.formName }) : ''}
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
        <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>
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
  const { t } = useTranslation('forms', { keyPrefix: 'indicator' });
  const { modal, message } = App.useApp();
  const [viewing, setViewing] = useState<number>();
  const versions = useFormVersions(form?.id);
  const current = versions.data?.[0]?.version;
  const restore = (v: FormVersion) =>
    modal.confirm({
      title: t('restoreTitle'),
      content: t('restoreConfirm', { version: v.version }),
      okText: t('ok'),
      cancelText: t('cancel'),
      onOk: async () => {
        await restoreIDBVersion(form!.id, v.version);
        void message.success(t('restored'));
        await versions.refetch();
        onRestored();
      },
    });
  const columns: TableColumnsType<FormVersion> = [
    {
      key: 'version',
      title: t('version'),
      dataIndex: 'version',
      width: 110,
      render: (v: number, row) => (
        <Space size={4} wrap>
          <span>v{v}</span>
          {v === current && <Tag color="blue">{t('current')}</Tag>}
          {row.restoredFrom && <Tag>{t('restoredFrom', { version: row.restoredFrom })}</Tag>}
        </Space>
      ),
    },
    { key: 'formName', title: t('formName'), dataIndex: 'formName' },
    { key: 'fieldCount', title: t('fieldCount'), dataIndex: 'fieldCount', width: 70 },
    { key: 'createdBy', title: t('createdBy'), dataIndex: 'createdBy', width: 100 },
    {
      key: 'createdAt',
      title: t('createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
    {
      key: 'actions',
      title: t('actions'),
      width: 150,
      render: (_, v) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setViewing(v.version)}>
            {t('viewVersion')}
          </Button>
          {v.version !== current && (
            <Button type="link" size="small" onClick={() => restore(v)}>
              {t('restore')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Drawer
      open={!!form}
      title={form ? t('versionsTitle', { name: form.formName }) : ''}
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
  const { t } = useTranslation('forms', { keyPrefix: 'indicator' });
  const navigate = useNavigate();
  const [kind, setKind] = useState<Kind>(FORM_KIND.indicator);
  const [previewing, setPreviewing] = useState<IndicatorSummary>();
  const [versionsOf, setVersionsOf] = useState<IndicatorSummary>();
  const groups = useIndicatorGroups();

  const columns: ListTableColumn<IndicatorSummary>[] = [
    {
      key: 'formName',
      title: t('formName'),
      dataIndex: 'formName',
      render: (name: string, form) => (
        <Space direction="vertical" size={0}>
          <Typography.Link onClick={() => void navigate(designerUrl(form))}>{name}</Typography.Link>
          {form.no && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('no', { no: form.no })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    {
      key: 'formGroupId',
      title: t('group'),
      dataIndex: 'formGroupId',
      width: 120,
      render: (g: string | null) => g ?? '—',
    },
    { key: 'desc', title: t('desc'), dataIndex: 'desc', ellipsis: true },
    { key: 'fieldCount', title: t('fieldCount'), dataIndex: 'fieldCount', width: 80 },
    ...(kind === FORM_KIND.scoring
      ? [
          {
            key: 'total',
            title: t('total'),
            dataIndex: 'total',
            width: 80,
          } satisfies ListTableColumn<IndicatorSummary>,
        ]
      : []),
    { key: 'version', title: t('version'), dataIndex: 'version', width: 70, render: (v: number) => `v${v}` },
    {
      key: 'updatedAt',
      title: t('updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (at: string) => parseTime(at),
    },
    { key: 'updatedBy', title: t('updatedBy'), dataIndex: 'updatedBy', width: 100, defaultHidden: true },
  ];
  const search: SearchField[] = [
    { name: 'formName', label: t('formName'), placeholder: t('namePlaceholder'), maxLength: 30 },
    {
      name: 'formGroupId',
      label: t('group'),
      placeholder: t('groupPlaceholder'),
      options: (groups.data ?? []).map((g) => ({ value: g, label: g })),
    },
  ];

  const list = useListController<IndicatorSummary, Omit<IndicatorFilter, 'kind'>>({
    id: 'forms.indicator',
    columns,
    queryKey: formsQueryKeys.indicators,
    remove: {
      request: (form) => deleteIDB(form.id).then(() => t('deleted')),
      confirm: (form) => t('deleteConfirm', { name: form.formName }),
    },
  });
  const rows = useIndicatorPage(list.paging, { ...list.filter, kind });

  const newUrl =
    kind === FORM_KIND.scoring
      ? `${DESIGNER_PATH}?df=2`
      : `${DESIGNER_PATH}${list.filter.formGroupId ? `?formGroupId=${encodeURIComponent(list.filter.formGroupId)}` : ''}`;

  return (
    <FormTexts>
      <ListPage
        list={list}
        rows={rows}
        name="indicatorSearch"
        search={search}
        searchPrefix={
          <Form.Item label={t('kind')}>
            <Segmented<Kind>
              value={kind}
              onChange={(k) => {
                setKind(k);
                list.setPaging({ page: 1, limit: list.limit });
              }}
              options={[
                { value: FORM_KIND.indicator, label: t('kindIndicator') },
                { value: FORM_KIND.scoring, label: t('kindScoring') },
              ]}
            />
          </Form.Item>
        }
        addText={kind === FORM_KIND.scoring ? t('addScoring') : t('add')}
        onAdd={() => void navigate(newUrl)}
        table={{ locale: { emptyText: t('empty') } }}
        actions={{
          width: 230,
          render: (form) => (
            <>
              <RowAction onClick={() => void navigate(designerUrl(form))}>{t('design')}</RowAction>
              <RowAction onClick={() => setPreviewing(form)}>{t('preview')}</RowAction>
              <RowAction onClick={() => setVersionsOf(form)}>{t('versions')}</RowAction>
              <RowAction danger onClick={() => list.remove(form)}>
                {t('delete')}
              </RowAction>
            </>
          ),
        }}
      >
        <PreviewDialog form={previewing} onClose={() => setPreviewing(undefined)} />
        <VersionsDrawer
          form={versionsOf}
          onClose={() => setVersionsOf(undefined)}
          onRestored={() => void list.refresh()}
        />
      </ListPage>
    </FormTexts>
  );
}
