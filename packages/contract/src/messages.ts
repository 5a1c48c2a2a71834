// Message-centre calls (spec shell.md §7.2, under /api/api-system/data/msg/). `status` and its alias
// `readStatus` are 0 unread, 1 read.
import { z } from 'zod';

export const MessageReadStatus = { unread: 0, read: 1 } as const;

export const MessagePageBody = z.object({
  pageIndex: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  queryData: z.object({ status: z.union([z.literal(0), z.literal(1)]).optional() }).optional(),
});
export type MessagePageBody = z.input<typeof MessagePageBody>;

export const Message = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  sendType: z.number().int(),
  /** ISO 8601 time the message was sent. */
  createtime: z.string(),
  status: z.number().int(),
  readStatus: z.number().int(),
  targetType: z.number().int().nullable(),
  smsType: z.string().nullable(),
  /** A JSON string (acceptance-notice fields, audit processId/phase, file url …). */
  param: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

export const MessagePage = z.object({ items: z.array(Message), total: z.number().int() });
export type MessagePage = z.infer<typeof MessagePage>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MessageIdQuery = z.object({ id: z.uuid() });
