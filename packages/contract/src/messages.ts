// Message-centre calls (spec shell.md §7.2, under /api/api-system/data/msg/), the administrator's send
// and delivery calls, the live unread stream, and the audit calls of spec forms.md §7 (api-cert).
// `status` and its alias `readStatus` are 0 unread, 1 read.
import { z } from 'zod';
import { reason } from './reasons.js';

/** Paths of the message calls, relative to ACCOUNT_PREFIX (/api/api-system/data). */
export const MessagePaths = {
  page: '/msg/getPageReceiverMsgList',
  open: '/msg/getMsg',
  unreadCount: '/msg/getUnreadMsgCount',
  downloadFile: '/msg/downloadFile',
  streamTicket: '/msg/getStreamTicket',
  unreadStream: '/msg/unreadStream',
  send: '/msg/sendMsg',
  sendPage: '/msg/getPageSendList',
  deliveryPage: '/msg/getPageDeliveryList',
  retryDelivery: '/msg/retryDelivery',
} as const;

/** Paths of the audit calls, relative to AUDIT_PREFIX (/api/api-cert/gltxScheme). */
export const AuditPaths = {
  notifyBook: '/queryAuditNotifyBook',
  report: '/queryAuditReport',
  plan: '/queryAuditPlan',
} as const;

export const MessageReadStatus = { unread: 0, read: 1 } as const;

/** Channels a message goes out through (spec shell.md §3): 1 in-app, 2 e-mail, 3 SMS. */
export const SendChannel = { inApp: 1, email: 2, sms: 3 } as const;
export type SendChannel = (typeof SendChannel)[keyof typeof SendChannel];

/** What opening a message leads to: 21 a task page, 31 acceptance notice, 32 audit documents, 40 a file. */
export const MessageTargetType = {
  taskPage: 21,
  acceptanceNotice: 31,
  auditDocuments: 32,
  file: 40,
} as const;

/** The smsType values the message centre acts on (spec shell.md §4); any other shows the content. */
export const MessageSmsType = {
  gltxAccept: 'cert-gltx-accept-notify',
  mgmtAccept: 'cert-mgmt-accept-notify',
  mgmtNoAccept: 'cert-mgmt-no-accept-notify',
  auditReport: 'gltxScheme auditReport-notify',
  auditNotice: 'audit-notify',
  planConfirm: 'planConfirm-notify',
} as const;

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
  /**
   * A JSON string. Acceptance notices: applyEntName, biAuditUserName, biAuditUserPhone, acceptDate,
   * orgName, reviewUser, reviewUserTel, reviewDate. Audit messages: processId, phase. targetType 40:
   * url (GET it with the session headers; answers the file) and fileName (URI-encoded).
   */
  param: z.string().nullable(),
});
export type Message = z.infer<typeof Message>;

export const MessagePage = z.object({ items: z.array(Message), total: z.number().int() });
export type MessagePage = z.infer<typeof MessagePage>;

