// External upload links and their files, always filtered by tenant (row-level security checks again).
import { and, count, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { externalUploadLinks as links, externalUploads as files } from '../../db/schema/documents.js';
import { tenants, tenantUsers, users } from '../../db/schema/index.js';
import type { ExUploadLinkStatus, ExUploadTargetKind } from '@platform/contract';

export type LinkRow = typeof links.$inferSelect;
export type FileRow = typeof files.$inferSelect;
export type LinkListRow = LinkRow & { createdByName: string | null; fileCount: number };

const fileCount = sql<number>`(select count(*)::int from ${files} where ${files.linkId} = ${links.id})`;

const listColumns = {
  link: links,
  createdByName: users.realname,
  fileCount,
};

function statusFilter(status: ExUploadLinkStatus | undefined): SQL | undefined {
  if (status === 'revoked') return isNotNull(links.revokedAt);
  if (status === 'expired') return and(isNull(links.revokedAt), lte(links.expiresAt, sql`now()`));
  if (status === 'active') return and(isNull(links.revokedAt), gt(links.expiresAt, sql`now()`));
  return undefined;
}

const flatten = (r: { link: LinkRow; createdByName: string | null; fileCount: number }): LinkListRow => ({
  ...r.link,
  createdByName: r.createdByName,
  fileCount: Number(r.fileCount),
});

export const exUploadRepo = {
  async insertLink(db: Db, values: typeof links.$inferInsert) {
    const [row] = await db.insert(links).values(values).returning();
    return row!;
  },

  async linkByToken(db: Db, tokenHash: string) {
    const [row] = await db
      .select({ link: links, tenantName: tenants.name })
      .from(links)
      .innerJoin(tenants, eq(tenants.id, links.tenantId))
      .where(eq(links.tokenHash, tokenHash));
    return row;
  },

  /** The link, locked for the caller's transaction. */
  async lockLink(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(links)
      .where(and(eq(links.tenantId, tenantId), eq(links.id, id)))
      .for('update');
    return row;
  },

  async link(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select(listColumns)
      .from(links)
      .leftJoin(
        tenantUsers,
        and(eq(tenantUsers.tenantId, links.tenantId), eq(tenantUsers.id, links.createdBy)),
      )
      .leftJoin(users, eq(users.id, tenantUsers.userId))
      .where(and(eq(links.tenantId, tenantId), eq(links.id, id)));
    return row && flatten(row);
  },

  async ofTarget(db: Db, tenantId: string, kind: ExUploadTargetKind, targetId: string) {
    const rows = await db
      .select(listColumns)
      .from(links)
      .leftJoin(
        tenantUsers,
        and(eq(tenantUsers.tenantId, links.tenantId), eq(tenantUsers.id, links.createdBy)),
      )
      .leftJoin(users, eq(users.id, tenantUsers.userId))
      .where(and(eq(links.tenantId, tenantId), eq(links.targetKind, kind), eq(links.targetId, targetId)))
      .orderBy(desc(links.createdAt), desc(links.id));
    return rows.map(flatten);
  },

  /** A page of the tenant's links (of one creator when `createdBy` is given), newest first. */
  async page(
    db: Db,
    tenantId: string,
    filter: { createdBy?: string; status?: ExUploadLinkStatus; keyword?: string },
    offset: number,
    limit: number,
  ) {
    const where = and(
      eq(links.tenantId, tenantId),
      filter.createdBy ? eq(links.createdBy, filter.createdBy) : undefined,
      statusFilter(filter.status),
      filter.keyword
        ? or(
            ilike(links.title, containsPattern(filter.keyword)),
            ilike(users.realname, containsPattern(filter.keyword)),
          )
        : undefined,
    );
    const base = () =>
      db
        .select(listColumns)
        .from(links)
        .leftJoin(
          tenantUsers,
          and(eq(tenantUsers.tenantId, links.tenantId), eq(tenantUsers.id, links.createdBy)),
        )
        .leftJoin(users, eq(users.id, tenantUsers.userId))
        .where(where);
    const [rows, [total]] = await Promise.all([
      base().orderBy(desc(links.createdAt), desc(links.id)).offset(offset).limit(limit),
      db
        .select({ n: count() })
        .from(links)
        .leftJoin(
          tenantUsers,
          and(eq(tenantUsers.tenantId, links.tenantId), eq(tenantUsers.id, links.createdBy)),
        )
        .leftJoin(users, eq(users.id, tenantUsers.userId))
        .where(where),
    ]);
    return { items: rows.map(flatten), total: Number(total?.n ?? 0) };
  },

  async revoke(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .update(links)
      .set({ revokedAt: sql`coalesce(${links.revokedAt}, now())` })
      .where(and(eq(links.tenantId, tenantId), eq(links.id, id)))
      .returning();
    return row;
  },

  async fileCount(db: Db, tenantId: string, linkId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(files)
      .where(and(eq(files.tenantId, tenantId), eq(files.linkId, linkId)));
    return Number(row?.n ?? 0);
  },

  async insertFile(db: Db, values: typeof files.$inferInsert) {
    const [row] = await db.insert(files).values(values).returning();
    return row!;
  },

  async files(db: Db, tenantId: string, linkId: string) {
    return db
      .select()
      .from(files)
      .where(and(eq(files.tenantId, tenantId), eq(files.linkId, linkId)))
      .orderBy(desc(files.createdAt), desc(files.id));
  },
};
