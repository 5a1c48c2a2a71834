// Message-centre calls (spec §7.2). Spec §8: message request failures are logged to the console only,
// so these calls are silent.
import type { UnreadCount } from '@platform/contract';
import { request } from './request';

const P = '/api/api-system/data/msg';

/** How many of the signed-in user's messages are unread. */
export async function getUnreadMsgCount(): Promise<number> {
  return (await request<UnreadCount>({ method: 'get', url: `${P}/getUnreadMsgCount`, silent: true })).data
    .count;
}