export const UnreadCount = z.object({ count: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCount>;

export const MessageIdQuery = z.object({ id: z.uuid() });

// ---- Download of a message's file (targetType 40) ----

/** GET `msg/downloadFile?id=` answers the bytes with a UTF-8 Content-Disposition (RFC 6266 filename*). */
export const MessageFileQuery = z.object({ id: z.uuid() });

// ---- Live unread count (server-sent events) ----

/**
 * EventSource cannot send headers, and a session token in a URL ends up in logs and history, so the
 * browser first trades its session for a one-time ticket (POST `msg/getStreamTicket`, normal headers),
 * then opens GET `msg/unreadStream?ticket=…` within `expiresInSeconds`. A client that can set headers
 * (fetch) may open the stream with `Authorization: Bearer` instead. The stream sends
 * `event: unread` / `data: {"count":n}` at once and on every change, comments as heartbeats, and ends
 * when the session ends (`event: end` after a logout; the client then signs in again) or the server
 * stops (the client reconnects with a new ticket).
 */
export const MessageStreamTicket = z.object({ ticket: z.string(), expiresInSeconds: z.number().int() });
export type MessageStreamTicket = z.infer<typeof MessageStreamTicket>;
export const MessageStreamQuery = z.object({ ticket: z.string().min(1).max(200).optional() });
export const UNREAD_STREAM_EVENT = 'unread';
/** `data` of an `unread` event. */
export type UnreadEvent = UnreadCount;

// ---- Sending (administrators: platform administrator or the tenant's system manager) ----

const channel = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** Who receives a send, always inside the caller's tenant. */
export const SendReceivers = z.discriminatedUnion('type', [
  z.object({ type: z.literal('users'), tenantUserIds: z.array(z.uuid()).min(1).max(10_000) }),
  /** Holders of any of the roles, which must belong to the app. */
  z.object({ type: z.literal('roles'), appId: z.uuid(), roleIds: z.array(z.uuid()).min(1).max(200) }),
  z.object({ type: z.literal('tenant') }),
]);
export type SendReceivers = z.infer<typeof SendReceivers>;

export const SendMessageBody = z.object({
  title: z.string().trim().min(1).max(100),
  content: z.string().trim().min(1).max(2000),
  /** At least one of 1 in-app, 2 e-mail, 3 SMS; each once. */
  channels: z
    .array(channel)
    .min(1)
    .refine((c) => new Set(c).size === c.length, reason('channelsDistinct')),
  receivers: SendReceivers,
  targetType: z
    .union([z.literal(21), z.literal(31), z.literal(32), z.literal(40)])
    .nullable()
    .optional(),
  smsType: z.string().trim().min(1).max(64).nullable().optional(),
  /** A JSON object as a string, passed to the receivers' message centre unchanged. */
  param: z.string().max(4000).nullable().optional(),
});
export type SendMessageBody = z.input<typeof SendMessageBody>;

export const SendResult = z.object({
  /** The send (one per call): its deliveries are listed by msg/getPageDeliveryList. */
  id: z.string(),
  receivers: z.number().int(),
  /** In-app messages created (one per receiver when channel 1 was chosen). */
  messages: z.number().int(),
  /** E-mail and SMS deliveries queued (receivers without an address are recorded as failed). */
  deliveries: z.number().int(),
});
export type SendResult = z.infer<typeof SendResult>;

export const DeliveryState = z.enum(['pending', 'sending', 'sent', 'failed']);
export type DeliveryState = z.infer<typeof DeliveryState>;

export const DeliveryCounts = z.object({
  pending: z.number().int(),
  sending: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});

export const MessageSend = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  channels: z.array(z.number().int()),
  receiverType: z.enum(['users', 'roles', 'tenant']),
  receivers: z.number().int(),
  senderName: z.string().nullable(),
  createtime: z.string(),
  deliveries: DeliveryCounts,
});
export type MessageSend = z.infer<typeof MessageSend>;

export const SendPageBody = z.object({
  pageIndex: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
});
export type SendPageBody = z.input<typeof SendPageBody>;
export const SendPage = z.object({ items: z.array(MessageSend), total: z.number().int() });
export type SendPage = z.infer<typeof SendPage>;

export const Delivery = z.object({
  id: z.string(),
  sendId: z.string(),
  channel: z.number().int(),
  /** E-mail address or mobile number; null when the receiver has none. */
  recipient: z.string().nullable(),
  receiverName: z.string(),
  state: DeliveryState,
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  /** ISO time of the next try while pending. */
  nextAttemptAt: z.string().nullable(),
  lastError: z.string().nullable(),
  sentAt: z.string().nullable(),
  createtime: z.string(),
});
export type Delivery = z.infer<typeof Delivery>;

export const DeliveryPageBody = z.object({
  pageIndex: z.number().int().min(1).max(100_000).default(1),
  pageSize: z.number().int().min(1).max(100).default(10),
  queryData: z
    .object({
      sendId: z.uuid().optional(),
      state: DeliveryState.optional(),
      channel: z.union([z.literal(2), z.literal(3)]).optional(),
    })
    .optional(),
});
export type DeliveryPageBody = z.input<typeof DeliveryPageBody>;
export const DeliveryPage = z.object({ items: z.array(Delivery), total: z.number().int() });
export type DeliveryPage = z.infer<typeof DeliveryPage>;

