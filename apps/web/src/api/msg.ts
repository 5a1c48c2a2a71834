// Message-centre calls (spec §7.2) and the administrator's send calls. Spec §8: message and download
// request failures are logged to the console only, so the receiver's calls are silent; the send screen's
// calls show their refusals like any form.
import type {
  DeliveryPage,
  DeliveryPageBody,
  Message,
  MessagePage,
  MessageStreamTicket,
  RetriedDelivery,
  SendMessageBody,
  SendPage,
  SendPageBody,
  SendResult,
  UnreadCount,
} from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import { logged } from './logged';

export const MSG_PREFIX = '/api/api-system/data/msg';
const P = MSG_PREFIX;

/** Read status of a message (the contract's MessageReadStatus; a value import would bundle zod). */
export const ReadStatus = { unread: 0, read: 1 } as const;
export type ReadStatus = (typeof ReadStatus)[keyof typeof ReadStatus];

/** How many of the signed-in user's messages are unread. */
export async function getUnreadMsgCount(): Promise<number> {
  return (await request<UnreadCount>({ method: 'get', url: `${P}/getUnreadMsgCount`, silent: true })).data
    .count;
}

/** A page of the user's messages, newest first, of one read status. */
export async function getPageReceiverMsgList(
  pageIndex: number,
  pageSize: number,
  status: ReadStatus,
): Promise<MessagePage> {
  return (
    await request<MessagePage>({
      method: 'post',
      url: `${P}/getPageReceiverMsgList`,
      data: { pageIndex, pageSize, queryData: { status } },
      silent: true,
    })
  ).data;
}

/** Opens a message: the server marks it read and answers it. */
export async function getMsg(id: string): Promise<Message> {
  return (await request<Message>({ method: 'get', url: `${P}/getMsg`, params: { id }, silent: true })).data;
}

/** The bytes behind a file message's url (spec §7.2 "GET of the url from the message param"). */
export async function fetchMessageFile(url: string): Promise<Blob> {
  return (await request<Blob>({ method: 'get', url, responseType: 'blob', silent: true })) as unknown as Blob;
}

/** A one-time ticket that opens the live unread stream (EventSource cannot send the session header). */
export async function getStreamTicket(): Promise<MessageStreamTicket> {
  return (await request<MessageStreamTicket>({ method: 'post', url: `${P}/getStreamTicket`, silent: true }))
    .data;
}

/** The address of the live unread stream for a ticket. */
export function unreadStreamUrl(ticket: string): string {
  return `${P}/unreadStream?ticket=${encodeURIComponent(ticket)}`;
}

/** Sends a message to users, roles or the whole tenant through the chosen channels. */
export async function sendMessage(body: SendMessageBody): Promise<SendResult> {
  return (await request<SendResult>({ method: 'post', url: `${P}/sendMsg`, data: body })).data;
}

/** The tenant's sends, newest first, with their delivery counts. */
export async function getPageSendList(body: SendPageBody): Promise<SendPage> {
  return (await request<SendPage>({ method: 'post', url: `${P}/getPageSendList`, data: body })).data;
}

/** E-mail and SMS deliveries, optionally of one send, state or channel. */
export async function getPageDeliveryList(body: DeliveryPageBody): Promise<DeliveryPage> {
  return (await request<DeliveryPage>({ method: 'post', url: `${P}/getPageDeliveryList`, data: body })).data;
}

/** Puts a failed e-mail or SMS delivery (one with an address) back in the queue. */
export async function retryDelivery(id: string): Promise<RetriedDelivery> {
  return (await request<RetriedDelivery>({ method: 'post', url: `${P}/retryDelivery`, data: { id } })).data;
}

/**
 * The bell's unread count and the drawer's pages share the 'msg' root, so that one invalidation after
 * reading a message reloads both (spec shell.md §4).
 */
export const msgQueryKeys = {
  all: ['msg'] as const,
  unreadCount: ['msg', 'unreadCount'] as const,
  pages: ['msg', 'page'] as const,
  page: (status: ReadStatus, page: number) => ['msg', 'page', status, page] as const,
  sends: ['msg', 'send'] as const,
  sendPage: (page: number, limit: number) => ['msg', 'send', 'page', page, limit] as const,
  deliveries: (body: DeliveryPageBody) => ['msg', 'send', 'deliveries', body] as const,
};

/** The unread count, asked for every `pollMs` (false: kept up to date by the live stream instead). */
export function useUnreadCount(pollMs: number | false) {
  return useQuery({
    queryKey: msgQueryKeys.unreadCount,
    queryFn: logged(getUnreadMsgCount),
    refetchInterval: pollMs,
  });
}

export function useMessagePage(status: ReadStatus, page: number, pageSize: number) {
  return useQuery({
    queryKey: msgQueryKeys.page(status, page),
    queryFn: logged(() => getPageReceiverMsgList(page, pageSize, status)),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** The tenant's sends; `pollMs` decides from the current page whether to ask again. */
export function useSendPage(
  page: number,
  limit: number,
  pollMs: (data: SendPage | undefined) => number | false,
) {
  return useQuery({
    queryKey: msgQueryKeys.sendPage(page, limit),
    queryFn: () => getPageSendList({ pageIndex: page, pageSize: limit }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => pollMs(query.state.data),
  });
}

export function useDeliveryPage(body: DeliveryPageBody, pollMs: number | false) {
  return useQuery({
    queryKey: msgQueryKeys.deliveries(body),
    queryFn: () => getPageDeliveryList(body),
    refetchInterval: pollMs,
  });
}
