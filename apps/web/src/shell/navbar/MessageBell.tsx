import { BellOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Drawer, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { getUnreadMsgCount } from '../../api/msg';
import { shellMessages } from '../messages';

/** How often the unread count is asked again, so that new messages show without a reload. */
const UNREAD_POLL_MS = 60_000;

const unreadCountQueryKey = ['msg', 'unreadCount'] as const;

async function unreadCount(): Promise<number> {
  try {
    return await getUnreadMsgCount();
  } catch (error) {
    // Spec §8: message request failures are logged to the console only.
    console.error(error);
    throw error;
  }
}

function unreadLine(count: number | undefined, failed: boolean): string | null {
  if (count === undefined) return failed ? shellMessages.unreadUnknown : null;
  return count > 0 ? shellMessages.unreadCount(count) : shellMessages.noUnread;
}

/**
 * The navbar's bell with the number of unread messages; it opens the message centre's drawer. The
 * message list arrives with the message-centre issue; until then the drawer says so.
 */
export function MessageBell() {
  const [open, setOpen] = useState(false);
  const { data: count, isError } = useQuery({
    queryKey: unreadCountQueryKey,
    queryFn: unreadCount,
    refetchInterval: UNREAD_POLL_MS,
  });
  return (
    <>
      <Tooltip title={shellMessages.messageCentre}>
        <Badge count={count} size="small" offset={[-4, 4]}>
          <Button
            type="text"
            icon={<BellOutlined />}
            aria-label={count ? `${shellMessages.messageCentre}（${count}）` : shellMessages.messageCentre}
            onClick={() => setOpen(true)}
          />
        </Badge>
      </Tooltip>
      <Drawer title={shellMessages.messageCentre} open={open} onClose={() => setOpen(false)}>
        <Typography.Paragraph strong>{unreadLine(count, isError)}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{shellMessages.messageListComing}</Typography.Paragraph>
      </Drawer>
    </>
  );
}