/** POST msg/retryDelivery: a failed delivery (with an address) goes back to the queue, attempts from 0. */
export const RetryDeliveryBody = z.object({ id: z.uuid() });
export type RetryDeliveryBody = z.input<typeof RetryDeliveryBody>;
export const RetriedDelivery = z.object({ id: z.string(), state: DeliveryState });
export type RetriedDelivery = z.infer<typeof RetriedDelivery>;

// ---- Audit calls (spec forms.md §3 Audit notice, §7 Certification): GET with id (processId), phase ----

export const AUDIT_PREFIX = '/api/api-cert/gltxScheme';

/** `phase` 1 is the first stage, 2 the second. */
export const AuditQuery = z.object({
  id: z.string().trim().min(1).max(64),
  phase: z.coerce.number().int().min(1).max(2),
});
export type AuditQuery = z.input<typeof AuditQuery>;

/** Audit types of an audit notice: 1 first-stage on-site, 2 second-stage on-site, 3 surveillance, 4 re-certification. */
export const AuditType = {
  firstStage: '1',
  secondStage: '2',
  surveillance: '3',
  recertification: '4',
} as const;

export const AuditTeamMember = z.object({
  realname: z.string(),
  /** 1 male, otherwise female. */
  gender: z.number().int(),
  fieldMajorCodes: z.string(),
  auditPost: z.string(),
  mobile: z.string(),
});
export type AuditTeamMember = z.infer<typeof AuditTeamMember>;

/** GET gltxScheme/queryAuditNotifyBook?id=&phase= (field names exactly the spec's, auditDatEnd included). */
export const AuditNotifyBook = z.object({
  processId: z.string(),
  phase: z.number().int(),
  orgName: z.string(),
  certName: z.string(),
  /** YYYY-MM-DD */
  auditDateBegin: z.string(),
  auditDatEnd: z.string(),
  /** The planned period as shown, e.g. 2026-12-01 至 2026-12-03. */
  auditDate: z.string(),
  /** Comma list of certification-field values (dictionary CERT_FIELD item values, e.g. QMS,EMS). */
  field: z.string(),
  /** Comma list of AuditType values. */
  auditType: z.string(),
  userGroupList: z.array(AuditTeamMember),
  contactUser: z.string(),
  contactTel: z.string(),
  contactEmail: z.string(),
});
export type AuditNotifyBook = z.infer<typeof AuditNotifyBook>;

/** GET gltxScheme/queryAuditReport?id=&phase=: open `reportUrl` when set, else show these fields. */
export const AuditReport = z.object({
  processId: z.string(),
  phase: z.number().int(),
  reportUrl: z.string().nullable(),
  orgName: z.string(),
  certName: z.string(),
  auditDateBegin: z.string(),
  auditDatEnd: z.string(),
  field: z.string(),
  auditType: z.string(),
  teamLeader: z.string(),
  /** e.g. 推荐认证注册 */
  conclusion: z.string(),
  nonconformities: z.number().int(),
  summary: z.string(),
  /** YYYY-MM-DD */
  issuedDate: z.string(),
});
export type AuditReport = z.infer<typeof AuditReport>;

export const AuditPlanItem = z.object({
  /** YYYY-MM-DD */
  date: z.string(),
  /** HH:mm-HH:mm */
  time: z.string(),
  /** Department or process audited. */
  subject: z.string(),
  /** Standard clauses, e.g. 4.1-4.4 */
  clauses: z.string(),
  auditors: z.string(),
});
export type AuditPlanItem = z.infer<typeof AuditPlanItem>;

/** GET gltxScheme/queryAuditPlan?id=&phase= (the shjh page and the planConfirm-notify dialog). */
export const AuditPlan = z.object({
  processId: z.string(),
  phase: z.number().int(),
  orgName: z.string(),
  certName: z.string(),
  auditDateBegin: z.string(),
  auditDatEnd: z.string(),
  field: z.string(),
  auditType: z.string(),
  /** Audit criteria, e.g. GB/T 19001-2016 */
  criteria: z.string(),
  userGroupList: z.array(AuditTeamMember),
  items: z.array(AuditPlanItem),
});
export type AuditPlan = z.infer<typeof AuditPlan>;
