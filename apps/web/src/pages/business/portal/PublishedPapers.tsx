// The papers published to my tenant, with my status in each and what I can do with it now.
import type { PublishedFilter, PublishedPaper } from '@platform/contract';
import { SubmissionStatus } from '@platform/contract/business-model';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { Button, Flex, Form, Input, Select, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { bizApi, complianceApi } from '../../../api/business';
import { getDictDatas } from '../../../api/formSources';
import { parseTime } from '../../../utils/time';
import { fillAddress } from '../fill/address';
import { deadlineOf, Period, SubmissionStatusTag, useStatusOptions } from './status';

const PAGE_SIZE = 10;
/** The dictionary of business types. */
const TYPE_DICT = 'QSBITYPE';

/** Catalogue entries of the paper kinds (FormKind 1, 2, 3). */
const KINDS: Record<number, 'indicator' | 'questionnaire' | 'scoring'> = {
  1: 'indicator',
  2: 'questionnaire',
  3: 'scoring',
};

/** Words from the server and the publisher (names, dictionary items): shown as they are. */
const data = (text: string | null) => <span data-user-data>{text}</span>;

function PaperActions({ paper }: { paper: PublishedPaper }) {
  const { t } = useTranslation('business', { keyPrefix: 'portal' });
  const navigate = useNavigate();
  const start = useMutation({
    mutationFn: () => complianceApi.add({ paperId: paper.paperId, bizId: paper.bizId }),
    onSuccess: (ref) => void navigate(fillAddress(ref.submitId)),
  });
  const open = () => void navigate(fillAddress(paper.submitId!));
  const deadline = deadlineOf(paper.openDate, paper.closeDate);
  const closed = paper.closed || deadline === 'past';
  if (paper.submitId === null) {
    if (closed) return null;
    const notOpen = deadline === 'notOpen';
    const button = (
      <Button
        type="link"
        size="small"
        disabled={notOpen}
        loading={start.isPending}
        onClick={() => start.mutate()}
      >
        {t('actions.fill')}
      </Button>
    );
    return notOpen ? (
      <Tooltip title={t('notOpenYet', { date: paper.openDate ?? '' })}>{button}</Tooltip>
    ) : (
      button
    );
  }
  const editable =
    !closed && (paper.status === SubmissionStatus.draft || paper.status === SubmissionStatus.returned);
  const label = !editable
    ? t('actions.view')
    : paper.status === SubmissionStatus.returned
      ? t('actions.revise')
      : t('actions.continue');
  return (
    <Button type="link" size="small" onClick={open}>
      {label}
    </Button>
  );
}

function useTypeOptions() {
  const types = useQuery({
    queryKey: ['dict', 'datas', TYPE_DICT],
    queryFn: () => getDictDatas(TYPE_DICT),
    staleTime: 5 * 60_000,
  });
  return (types.data ?? []).map((d) => ({ value: d.value ?? d.code, label: d.name }));
}

export function PublishedPapers() {
  const { t } = useTranslation('business', { keyPrefix: 'portal' });
  const [form] = Form.useForm<PublishedFilter>();
  const [filter, setFilter] = useState<PublishedFilter>({});
  const [page, setPage] = useState(1);
  const statusOptions = useStatusOptions();
  const typeOptions = useTypeOptions();
  const papers = useQuery({
    queryKey: ['business', 'published', filter, page],
    queryFn: () => bizApi.published({ ...filter, pageIndex: page, pageSize: PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const search = (values: PublishedFilter) => {
    const keyword = values.keyword?.trim();
    setFilter({
      ...(keyword ? { keyword } : {}),
      ...(values.type ? { type: values.type } : {}),
      ...(values.status !== undefined && values.status !== null ? { status: values.status } : {}),
    });
    setPage(1);
  };

  const columns: TableColumnsType<PublishedPaper> = [
    { key: 'bizName', title: t('columns.bizName'), render: (_, p) => data(p.bizName) },
    { key: 'type', title: t('columns.type'), render: (_, p) => data(p.typeName ?? p.bizType) },
    { key: 'publisher', title: t('columns.publisher'), render: (_, p) => data(p.publisherName) },
    {
      key: 'paper',
      title: t('columns.paper'),
      render: (_, p) => {
        const kind = KINDS[p.kind];
        return (
          <Space size={4} wrap>
            {data(p.formName)}
            {kind && <Tag>{t(`kinds.${kind}`)}</Tag>}
          </Space>
        );
      },
    },
    {
      key: 'period',
      title: t('columns.period'),
      render: (_, p) => <Period openDate={p.openDate} closeDate={p.closeDate} />,
    },
    {
      key: 'status',
      title: t('columns.status'),
      render: (_, p) => <SubmissionStatusTag status={p.status} />,
    },
    {
      key: 'updatedAt',
      title: t('columns.updatedAt'),
      render: (_, p) => (p.updatedAt ? parseTime(p.updatedAt, '{y}-{m}-{d} {h}:{i}') : ''),
    },
    { key: 'actions', title: t('columns.actions'), render: (_, p) => <PaperActions paper={p} /> },
  ];

  return (
    <Flex vertical gap={16}>
      <Form form={form} layout="inline" onFinish={search}>
        <Form.Item name="keyword" label={t('filter.keyword')}>
          <Input allowClear placeholder={t('filter.keywordPlaceholder')} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="type" label={t('filter.type')}>
          <Select allowClear options={typeOptions} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="status" label={t('filter.status')}>
          <Select allowClear options={statusOptions} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item>
          <Space>
            <Button type="primary" htmlType="submit">
              {t('search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                search({});
              }}
            >
              {t('reset')}
            </Button>
          </Space>
        </Form.Item>
      </Form>
      <Table<PublishedPaper>
        rowKey="paperId"
        size="middle"
        loading={papers.isFetching}
        columns={columns}
        dataSource={papers.data?.items ?? []}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: papers.data?.total ?? 0,
          showTotal: (total) => t('total', { total }),
          onChange: setPage,
        }}
      />
    </Flex>
  );
}
