// Notices of the certification body (cert/notice/*): its staff write, publish and delete them on
// /certNotice; clients (and staff) read the published client notices on /noticeList. A published
// notice may still be corrected (it stays published); deleting one takes it off the clients' list.
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  NoticeStatus,
  type CertNotice,
  type CertNoticeBody,
  type CertNoticeFilter,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/migrate.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import type { CertAccess } from './access.js';

type NoticeInput = z.output<typeof CertNoticeBody>;

interface NoticeRow {
  id: string;
  title: string;
  content: string;
  client: boolean;
  status: number;
  pinned: boolean;
  published_at: Date | string | null;
  created_by: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const toNotice = (r: NoticeRow): CertNotice => ({
  id: r.id,
  title: r.title,
  content: r.content,
  client: r.client,
  status: Number(r.status),
  pinned: r.pinned,
  publishedAt: iso(r.published_at),
  createdBy: r.created_by,
  createdAt: iso(r.created_at)!,
  updatedAt: iso(r.updated_at)!,
});

const columns = sql`id, title, content, client, status, pinned, published_at, created_by, created_at, updated_at`;

export function noticeService(db: Db, access: CertAccess) {
  async function one(tenantId: string, id: string) {
    const [row] = rowsOf<NoticeRow>(
      await db.execute(sql`select ${columns} from cert_notices where tenant_id = ${tenantId} and id = ${id}`),
    );
    if (!row) notFound(text('cert.stats.noticeMissing'));
    return row;
  }

  return {
    /** client: the published client notices (pinned first, newest first); otherwise every notice (staff). */
    async page(
      ctx: RequestContext,
      client: boolean,
      filter: CertNoticeFilter,
      pageIndex: number,
      pageSize: number,
    ) {
      if (client) await access.assertAny(ctx);
      else await access.assertBody(ctx);
      const where = sql`tenant_id = ${ctx.tenantId}
        ${
          client
            ? sql`and status = ${NoticeStatus.published} and client`
            : filter.status !== undefined
              ? sql`and status = ${filter.status}`
              : sql``
        }
        ${filter.keyword ? sql`and title ilike ${containsPattern(filter.keyword)}` : sql``}`;
      const [count] = rowsOf<{ n: number }>(
        await db.execute(sql`select count(*)::int as n from cert_notices where ${where}`),
      );
      const rows = rowsOf<NoticeRow>(
        await db.execute(sql`select ${columns} from cert_notices where ${where}
          order by pinned desc, published_at desc nulls first, created_at desc, id
          limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`),
      );
      return { items: rows.map(toNotice), total: count?.n ?? 0 };
    },

    async save(ctx: RequestContext, body: NoticeInput) {
      await access.assertBody(ctx);
      if (body.id) {
        await one(ctx.tenantId, body.id);
        const [row] = rowsOf<NoticeRow>(
          await db.execute(sql`update cert_notices set title = ${body.title}, content = ${body.content},
              client = ${body.client}, pinned = ${body.pinned}, updated_by = ${ctx.tenantUserId},
              updated_at = now()
            where tenant_id = ${ctx.tenantId} and id = ${body.id} returning ${columns}`),
        );
        return toNotice(row!);
      }
      const [row] = rowsOf<NoticeRow>(
        await db.execute(sql`insert into cert_notices
            (tenant_id, title, content, client, pinned, status, created_by, updated_by)
          values (${ctx.tenantId}, ${body.title}, ${body.content}, ${body.client}, ${body.pinned},
            ${NoticeStatus.draft}, ${ctx.tenantUserId}, ${ctx.tenantUserId})
          returning ${columns}`),
      );
      return toNotice(row!);
    },

    async publish(ctx: RequestContext, id: string) {
      await access.assertBody(ctx);
      const notice = await one(ctx.tenantId, id);
      if (Number(notice.status) === NoticeStatus.published)
        conflict(text('cert.stats.noticeAlreadyPublished'));
      const [row] = rowsOf<NoticeRow>(
        await db.execute(sql`update cert_notices set status = ${NoticeStatus.published}, published_at = now(),
            updated_by = ${ctx.tenantUserId}, updated_at = now()
          where tenant_id = ${ctx.tenantId} and id = ${id} returning ${columns}`),
      );
      return toNotice(row!);
    },

    async remove(ctx: RequestContext, id: string) {
      await access.assertBody(ctx);
      await one(ctx.tenantId, id);
      await db.execute(sql`delete from cert_notices where tenant_id = ${ctx.tenantId} and id = ${id}`);
    },
  };
}
