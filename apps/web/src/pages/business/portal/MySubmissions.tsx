// My submissions in every state (opened to go on filling in, revise or view), each with its history: the versions I submitted and their reviews.
import type { Review, SubmissionSummary, SubmissionVersion } from '@platform/contract';
import { SubmissionStatus } from '@platform/contract/business-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Drawer,
  Empty,
  Flex,
  Input,
  Space,
  Spin,
  Table,
  Tag,
  Timeline,
  Typography,
  type TableColumnsType,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { complianceApi } from '../../../api/business';
import { parseTime } from '../../../utils/time';
import { fillAddress } from '../fill/address';
import { SubmissionStatusTag } from './status';

const PAGE_SIZE = 10;
const TIME = '{y}-{m}-{d} {h}:{i}';
const time = (at: string | null) => (at ? parseTime(at, TIME) : '');
const data = (text: string | null) => <span data-user-data>{text}</span>;

/** Versions and reviews of one submission, newest first. */
function useHistory(submitId: string) {
  return useQuery({
    queryKey: ['business', 'history', submitId],
    queryFn: async () => {
      const [versions, detail] = await Promise.all([
        complianceApi.versions(submitId),
        complianceApi.withAnswer(submitId),
      ]);
      return { versions: versions.items, reviews: detail.reviews };
    },
  });
}

function ReviewEntry({ review }: { review: Review }) {
  const { t } = useTranslation('business', { keyPrefix: 'portal.history' });
  const comments = Object.keys(review.fieldComments).length;
  return (
    <Flex vertical gap={2}>
      <Space size={4} wrap>
        <Tag color={review.outcome === 'accepted' ? 'success' : 'warning'}>{t(review.outcome)}</Tag>
        <Typography.Text type="secondary">
          {review.reviewerName
            ? t('reviewedBy', { by: review.reviewerName, at: time(review.createdAt) })
            : t('reviewedAt', { at: time(review.createdAt) })}
        </Typography.Text>
      </Space>
      {review.comment && <Typography.Text>{data(review.comment)}</Typography.Text>}
      {comments > 0 && (
        <Typography.Text type="secondary">{t('fieldComments', { count: comments })}</Typography.Text>
      )}
    </Flex>
  );
}

function VersionEntry({ submitId, version }: { submitId: string; version: SubmissionVersion }) {
  const { t } = useTranslation('business', { keyPrefix: 'portal.history' });
  const navigate = useNavigate();
  return (
    <Flex vertical gap={2}>
      <Space size={8} wrap>
        <Typography.Text strong>{t('version', { version: version.version })}</Typography.Text>
        <Button
          type="link"
          size="small"
          onClick={() => void navigate(fillAddress(submitId, version.version))}
        >
          {t('viewVersion')}
        </Button>
      </Space>
      <Typography.Text type="secondary">
        {version.submittedBy
          ? t('submitted', { by: version.submittedBy, at: time(version.submittedAt) })
          : t('submittedAt', { at: time(version.submittedAt) })}
      </Typography.Text>
    </Flex>
  );
}

function HistoryDrawer({ submission, onClose }: { submission: SubmissionSummary; onClose: () => void }) {
  const { t } = useTranslation('business', { keyPrefix: 'portal.history' });
  const history = useHistory(submission.id);
  const entries = history.data
    ? [...history.data.versions]
        .sort((a, b) => b.version - a.version)
        .flatMap((version) => [
          ...history.data.reviews
            .filter((r) => r.version === version.version)
            .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
            .map((review) => ({
              key: `review-${review.id}`,
              color: review.outcome === 'accepted' ? 'green' : 'orange',
              content: <ReviewEntry review={review} />,
            })),
          {
            key: `version-${version.version}`,
            color: 'blue',
            content: <VersionEntry submitId={submission.id} version={version} />,
          },
        ])
    : [];
  return (
    <Drawer open size={480} title={t('title', { no: submission.no })} onClose={onClose}>
      {history.isPending ? (
        <Spin />
      ) : history.isError ? (
        <Alert type="error" message={t('loadFailed', { reason: history.error.message })} />
      ) : entries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('none')} />
      ) : (
        <Timeline items={entries} />
      )}
    </Drawer>
  );
}

export function MySubmissions() {
  const { t } = useTranslation('business', { keyPrefix: 'portal' });
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<SubmissionSummary>();
  const mine = useQuery({
    queryKey: ['business', 'mine', keyword, page],
    queryFn: () =>
      complianceApi.mine({ ...(keyword ? { keyword } : {}), pageIndex: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
  const columns: TableColumnsType<SubmissionSummary> = [
    { key: 'no', title: t('columns.no'), render: (_, s) => data(s.no) },
    { key: 'bizName', title: t('columns.bizName'), render: (_, s) => data(s.bizName) },
    { key: 'paper', title: t('columns.paper'), render: (_, s) => data(s.formName) },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, s) => <SubmissionStatusTag status={s.status} />,
    },
    { key: 'version', title: t('columns.version'), render: (_, s) => s.version },
    { key: 'submittedAt', title: t('columns.submittedAt'), render: (_, s) => time(s.submittedAt) },
    { key: 'reviewedAt', title: t('columns.reviewedAt'), render: (_, s) => time(s.reviewedAt) },
    {
      key: 'actions',
      title: t('columns.actions'),
      render: (_, s) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void navigate(fillAddress(s.id))}>
            {s.status === SubmissionStatus.draft
              ? t('actions.continue')
              : s.status === SubmissionStatus.returned
                ? t('actions.revise')
                : t('actions.view')}
          </Button>
          <Button type="link" size="small" onClick={() => setShown(s)}>
            {t('actions.history')}
          </Button>
        </Space>
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <Input.Search
        allowClear
        aria-label={t('filter.keyword')}
        placeholder={t('filter.keywordPlaceholder')}
        enterButton={t('search')}
        style={{ maxWidth: 360 }}
        onSearch={(value) => {
          setKeyword(value.trim() || undefined);
          setPage(1);
        }}
      />
      <Table<SubmissionSummary>
        rowKey="id"
        size="middle"
        loading={mine.isFetching}
        columns={columns}
        dataSource={mine.data?.items ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: mine.data?.total ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: setPage,
        }}
      />
      {shown && <HistoryDrawer submission={shown} onClose={() => setShown(undefined)} />}
    </Flex>
  );
}
