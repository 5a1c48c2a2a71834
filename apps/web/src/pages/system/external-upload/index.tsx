// External uploads (外部上传): the tenant's upload links (system managers see all, others their own)
// with the files each received; an active link can be revoked.
import type { ExUploadLink, ExUploadLinkStatus } from '@platform/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Select } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { exUploadLinks, exUploadQueryKeys, revokeExUploadLink } from '../../../api/external-upload';
import {
  ListPage,
  RowAction,
  useListController,
  type ListTableColumn,
  type SearchField,
} from '../../../components/list';
import { parseTime } from '../../../utils/time';
import { LinkFiles } from './LinkFiles';
import { LinkStatusTag } from './LinkStatusTag';

type Texts = TFunction<'documents', 'exupload.links'>;

interface Filter {
  status?: ExUploadLinkStatus;
  keyword?: string;
}

const STATUSES: ExUploadLinkStatus[] = ['active', 'expired', 'revoked'];

const columnsOf = (t: Texts): ListTableColumn<ExUploadLink>[] => [
  { key: 'title', title: t('columns.title'), dataIndex: 'title', ellipsis: true },
  {
    key: 'target',
    title: t('columns.target'),
    dataIndex: 'targetKind',
    width: 110,
    render: (kind: ExUploadLink['targetKind']) => t(`target.${kind}`),
  },
  {
    key: 'status',
    title: t('columns.status'),
    dataIndex: 'status',
    width: 100,
    render: (status: ExUploadLinkStatus) => <LinkStatusTag status={status} />,
  },
  {
    key: 'files',
    title: t('columns.files'),
    dataIndex: 'fileCount',
    width: 90,
    render: (_: unknown, link) => `${link.fileCount}/${link.maxFiles}`,
  },
  {
    key: 'createdBy',
    title: t('columns.createdBy'),
    dataIndex: 'createdByName',
    width: 120,
    render: (name: string | null) => name ?? '-',
  },
  {
    key: 'createdAt',
    title: t('columns.createdAt'),
    dataIndex: 'createdAt',
    width: 170,
    render: (at: string) => parseTime(at),
  },
  {
    key: 'expiresAt',
    title: t('columns.expiresAt'),
    dataIndex: 'expiresAt',
    width: 170,
    render: (at: string) => parseTime(at),
  },
];

const searchOf = (t: Texts): SearchField[] => [
  { name: 'keyword', label: t('columns.title'), placeholder: t('keyword'), maxLength: 50 },
  {
    name: 'status',
    label: t('columns.status'),
    input: (
      <Select
        allowClear
        placeholder={t('allStatus')}
        style={{ width: 140 }}
        options={STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
      />
    ),
  },
];

function filterOf(values: Record<string, unknown>): Filter {
  const { status, keyword } = values as Filter;
  return { ...(status ? { status } : {}), ...(keyword?.trim() ? { keyword: keyword.trim() } : {}) };
}

export default function ExternalUploadsPage() {
  const { t } = useTranslation('documents', { keyPrefix: 'exupload.links' });
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const [searchForm] = Form.useForm();
  const list = useListController<ExUploadLink, Filter>({
    id: 'system.externalUploads',
    columns: columnsOf(t),
    queryKey: exUploadQueryKeys.all,
    filterOf,
  });
  const query = { ...list.paging, ...list.filter };
  const rows = useQuery({
    queryKey: exUploadQueryKeys.list(query),
    queryFn: () => exUploadLinks(query),
    placeholderData: keepPreviousData,
  });
  const revoke = (link: ExUploadLink) =>
    modal.confirm({
      title: t('revoke'),
      content: t('revokeConfirm', { title: link.title }),
      okButtonProps: { danger: true },
      onOk: async () => {
        await revokeExUploadLink(link.id);
        void message.success(t('revoked'));
        await queryClient.invalidateQueries({ queryKey: exUploadQueryKeys.all });
      },
    });
  return (
    <ListPage
      list={list}
      rows={rows}
      name="externalUploadSearch"
      search={searchOf(t)}
      searchForm={searchForm}
      addText={false}
      table={{
        scroll: { x: 'max-content' },
        locale: { emptyText: t('none') },
        expandable: { expandedRowRender: (link) => <LinkFiles linkId={link.id} /> },
      }}
      actions={{
        width: 80,
        render: (link) =>
          link.status === 'active' ? (
            <RowAction danger onClick={() => revoke(link)}>
              {t('revoke')}
            </RowAction>
          ) : null,
      }}
    />
  );
}
