// Every query is scoped by tenant; the receiver's calls also by the receiver (the session's tenant user).
import { and, count, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import type { SendReceivers } from '@platform/contract';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@platform/contract/i18n';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/migrate.js';
import type { ServerKey } from '../../i18n/index.js';
import {
  DeliveryRowState,
  messageDeliveries,
  messageFiles,
  messages,
  messageSends,
  messageStreamTickets,
  MessageStatus,
  sessions,
  tenants,
  tenantUsers,
  users,
} from '../../db/schema/index.js';

export interface Receiver {
  tenantId: string;
  tenantUserId: string;
}

const mine = (r: Receiver) =>
  and(eq(messages.tenantId, r.tenantId), eq(messages.receiverTenantUserId, r.tenantUserId));

/**
 * A failure recorded before any attempt, stored as its catalogue key and worded for whoever reads the
 * delivery list; a transport's own error is stored as it came.
 */
export const NO_ADDRESS = {
  2: 'messages.delivery.noEmail',
  3: 'messages.delivery.noMobile',
} as const satisfies Record<2 | 3, ServerKey>;

/** The wording of a text in the language of the receiver `r` (users.language; Chinese without one). */
const inReceiversLanguage = (words: Worded) => {
  const others = LANGUAGES.filter((l) => l !== DEFAULT_LANGUAGE).map(
    (l) => sql`when ${l} then ${words[l]}::text`,
  );
  return sql`case r.language ${sql.join(others, sql` `)} else ${words[DEFAULT_LANGUAGE]}::text end`;
};

/** A comma list bound as one parameter, so a send to ten thousand users is still one short statement. */
const uuidList = (ids: string[]) => sql`string_to_array(${ids.join(',')}, ',')::uuid[]`;

/** The enabled members a send reaches: id, realname, e-mail, mobile and language of each. */
function receiversOf(tenantId: string, to: SendReceivers): SQL {
  const base = sql`
    select tu.id, u.realname, u.email, u.mobile, u.language
    from tenant_users tu join users u on u.id = tu.user_id
    where tu.tenant_id = ${tenantId} and tu.status = 1 and u.status = 1`;
  if (to.type === 'users') return sql`${base} and tu.id = any(${uuidList(to.tenantUserIds)})`;
  if (to.type === 'roles') {
    return sql`${base} and exists (
      select 1 from tenant_user_roles tur
      where tur.tenant_id = tu.tenant_id and tur.tenant_user_id = tu.id
        and tur.role_id = any(${uuidList(to.roleIds)}))`;
  }
  return base;
}

/** A text in each language: what a receiver reads is in theirs (users.language, Chinese without one). */
export type Worded = Record<Language, string>;

export interface NewSend {
  id: string;
  tenantId: string;
  senderTenantUserId: string | null;
  /** The send's own record keeps the Chinese wording. */
  title: Worded;
  content: Worded;
  channels: number[];
  receiverType: SendReceivers['type'];
  to: SendReceivers;
  inApp: {
    targetType: number | null;
    smsType: string | null;
    param: string | null;
    fileId: string | null;
  } | null;
  deliveries: { channel: 2 | 3; subject: Worded; body: Worded; maxAttempts: number }[];
}

export const messagesRepo = {
  async unreadCount(db: Db, r: Receiver) {
    const [row] = await db
      .select({ n: count() })
      .from(messages)
      .where(and(mine(r), eq(messages.status, MessageStatus.unread)));
    return row?.n ?? 0;
  },

  async page(db: Db, r: Receiver, status: number | undefined, offset: number, limit: number) {
    const where = and(mine(r), status === undefined ? undefined : eq(messages.status, status));
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(messages)
        .where(where)
        .orderBy(desc(messages.createdAt), desc(messages.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(messages).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  /** Marks the receiver's message read and returns it; undefined when it is not theirs. */
  async markRead(db: Db, r: Receiver, id: string) {
    const [row] = await db
      .update(messages)
      .set({ status: MessageStatus.read, readAt: sql`coalesce(${messages.readAt}, now())` })
      .where(and(mine(r), eq(messages.id, id)))
      .returning();
    return row;
  },

  async insertMany(db: Db, rows: (typeof messages.$inferInsert)[]) {
    if (rows.length) await db.insert(messages).values(rows);
  },

  // ---- sending ----

  /** Ids among `ids` that are not enabled members of the tenant. */
  async missingMembers(db: Db, tenantId: string, ids: string[]) {
    const res = await db.execute(sql`
      select x.id from unnest(${uuidList(ids)}) x(id)
      where not exists (
        select 1 from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and tu.id = x.id and tu.status = 1 and u.status = 1)`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  },

  async subscribes(db: Db, tenantId: string, appId: string) {
    const res = await db.execute(sql`
      select 1 from tenant_apps where tenant_id = ${tenantId} and app_id = ${appId} and status = 1`);
    return rowsOf(res).length > 0;
  },

  /** Ids among `roleIds` that are not roles of the app visible to the tenant. */
  async foreignRoles(db: Db, tenantId: string, appId: string, roleIds: string[]) {
    const res = await db.execute(sql`
      select x.id from unnest(${uuidList(roleIds)}) x(id)
      where not exists (
        select 1 from roles r
        where r.id = x.id and r.app_id = ${appId} and (r.tenant_id is null or r.tenant_id = ${tenantId}))`);
    return rowsOf<{ id: string }>(res).map((r) => r.id);
  },

  async countReceivers(db: Db, tenantId: string, to: SendReceivers) {
    const res = await db.execute(sql`select count(*)::int as n from (${receiversOf(tenantId, to)}) r`);
    return rowsOf<{ n: number }>(res)[0]!.n;
  },

  async insertFile(db: Db, tenantId: string, file: { name: string; mime: string; content: Buffer }) {
    const [row] = await db
      .insert(messageFiles)
      .values({
        tenantId,
        name: file.name,
        mime: file.mime,
        size: file.content.length,
        content: file.content,
      })
      .returning({ id: messageFiles.id });
    return row!.id;
  },

  /**
   * Writes a send, its in-app messages and its deliveries with set-based statements (one round trip
   * each, whatever the number of receivers). Receivers without the channel's address get a failed
   * delivery saying so. Returns what was created.
   */
  async insertSend(db: Db, s: NewSend, receivers: number) {
    await db.insert(messageSends).values({
      tenantId: s.tenantId,
      id: s.id,
      senderTenantUserId: s.senderTenantUserId,
      title: s.title[DEFAULT_LANGUAGE],
      content: s.content[DEFAULT_LANGUAGE],
      channels: s.channels,
      receiverType: s.receiverType,
      receivers,
    });
    const rs = receiversOf(s.tenantId, s.to);
    let inApp = 0;
    if (s.inApp) {
      const m = s.inApp;
      const res = await db.execute(sql`
        with ins as (
          insert into messages (tenant_id, receiver_tenant_user_id, title, content, send_type, target_type,
                                sms_type, param, send_id, file_id)
          select ${s.tenantId}::uuid, r.id, ${inReceiversLanguage(s.title)}, ${inReceiversLanguage(s.content)},
                 1, ${m.targetType}::smallint,
                 ${m.smsType}::text, ${m.param}::text, ${s.id}::uuid, ${m.fileId}::uuid
          from (${rs}) r
          returning 1)
        select count(*)::int as n from ins`);
      inApp = rowsOf<{ n: number }>(res)[0]!.n;
    }
    let deliveries = 0;
    for (const d of s.deliveries) {
      const address = d.channel === 2 ? sql`nullif(trim(r.email), '')` : sql`nullif(trim(r.mobile), '')`;
      const missing = NO_ADDRESS[d.channel];
      const res = await db.execute(sql`
        with ins as (
          insert into message_deliveries (tenant_id, send_id, receiver_tenant_user_id, channel, recipient,
                                          subject, body, state, max_attempts, last_error)
          select ${s.tenantId}::uuid, ${s.id}::uuid, r.id, ${d.channel}::smallint, ${address},
                 ${inReceiversLanguage(d.subject)}, ${inReceiversLanguage(d.body)},
                 case when ${address} is null then ${DeliveryRowState.failed}::text
                      else ${DeliveryRowState.pending}::text end,
                 ${d.maxAttempts}::int,
                 case when ${address} is null then ${missing}::text end
          from (${rs}) r
          returning 1)
        select count(*)::int as n from ins`);
      deliveries += rowsOf<{ n: number }>(res)[0]!.n;
    }
    return { messages: inApp, deliveries };
  },

  async sendPage(db: Db, tenantId: string, offset: number, limit: number) {
    const res = await db.execute(sql`
      select s.id, s.title, s.content, s.channels, s.receiver_type, s.receivers, s.created_at,
             u.realname as sender_name,
             coalesce(d.pending, 0)::int as pending, coalesce(d.sending, 0)::int as sending,
             coalesce(d.sent, 0)::int as sent, coalesce(d.failed, 0)::int as failed
      from message_sends s
      left join tenant_users tu on tu.tenant_id = s.tenant_id and tu.id = s.sender_tenant_user_id
      left join users u on u.id = tu.user_id
      left join lateral (
        select count(*) filter (where state = 'pending' and (claimed_until is null or claimed_until < now())) as pending,
               count(*) filter (where state = 'pending' and claimed_until >= now()) as sending,
               count(*) filter (where state = 'sent') as sent,
               count(*) filter (where state = 'failed') as failed
        from message_deliveries md where md.tenant_id = s.tenant_id and md.send_id = s.id) d on true
      where s.tenant_id = ${tenantId}
      order by s.created_at desc, s.id desc
      offset ${offset} limit ${limit}`);
    const [total] = await db
      .select({ n: count() })
      .from(messageSends)
      .where(eq(messageSends.tenantId, tenantId));
    return {
      items: rowsOf<{
        id: string;
        title: string;
        content: string;
        channels: number[] | string;
        receiver_type: 'users' | 'roles' | 'tenant';
        receivers: number;
        created_at: Date | string;
        sender_name: string | null;
        pending: number;
        sending: number;
        sent: number;
        failed: number;
      }>(res),
      total: total?.n ?? 0,
    };
  },

  async deliveryPage(
    db: Db,
    tenantId: string,
    filter: { sendId?: string; state?: 'pending' | 'sending' | 'sent' | 'failed'; channel?: number },
    offset: number,
    limit: number,
  ) {
    const d = messageDeliveries;
    const leased = sql`${d.claimedUntil} >= now()`;
    const stateFilter =
      filter.state === 'pending'
        ? and(eq(d.state, 'pending'), sql`(${d.claimedUntil} is null or ${d.claimedUntil} < now())`)
        : filter.state === 'sending'
          ? and(eq(d.state, 'pending'), leased)
          : filter.state
            ? eq(d.state, filter.state)
            : undefined;
    const where = and(
      eq(d.tenantId, tenantId),
      filter.sendId ? eq(d.sendId, filter.sendId) : undefined,
      filter.channel ? eq(d.channel, filter.channel) : undefined,
      stateFilter,
    );
    const [items, [total]] = await Promise.all([
      db
        .select({
          id: d.id,
          sendId: d.sendId,
          channel: d.channel,
          recipient: d.recipient,
          receiverName: users.realname,
          state: d.state,
          leased: sql<boolean>`coalesce(${leased}, false)`,
          attempts: d.attempts,
          maxAttempts: d.maxAttempts,
          nextAttemptAt: d.nextAttemptAt,
          lastError: d.lastError,
          sentAt: d.sentAt,
          createdAt: d.createdAt,
        })
        .from(d)
        .innerJoin(
          tenantUsers,
          and(eq(tenantUsers.tenantId, d.tenantId), eq(tenantUsers.id, d.receiverTenantUserId)),
        )
        .innerJoin(users, eq(users.id, tenantUsers.userId))
        .where(where)
        .orderBy(desc(d.createdAt), desc(d.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(d).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  /** Puts a failed delivery that has an address back in the queue; answers the row as it was. */
  async requeueFailed(db: Db, tenantId: string, id: string) {
    const res = await db.execute(sql`
      with before as (
        select state, recipient from message_deliveries where tenant_id = ${tenantId} and id = ${id}),
      requeued as (
        update message_deliveries
        set state = 'pending', attempts = 0, next_attempt_at = now(), claimed_by = null, claimed_until = null
        where tenant_id = ${tenantId} and id = ${id} and state = 'failed' and recipient is not null
        returning id)
      select b.state, b.recipient, exists (select 1 from requeued) as requeued from before b`);
    return rowsOf<{ state: string; recipient: string | null; requeued: boolean }>(res)[0];
  },

  // ---- files ----

  /** The file, if the receiver holds a message that carries it. */
  async fileForReceiver(db: Db, r: Receiver, fileId: string) {
    const [row] = await db
      .select({ name: messageFiles.name, mime: messageFiles.mime, content: messageFiles.content })
      .from(messageFiles)
      .where(
        and(
          eq(messageFiles.tenantId, r.tenantId),
          eq(messageFiles.id, fileId),
          sql`exists (select 1 from ${messages} m where m.tenant_id = ${r.tenantId}
                and m.receiver_tenant_user_id = ${r.tenantUserId} and m.file_id = ${fileId})`,
        ),
      );
    return row;
  },

  /** The params (JSON strings) of the receiver's messages whose param mentions `text`. */
  async paramsMentioning(db: Db, r: Receiver, text: string): Promise<string[]> {
    const rows = await db
      .select({ param: messages.param })
      .from(messages)
      .where(and(mine(r), ilike(messages.param, containsPattern(text))));
    return rows.flatMap((row) => (row.param ? [row.param] : []));
  },

  // ---- stream tickets ----

  async issueTicket(db: Db, ticketHash: string, sessionId: string, ttlSeconds: number) {
    await db.delete(messageStreamTickets).where(sql`${messageStreamTickets.expiresAt} < now()`);
    await db.insert(messageStreamTickets).values({
      ticketHash,
      sessionId,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  },

  /** Spends a ticket; answers its session id when the ticket was unspent and unexpired. */
  async redeemTicket(db: Db, ticketHash: string) {
    const [row] = await db
      .update(messageStreamTickets)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(messageStreamTickets.ticketHash, ticketHash),
          sql`${messageStreamTickets.consumedAt} is null`,
          sql`${messageStreamTickets.expiresAt} > now()`,
        ),
      )
      .returning({ sessionId: messageStreamTickets.sessionId });
    return row?.sessionId;
  },

  /** Which of the sessions are still usable (one query for every stream of an instance). */
  async liveSessionIds(db: Db, sessionIds: string[]): Promise<Set<string>> {
    if (!sessionIds.length) return new Set();
    const res = await db.execute(sql`
      select s.id from sessions s
      join users u on u.id = s.user_id
      join tenant_users tu on tu.tenant_id = s.tenant_id and tu.id = s.tenant_user_id
      join tenants t on t.id = s.tenant_id
      where s.id = any(${uuidList(sessionIds)}) and s.revoked_at is null and s.expires_at > now()
        and u.status = 1 and tu.status = 1 and t.status = 1`);
    return new Set(rowsOf<{ id: string }>(res).map((r) => r.id));
  },

  /** The session's receiver while it is still usable (not revoked or expired, account and tenant enabled). */
  async liveSession(db: Db, sessionId: string): Promise<Receiver | undefined> {
    const [row] = await db
      .select({ tenantId: sessions.tenantId, tenantUserId: sessions.tenantUserId })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(
        tenantUsers,
        and(eq(tenantUsers.tenantId, sessions.tenantId), eq(tenantUsers.id, sessions.tenantUserId)),
      )
      .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
      .where(
        and(
          eq(sessions.id, sessionId),
          sql`${sessions.revokedAt} is null`,
          sql`${sessions.expiresAt} > now()`,
          eq(users.status, 1),
          eq(tenantUsers.status, 1),
          eq(tenants.status, 1),
        ),
      );
    return row;
  },
};
