// The message centre's drawer body (spec shell.md §2.5): unread and read tabs over a paged table of the
// user's messages; each row can be viewed (acted on), previewed and, for a file, downloaded.
import type { Message } from '@platform/contract';
import { Alert, Badge, Button, Flex, Space, Table, Tabs, Tag, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReadStatus, useMessagePage } from '../../../api/msg';
import { Pager } from '../../../components/pager/Pager';
import { MESSAGE_PAGE_SIZE } from '../../../components/pager/pagerRules';
import { parseTime } from '../../../utils/time';
import { PreviewLink } from '../../files/PreviewLink';
import { fileOfMessage } from './messageAction';
import { MessageDialog } from './MessageDialogs';
import { messageKind } from './messageKind';
import { useMessageOpener, type OpenMode } from './useMessageOpener';

function columns(
  t: TFunction<'messages'>,
  open: (row: Message, mode: OpenMode) => void,
): TableColumnsType<Message> {
  return [
    {
      key: 'title',
      title: t('centre.columns.title'),
      dataIndex: 'title',
      ellipsis: true,
      render: (title: string, row) => {
        // The sender's words, as written in either language (data-user-data).
        const words = <span data-user-data>{title}</span>;
        return (
          <Typography.Link onClick={() => open(row, 'view')}>
            {row.status === ReadStatus.unread ? <Badge status="processing" text={words} /> : words}
          </Typography.Link>
        );
      },
    },
    {
      key: 'type',
      title: t('centre.columns.type'),
      width: 112,
      render: (_, row) => <Tag>{t(`centre.types.${messageKind(row)}`)}</Tag>,
    },
    {
      key: 'date',
      title: t('centre.columns.date'),
      dataIndex: 'createtime',
      width: 168,
      render: (time: string) => parseTime(time),
    },
    {
      key: 'actions',
      title: t('centre.columns.actions'),
      width: 190,
      render: (_, row) => (
        <Space size={4}>
          <Button type="link" size="small" onClick={() => open(row, 'view')}>
            {t('centre.view')}
          </Button>
          <Button type="link" size="small" onClick={() => open(row, 'preview')}>
            {t('centre.preview')}
          </Button>
          {messageKind(row) === 'file' && (
            <Button type="link" size="small" onClick={() => open(row, 'download')}>
              {t('centre.download')}
            </Button>
          )}
          {messageKind(row) === 'file' && <FilePreview message={row} />}
        </Space>
      ),
    },
  ];
}

/** 预览 of a file message's file, in the viewer (a new tab). */
function FilePreview({ message }: { message: Message }) {
  const file = fileOfMessage(message);
  return file ? <PreviewLink url={file.url} name={file.fileName} /> : null;
}

/**
 * The list of one tab. `unread` is the bell's count, shown on the unread tab; `leave` closes the drawer
 * when a message leads to another page.
 */
export function MessageCentre({ unread, leave }: { unread: number | undefined; leave: () => void }) {
  const { t } = useTranslation('messages');
  const [status, setStatus] = useState<ReadStatus>(ReadStatus.unread);
  const [page, setPage] = useState(1);
  const list = useMessagePage(status, page, MESSAGE_PAGE_SIZE);
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;
  const opener = useMessageOpener({ status, page, itemsOnPage: items.length, setPage }, leave);

  // Messages read elsewhere (another tab, another device) can leave the page past the end: go to the
  // last page there is (adjusting state while rendering, as React advises for state derived from data).
  if (list.data && !list.isPlaceholderData && items.length === 0 && page > 1) {
    setPage(Math.max(1, Math.min(page - 1, Math.ceil(total / MESSAGE_PAGE_SIZE))));
  }

  const changeTab = (key: string) => {
    setStatus(Number(key) === ReadStatus.read ? ReadStatus.read : ReadStatus.unread);
    setPage(1);
  };

  return (
    <Flex vertical gap="small">
      <Tabs
        activeKey={String(status)}
        onChange={changeTab}
        items={[
          {
            key: String(ReadStatus.unread),
            label: unread ? t('centre.unreadTabCount', { count: unread }) : t('centre.unreadTab'),
          },
          { key: String(ReadStatus.read), label: t('centre.readTab') },
        ]}
      />
      {list.isError && !list.data ? (
        <Alert
          type="warning"
          showIcon
          title={t('centre.loadFailed')}
          action={
            <Button size="small" onClick={() => void list.refetch()}>
              {t('centre.retry')}
            </Button>
          }
        />
      ) : (
        <Table<Message>
          rowKey="id"
          size="small"
          columns={columns(t, (row, mode) => void opener.open(row, mode))}
          dataSource={items}
          loading={list.isFetching && !list.data}
          pagination={false}
          locale={{ emptyText: t('centre.empty') }}
        />
      )}
      <Flex justify="flex-end">
        <Pager
          variant="message"
          total={total}
          page={page}
          limit={MESSAGE_PAGE_SIZE}
          autoScroll={false}
          onChange={(change) => setPage(change.page)}
        />
      </Flex>
      <MessageDialog dialog={opener.dialog} onClose={opener.closeDialog} />
    </Flex>
  );
}

export default MessageCentre;
