import { BellOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Drawer, Spin, Tooltip } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getStreamTicket, msgQueryKeys, unreadStreamUrl, useUnreadCount } from '../../api/msg';
import { useShellSlots } from '../../app/shellSlots';
import { useAppState } from '../../stores/appState';
import { connectUnreadStream } from './unreadStream';

/** While the live stream is down the count is asked for this often instead. */
const UNREAD_POLL_MS = 30_000;

/** Spec §9: the message drawer pages by 10; the table's four columns need this width. */
const DRAWER_WIDTH = 760;

/** Keeps the unread count live from the server's stream; reports whether the stream is up. */
function useUnreadStream(): boolean {
  const queryClient = useQueryClient();
  const [live, setLive] = useState(false);
  useEffect(() => {
    if (typeof EventSource === 'undefined') return undefined;
    return connectUnreadStream({
      ticket: async () => (await getStreamTicket()).ticket,
      open: (ticket) => new EventSource(unreadStreamUrl(ticket)),
      onCount: (count) => {
        const before = queryClient.getQueryData<number>(msgQueryKeys.unreadCount);
        queryClient.setQueryData(msgQueryKeys.unreadCount, count);
        // A new message (or one read elsewhere) changes what the open drawer should list.
        if (before !== count) void queryClient.invalidateQueries({ queryKey: msgQueryKeys.pages });
      },
      onLive: setLive,
    });
  }, [queryClient]);
  return live;
}

/** The navbar's bell with the number of unread messages; it opens the message centre's drawer. */
export function MessageBell() {
  const { t } = useTranslation('shell');
  const [open, setOpen] = useState(false);
  const mobile = useAppState((state) => state.device === 'mobile');
  const live = useUnreadStream();
  const { data: count } = useUnreadCount(live ? false : UNREAD_POLL_MS);
  const { MessageCentre } = useShellSlots();
  const label = count ? t('messageCentreUnread', { unread: count }) : t('messageCentre');
  return (
    <>
      <Tooltip title={t('messageCentre')}>
        <Badge count={count} size="small" offset={[-4, 4]}>
          <Button type="text" icon={<BellOutlined />} aria-label={label} onClick={() => setOpen(true)} />
        </Badge>
      </Tooltip>
      <Drawer
        title={t('messageCentre')}
        open={open}
        onClose={() => setOpen(false)}
        size={mobile ? '100%' : DRAWER_WIDTH}
        destroyOnHidden
      >
        <Suspense fallback={<Spin />}>
          <MessageCentre unread={count} leave={() => setOpen(false)} />
        </Suspense>
      </Drawer>
    </>
  );
}
