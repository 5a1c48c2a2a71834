// 问卷配置 (/brandQs, role 34): the brand assessment's questionnaire groups (dimension, weight, order)
// and, under each, its questionnaires — designer forms of the questionnaire or scoring kind pinned at
// binding — with their weight in the group, indicator count and max total; a questionnaire without
// indicators is flagged (answered, not scored). Preview shows the form and its indicators.
import type { BrandQsGroup, BrandQuestionnaireSummary } from '@platform/contract';
import { Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { qsApi, qsQueryKeys, useQsGroups } from '../../../api/brand/qs';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { dimensionLabel } from '../components/labels';
import { BindFormModal, GroupFormModal, QuestionnaireFormModal } from './QsDialogs';
import { QsPreview } from './QsPreview';

type T = TFunction<'brand', 'qs'>;

const columns = (t: T): ListTableColumn<BrandQsGroup>[] => [
  { key: 'sort', title: t('columns.sort'), dataIndex: 'sort', width: 70 },
  {
    key: 'name',
    title: t('columns.name'),
    dataIndex: 'name',
    width: 160,
    render: (v: string) => <span data-user-data>{v}</span>,
  },
  {
    key: 'dimension',
    title: t('columns.dimension'),
    dataIndex: 'dimension',
    width: 100,
    render: (d: string) => <Tag>{dimensionLabel(d)}</Tag>,
  },
  { key: 'weight', title: t('columns.weight'), dataIndex: 'weight', width: 90 },
  {
    key: 'questionnaires',
    title: t('columns.questionnaires'),
    width: 90,
    render: (_, g) => g.questionnaires.length,
  },
  {
    key: 'description',
    title: t('columns.description'),
    dataIndex: 'description',
    render: (v: string) => (v ? <span data-user-data>{v}</span> : '-'),
  },
];

function Questionnaires({
  group,
  onPreview,
  onEdit,
  onUnbind,
}: {
  group: BrandQsGroup;
  onPreview: (q: BrandQuestionnaireSummary) => void;
  onEdit: (q: BrandQuestionnaireSummary) => void;
  onUnbind: (q: BrandQuestionnaireSummary) => void;
}) {
  const { t } = useTranslation('brand', { keyPrefix: 'qs' });
  if (group.questionnaires.length === 0) {
    return <Typography.Text type="secondary">{t('noQuestionnaires')}</Typography.Text>;
  }
  return (
    <Table<BrandQuestionnaireSummary>
      rowKey="id"
      size="small"
      pagination={false}
      aria-label={group.name}
      dataSource={group.questionnaires}
      columns={[
        {
          key: 'name',
          title: t('qsColumns.name'),
          dataIndex: 'name',
          render: (name: string, q) => (
            <Space>
              <span data-user-data>{name}</span>
              {q.indicatorCount === 0 && (
                <Tooltip title={t('noIndicatorsTip')}>
                  <Tag color="warning">{t('noIndicators')}</Tag>
                </Tooltip>
              )}
            </Space>
          ),
        },
        { key: 'weight', title: t('qsColumns.weight'), dataIndex: 'weight', width: 100 },
        { key: 'indicators', title: t('qsColumns.indicators'), dataIndex: 'indicatorCount', width: 90 },
        { key: 'maxTotal', title: t('qsColumns.maxTotal'), dataIndex: 'maxTotal', width: 90 },
        { key: 'sort', title: t('qsColumns.sort'), dataIndex: 'sort', width: 70 },
        {
          key: 'actions',
          width: 180,
          render: (_, q) => (
            <>
              <RowAction onClick={() => onPreview(q)}>{t('actions.preview')}</RowAction>
              <RowAction onClick={() => onEdit(q)}>{t('actions.edit')}</RowAction>
              <RowAction danger onClick={() => onUnbind(q)}>
                {t('actions.unbind')}
              </RowAction>
            </>
          ),
        },
      ]}
    />
  );
}

export default function BrandQsPage() {
  const { t } = useTranslation('brand', { keyPrefix: 'qs' });
  const list = useListController<BrandQsGroup>({
    id: 'brand.qs',
    columns: columns(t),
    queryKey: qsQueryKeys.all,
    remove: {
      request: (g) => qsApi.removeGroup(g.id).then(() => t('removed')),
      confirm: (g) => t('removeConfirm', { name: g.name }),
    },
  });
  const rows = useQsGroups();
  const [binding, setBinding] = useState<BrandQsGroup>();
  const [editingQs, setEditingQs] = useState<BrandQuestionnaireSummary>();
  const [previewId, setPreviewId] = useState<string>();
  // Every group shows its questionnaires until the user folds it (the groups load after the first render).
  const [folded, setFolded] = useState<ReadonlySet<string>>(new Set());
  const expanded = (rows.data ?? []).filter((g) => !folded.has(g.id)).map((g) => g.id);

  const unbind = (q: BrandQuestionnaireSummary) =>
    list.confirm({
      content: t('unbindConfirm', { name: q.name }),
      run: () => qsApi.unbind(q.id).then(() => t('unbound')),
      danger: true,
    });

  return (
    <ListPage
      list={list}
      rows={rows}
      name="brandQsSearch"
      addText={t('addGroup')}
      pager={false}
      header={<Typography.Paragraph type="secondary">{t('intro')}</Typography.Paragraph>}
      table={{
        'aria-label': t('title'),
        expandable: {
          expandedRowKeys: expanded,
          onExpand: (open, g) =>
            setFolded((was) => {
              const next = new Set(was);
              if (open) next.delete(g.id);
              else next.add(g.id);
              return next;
            }),
          expandedRowRender: (g) => (
            <Questionnaires
              group={g}
              onPreview={(q) => setPreviewId(q.id)}
              onEdit={setEditingQs}
              onUnbind={unbind}
            />
          ),
        },
      }}
      actions={{
        width: 220,
        render: (g) => (
          <>
            <RowAction onClick={() => setBinding(g)}>{t('actions.bind')}</RowAction>
            <RowAction onClick={() => list.edit(g)}>{t('actions.edit')}</RowAction>
            <RowAction danger onClick={() => list.remove(g)}>
              {t('actions.remove')}
            </RowAction>
          </>
        ),
      }}
    >
      <GroupFormModal target={list.editing} onClose={list.closeEditor} />
      <BindFormModal group={binding} onClose={() => setBinding(undefined)} />
      <QuestionnaireFormModal target={editingQs} onClose={() => setEditingQs(undefined)} />
      <QsPreview qsId={previewId} onClose={() => setPreviewId(undefined)} />
    </ListPage>
  );
}
