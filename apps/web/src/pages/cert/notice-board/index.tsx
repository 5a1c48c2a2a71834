// 认证公告 (/noticeList): the body's published notices to clients, pinned first then newest; a title
// opens the notice.
import type { CertNotice, CertNoticeFilter } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Modal, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { certStatsApi } from '../../../api/cert/stats';
import type { Paging } from '../../../api/tenant';
import { ListPage, RowAction, useListController, type ListTableColumn } from '../../../components/list';
import { parseTime } from '../../../utils/time';

type T = TFunction<'cert', 'noticeBoard'>;
const TIME = '{y}-{m}-{d} {h}:{i}';

const columns = (t: T, open: (notice: CertNotice) => void): ListTableColumn<CertNotice>[] => [
  {
    key: 'title',
    title: t('columns.title'),
    dataIndex: 'title',
    render: (title: string, notice) => (
      <>
        <Typography.Link data-user-data onClick={() => open(notice)}>
          {title}
        </Typography.Link>
        {notice.pinned && (
          <Tag color="red" style={{ marginInlineStart: 8 }}>
            {t('pinnedTag')}
          </Tag>
        )}
      </>
    ),
  },
  {
    key: 'publishedAt',
    title: t('columns.publishedAt'),
    dataIndex: 'publishedAt',
    width: 170,
    render: (at: string | null) => (at ? parseTime(at, TIME) : '-'),
  },
];

export default function NoticeBoardPage() {
  const { t } = useTranslation('cert', { keyPrefix: 'noticeBoard' });
  const [shown, setShown] = useState<CertNotice | null>(null);
  const list = useListController<CertNotice, CertNoticeFilter>({
    id: 'cert.noticeBoard',
    columns: columns(t, setShown),
    queryKey: ['cert', 'notice'],
  });
  const rows = useQuery({
    queryKey: ['cert', 'notice', 'client', list.paging satisfies Paging, list.filter],
    queryFn: () => certStatsApi.notices({ ...list.paging, ...list.filter }, true),
    placeholderData: keepPreviousData,
  });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="certNoticeBoardSearch"
      search={[{ name: 'keyword', label: t('search.keyword'), maxLength: 100 }]}
      addText={false}
      actions={{
        width: 90,
        render: (notice) => <RowAction onClick={() => setShown(notice)}>{t('view')}</RowAction>,
      }}
    >
      <Modal
        open={shown !== null}
        title={<span data-user-data>{shown?.title}</span>}
        onCancel={() => setShown(null)}
        footer={<Button onClick={() => setShown(null)}>{t('close')}</Button>}
        width={720}
      >
        {shown && (
          <>
            <Typography.Text type="secondary">
              {shown.publishedAt ? parseTime(shown.publishedAt, TIME) : ''}
            </Typography.Text>
            <Typography.Paragraph data-user-data style={{ whiteSpace: 'pre-wrap', marginTop: 12 }}>
              {shown.content}
            </Typography.Paragraph>
          </>
        )}
      </Modal>
    </ListPage>
  );
}
