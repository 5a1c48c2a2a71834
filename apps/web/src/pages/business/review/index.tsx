// 业务审查 (/businessReview): the submissions of the tenant's business items, filtered by item, status
// and a keyword; open one to read its answers, comment per field, accept or return it, compare its
// versions, and see its scores, suggestions and process progress.
import type { SubmissionFilter, SubmissionSummary } from '@platform/contract';
import { SubmissionStatus } from '@platform/contract/business-model';
import { Select, Space, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { formKindKey } from '../manage/BizStatusTag';
import { reviewQueryKeys, useBizChoices, useSubmissionPage } from './queries';
import { SubmissionDrawer } from './SubmissionDrawer';
import { STATUS_KEYS, SubmissionStatusTag } from './SubmissionStatusTag';

type T = TFunction<'business', 'review'>;
const TIME = '{y}-{m}-{d} {h}:{i}';
const user = (text: string) => <span data-user-data>{text}</span>;

const columnsOf = (t: T, open: (row: SubmissionSummary) => void): ListTableColumn<SubmissionSummary>[] => [
  {
    key: 'no',
    title: t('columns.no'),
    dataIndex: 'no',
    width: 190,
    render: (no: string, row) => (
      <Typography.Link onClick={() => open(row)} data-user-data>
        {no}
      </Typography.Link>
    ),
  },
  { key: 'bizName', title: t('columns.bizName'), dataIndex: 'bizName', render: user },
  {
    key: 'formName',
    title: t('columns.formName'),
    dataIndex: 'formName',
    render: (name: string, row) => (
      <Space size={4} orientation="vertical">
        {user(name)}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`kinds.${formKindKey(row.kind)}`)}
        </Typography.Text>
      </Space>
    ),
  },
  { key: 'submitter', title: t('columns.submitter'), dataIndex: 'submitterName', width: 110, render: user },
  { key: 'tenant', title: t('columns.tenant'), dataIndex: 'submitterTenantName', render: user },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 90,
    render: (status: number) => <SubmissionStatusTag status={status} />,
  },
  {
    key: 'version',
    title: t('columns.version'),
    dataIndex: 'version',
    width: 64,
    render: (v: number) => `v${v}`,
  },
  {
    key: 'score',
    title: t('columns.score'),
    dataIndex: 'score',
    width: 70,
    defaultHidden: true,
    render: (score: number | null) => score ?? '—',
  },
  {
    key: 'submittedAt',
    title: t('columns.submittedAt'),
    dataIndex: 'submittedAt',
    width: 150,
    render: (at: string | null) => (at ? parseTime(at, TIME) : '—'),
  },
  {
    key: 'reviewedAt',
    title: t('columns.reviewedAt'),
    dataIndex: 'reviewedAt',
    width: 150,
    defaultHidden: true,
    render: (at: string | null) => (at ? parseTime(at, TIME) : '—'),
  },
];

export default function BizReviewPage() {
  const { t } = useTranslation('business', { keyPrefix: 'review' });
  const navigate = useNavigate();
  const items = useBizChoices();
  const [openId, setOpenId] = useState<string>();
  const search: SearchField[] = [
    {
      name: 'bizId',
      label: t('search.biz'),
      input: (
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('search.bizPlaceholder')}
          style={{ width: 220 }}
          options={items}
        />
      ),
    },
    {
      name: 'status',
      label: t('search.status'),
      options: STATUS_KEYS.map((key) => ({ value: SubmissionStatus[key], label: t(`status.${key}`) })),
    },
    {
      name: 'keyword',
      label: t('search.keyword'),
      placeholder: t('search.keywordPlaceholder'),
      maxLength: 64,
    },
  ];
  const list = useListController<SubmissionSummary, SubmissionFilter>({
    id: 'business.review',
    columns: columnsOf(t, (row) => setOpenId(row.id)),
    queryKey: reviewQueryKeys.all,
  });
  const rows = useSubmissionPage(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="bizReviewSearch"
      search={search}
      addText={false}
      actions={{
        width: 160,
        fixed: 'right',
        render: (row) => (
          <>
            <RowAction onClick={() => setOpenId(row.id)}>
              {row.status === SubmissionStatus.submitted ? t('actions.review') : t('actions.view')}
            </RowAction>
            {row.wfInstanceId && (
              <RowAction
                onClick={() =>
                  void navigate(`/workflow/progress?wfInstanceId=${encodeURIComponent(row.wfInstanceId!)}`)
                }
              >
                {t('actions.progress')}
              </RowAction>
            )}
          </>
        ),
      }}
    >
      <SubmissionDrawer submitId={openId} onClose={() => setOpenId(undefined)} />
    </ListPage>
  );
}
