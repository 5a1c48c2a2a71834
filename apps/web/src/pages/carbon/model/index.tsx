// 核算模型 (/carbon/model): the accounting models of the organisation and year chosen in the bar on
// top, with their boundary, GWP set, status and version. A model opens in the editor (read-only once
// submitted or verified); a verified model gets a new version; the year's GHG report downloads as
// xlsx or PDF.
import { DownOutlined } from '@ant-design/icons';
import type { CarbonModelSummary } from '@platform/contract';
import { CarbonPaths, ModelStatus } from '@platform/contract/carbon-model';
import { Button, Card, Dropdown, Empty, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carbonApi, carbonFile } from '../../../api/carbon';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { saveBlob } from '../../messages/centre/download';
import { boundaryLabel, modelStatusLabel, OrgYearBar, useCarbonScope } from '../components';
import { isLocked, ModelEditor } from './ModelEditor';
import { modelQueryKeys, useModelPage, type ModelSearch } from './queries';

type T = TFunction<'carbon', 'model'>;

const STATUS_COLORS: Record<number, string> = {
  [ModelStatus.draft]: 'default',
  [ModelStatus.submitted]: 'processing',
  [ModelStatus.verified]: 'success',
  [ModelStatus.returned]: 'warning',
};

export function ModelStatusTag({ status }: { status: number }) {
  return <Tag color={STATUS_COLORS[status]}>{modelStatusLabel(status)}</Tag>;
}

const columnsOf = (
  t: T,
  open: (model: CarbonModelSummary) => void,
): ListTableColumn<CarbonModelSummary>[] => [
  {
    key: 'name',
    title: t('columns.name'),
    dataIndex: 'name',
    render: (name: string, model) => (
      <Typography.Link onClick={() => open(model)} data-user-data>
        {name}
      </Typography.Link>
    ),
  },
  {
    key: 'org',
    title: t('columns.org'),
    dataIndex: 'orgName',
    render: (name: string) => <span data-user-data>{name}</span>,
  },
  { key: 'year', title: t('columns.year'), dataIndex: 'year', width: 80 },
  {
    key: 'boundary',
    title: t('columns.boundary'),
    dataIndex: 'boundary',
    width: 130,
    render: (boundary: string) => boundaryLabel(boundary),
  },
  { key: 'gwpSet', title: t('columns.gwpSet'), dataIndex: 'gwpSet', width: 90 },
  { key: 'sources', title: t('columns.sources'), dataIndex: 'sourceCount', width: 80 },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <ModelStatusTag status={status} />,
  },
  {
    key: 'version',
    title: t('columns.version'),
    dataIndex: 'version',
    width: 70,
    render: (version: number) => t('versionText', { version }),
  },
  {
    key: 'updatedAt',
    title: t('columns.updatedAt'),
    dataIndex: 'updatedAt',
    width: 170,
    defaultHidden: true,
    render: (at: string) => parseTime(at),
  },
];

function ReportButton({ model }: { model: CarbonModelSummary }) {
  const { t } = useTranslation('carbon', { keyPrefix: 'model' });
  const [loading, setLoading] = useState(false);
  const download = async (format: 'xlsx' | 'pdf') => {
    setLoading(true);
    try {
      saveBlob(
        await carbonFile(CarbonPaths.report, { modelId: model.id, format }),
        t('reportName', { name: model.name, year: model.year, format }),
      );
    } catch {
      // Already shown to the user by the request client.
    } finally {
      setLoading(false);
    }
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'xlsx', label: t('actions.reportXlsx') },
          { key: 'pdf', label: t('actions.reportPdf') },
        ],
        onClick: ({ key }) => void download(key as 'xlsx' | 'pdf'),
      }}
    >
      <Button type="link" size="small" loading={loading}>
        {t('actions.report')} <DownOutlined />
      </Button>
    </Dropdown>
  );
}

export default function ModelPage() {
  const { t } = useTranslation('carbon', { keyPrefix: 'model' });
  const scope = useCarbonScope();
  const [editing, setEditing] = useState<string | null | undefined>(undefined);
  const search: SearchField[] = [
    {
      name: 'keyword',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      maxLength: 100,
    },
  ];
  const list = useListController<CarbonModelSummary, ModelSearch>({
    id: 'carbon.model',
    columns: columnsOf(t, (model) => setEditing(model.id)),
    queryKey: modelQueryKeys.all,
    remove: {
      request: (model) => carbonApi.removeModel(model.id).then(() => t('deleted')),
      confirm: (model) => t('deleteConfirm', { name: model.name }),
    },
  });
  const rows = useModelPage(
    list.paging,
    { ...list.filter, orgId: scope.orgId, year: scope.year },
    !!scope.orgId,
  );

  return (
    <>
      <OrgYearBar />
      <ListPage
        list={list}
        rows={rows}
        name="carbonModelSearch"
        search={search}
        onAdd={() => setEditing(null)}
        placeholder={
          scope.orgId || scope.isLoading ? undefined : (
            <Card size="small">
              <Empty description={t('noOrg')} />
            </Card>
          )
        }
        actions={{
          width: 280,
          fixed: 'right',
          render: (model) => {
            const locked = isLocked(model.status);
            return (
              <>
                <RowAction onClick={() => setEditing(model.id)}>
                  {locked ? t('actions.view') : t('actions.edit')}
                </RowAction>
                {model.status === ModelStatus.verified && (
                  <RowAction
                    onClick={() =>
                      list.confirm({
                        content: t('newVersionConfirm', { name: model.name, version: model.version + 1 }),
                        run: () => carbonApi.newModelVersion(model.id).then(() => t('newVersionDone')),
                      })
                    }
                  >
                    {t('actions.newVersion')}
                  </RowAction>
                )}
                <ReportButton model={model} />
                <RowAction
                  danger
                  disabled={locked}
                  tooltip={locked ? t('lockedTip') : undefined}
                  onClick={() => list.remove(model)}
                >
                  {t('actions.delete')}
                </RowAction>
              </>
            );
          },
        }}
      >
        <ModelEditor
          modelId={editing}
          orgs={scope.orgs}
          defaults={{ orgId: scope.orgId, year: scope.year }}
          onClose={() => setEditing(undefined)}
        />
      </ListPage>
    </>
  );
}
