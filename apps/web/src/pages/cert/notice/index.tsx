// 公告管理 (/certNotice): the body's notices — drafts and published, to clients or staff only. A draft
// is published once (clients see it on 认证公告); a published notice may still be corrected.
import type { CertNotice, CertNoticeFilter } from '@platform/contract';
import { NoticeStatus } from '@platform/contract/cert-model';
import { Form, Input, Switch, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { certStatsApi } from '../../../api/cert/stats';
import type { Paging } from '../../../api/tenant';
import {
  CrudFormModal,
  ListPage,
  RowAction,
  TextItem,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';

type T = TFunction<'cert', 'notice'>;
type Search = Omit<CertNoticeFilter, 'status'> & { status?: number };
interface Values {
  title: string;
  content: string;
  client: boolean;
  pinned: boolean;
}

export const noticeQueryKeys = { all: ['cert', 'notice'] as const };
const TIME = '{y}-{m}-{d} {h}:{i}';

const columns = (t: T): ListTableColumn<CertNotice>[] => [
  {
    key: 'title',
    title: t('columns.title'),
    dataIndex: 'title',
    render: (title: string, notice) => (
      <>
        <span data-user-data>{title}</span>
        {notice.pinned && (
          <Tag color="red" style={{ marginInlineStart: 8 }}>
            {t('pinnedTag')}
          </Tag>
        )}
      </>
    ),
  },
  {
    key: 'client',
    title: t('columns.client'),
    dataIndex: 'client',
    width: 110,
    render: (client: boolean) => (client ? t('audience.client') : t('audience.staff')),
  },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 100,
    render: (status: number) => (
      <Tag color={status === NoticeStatus.published ? 'success' : 'default'}>
        {status === NoticeStatus.published ? t('statuses.published') : t('statuses.draft')}
      </Tag>
    ),
  },
  {
    key: 'publishedAt',
    title: t('columns.publishedAt'),
    dataIndex: 'publishedAt',
    width: 160,
    render: (at: string | null) => (at ? parseTime(at, TIME) : '-'),
  },
  {
    key: 'updatedAt',
    title: t('columns.updatedAt'),
    dataIndex: 'updatedAt',
    width: 160,
    defaultHidden: true,
    render: (at: string) => parseTime(at, TIME),
  },
];

function useNotices(paging: Paging, filter: Search) {
  return useQuery({
    queryKey: [...noticeQueryKeys.all, 'page', paging, filter],
    queryFn: () => certStatsApi.notices({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
  });
}

export default function CertNoticePage() {
  const { t } = useTranslation('cert', { keyPrefix: 'notice' });
  const search: SearchField[] = [
    { name: 'keyword', label: t('search.keyword'), maxLength: 100 },
    {
      name: 'status',
      label: t('search.status'),
      options: [
        { value: NoticeStatus.draft, label: t('statuses.draft') },
        { value: NoticeStatus.published, label: t('statuses.published') },
      ],
    },
  ];
  const list = useListController<CertNotice, Search>({
    id: 'cert.notice',
    columns: columns(t),
    queryKey: noticeQueryKeys.all,
    remove: {
      request: (notice) => certStatsApi.removeNotice(notice.id),
      confirm: (notice) => t('deleteConfirm', { title: notice.title }),
    },
  });
  const rows = useNotices(list.paging, list.filter);

  return (
    <ListPage
      list={list}
      rows={rows}
      name="certNoticeSearch"
      search={search}
      actions={{
        width: 170,
        fixed: 'right',
        render: (notice) => (
          <>
            <RowAction onClick={() => list.edit(notice)}>{t('edit')}</RowAction>
            {notice.status !== NoticeStatus.published && (
              <RowAction
                onClick={() =>
                  list.confirm({
                    content: t('publishConfirm', { title: notice.title }),
                    run: () => certStatsApi.publishNotice(notice.id),
                  })
                }
              >
                {t('publish')}
              </RowAction>
            )}
            <RowAction danger onClick={() => list.remove(notice)}>
              {t('delete')}
            </RowAction>
          </>
        ),
      }}
    >
      <CrudFormModal<CertNotice, Values, Awaited<ReturnType<typeof certStatsApi.saveNotice>>>
        target={list.editing}
        onClose={list.closeEditor}
        name="certNoticeForm"
        titles={{ add: t('form.addTitle'), edit: t('form.editTitle') }}
        queryKey={noticeQueryKeys.all}
        initialValues={(notice) =>
          notice
            ? { title: notice.title, content: notice.content, client: notice.client, pinned: notice.pinned }
            : { title: '', content: '', client: true, pinned: false }
        }
        save={(values, notice) =>
          certStatsApi.saveNotice({ ...values, ...(notice ? { id: notice.id } : {}) })
        }
      >
        <TextItem name="title" label={t('form.title')} required={t('form.titleRequired')} max={100} />
        <Form.Item
          name="content"
          label={t('form.content')}
          rules={[{ required: true, whitespace: true, message: t('form.contentRequired') }]}
        >
          <Input.TextArea rows={8} maxLength={20000} />
        </Form.Item>
        <Form.Item name="client" label={t('form.client')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="pinned" label={t('form.pinned')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </CrudFormModal>
    </ListPage>
  );
}
