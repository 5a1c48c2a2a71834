// The body's register of auditors and technical experts (auditor/*, page /auditor): qualification,
// schemes and field codes they may audit, their own organisation and the organisations they worked for
// or consulted (conflicts of interest, ISO/IEC 17021-1 §5.2), and the member who signs in as them.
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { CertAuditor, CertAuditorBody, CertAuditorFilter } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { certAuditors, certAuditTeam } from '../../db/schema/cert.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import type { CertAccess } from './access.js';

interface AuditorRow {
  id: string;
  name: string;
  gender: number;
  mobile: string;
  qualification: string;
  cert_no: string | null;
  schemes: string[];
  field_codes: string[];
  organisation: string;
  conflicts: string[];
  tenant_user_id: string | null;
  member_name: string | null;
  member_username: string | null;
  active: boolean;
  updated_at: Date | string;
}

const toAuditor = (r: AuditorRow): CertAuditor => ({
  id: r.id,
  name: r.name,
  gender: Number(r.gender),
  mobile: r.mobile,
  qualification: r.qualification,
  certNo: r.cert_no,
  schemes: r.schemes ?? [],
  fieldCodes: r.field_codes ?? [],
  organisation: r.organisation,
  conflicts: r.conflicts ?? [],
  tenantUserId: r.tenant_user_id,
  memberName: r.member_name,
  memberUsername: r.member_username,
  active: r.active,
  updatedAt: new Date(r.updated_at).toISOString(),
});

const auditorSelect = sql`select a.id, a.name, a.gender, a.mobile, a.qualification, a.cert_no, a.schemes,
    a.field_codes, a.organisation, a.conflicts, a.tenant_user_id, a.active, a.updated_at,
    coalesce(nullif(u.realname, ''), u.username) as member_name, u.username as member_username
  from cert_auditors a
  left join tenant_users tu on tu.tenant_id = a.tenant_id and tu.id::text = a.tenant_user_id
  left join users u on u.id = tu.user_id`;

export function auditorService(db: Db, access: CertAccess) {
  async function one(tenantId: string, id: string) {
    const rows = rowsOf<AuditorRow>(
      await db.execute(sql`${auditorSelect} where a.tenant_id = ${tenantId} and a.id = ${id}`),
    );
    return rows[0] ? toAuditor(rows[0]) : notFound(text('cert.programme.auditorMissing'));
  }

  return {
    one,
    async list(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      f: z.output<typeof CertAuditorFilter>,
    ) {
      await access.assertBody(ctx);
      const where = [sql`a.tenant_id = ${ctx.tenantId}`];
      if (f.keyword) {
        const like = `%${f.keyword}%`;
        where.push(sql`(a.name ilike ${like} or a.mobile ilike ${like} or coalesce(a.cert_no, '') ilike ${like}
          or a.organisation ilike ${like})`);
      }
      if (f.scheme) where.push(sql`a.schemes ? ${f.scheme}`);
      if (f.fieldCode) where.push(sql`a.field_codes ? ${f.fieldCode}`);
      if (f.active !== undefined) where.push(sql`a.active = ${f.active}`);
      const rows = rowsOf<AuditorRow>(
        await db.execute(sql`${auditorSelect}
          where ${sql.join(where, sql` and `)}
          order by a.active desc, a.name, a.id
          limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`),
      );
      const [count] = rowsOf<{ n: number | string }>(
        await db.execute(sql`select count(*) as n from cert_auditors a where ${sql.join(where, sql` and `)}`),
      );
      return { items: rows.map(toAuditor), total: Number(count?.n ?? 0) };
    },

    async save(ctx: RequestContext, body: z.output<typeof CertAuditorBody>) {
      await access.assertBody(ctx);
      if (body.tenantUserId) {
        const member = rowsOf<{ id: string }>(
          await db.execute(sql`select id from tenant_users
            where tenant_id = ${ctx.tenantId} and id = ${body.tenantUserId}`),
        );
        if (!member.length) refuse('body.tenantUserId', text('cert.programme.memberMissing'));
        const taken = await db
          .select({ id: certAuditors.id })
          .from(certAuditors)
          .where(
            and(eq(certAuditors.tenantId, ctx.tenantId), eq(certAuditors.tenantUserId, body.tenantUserId)),
          );
        if (taken.some((t) => t.id !== body.id))
          refuse('body.tenantUserId', text('cert.programme.memberTaken'));
      }
      const values = {
        name: body.name,
        gender: body.gender,
        mobile: body.mobile,
        qualification: body.qualification,
        certNo: body.certNo || null,
        schemes: body.schemes,
        fieldCodes: [...new Set(body.fieldCodes)],
        organisation: body.organisation,
        conflicts: body.conflicts,
        tenantUserId: body.tenantUserId ?? null,
        active: body.active,
        updatedBy: ctx.tenantUserId,
        updatedAt: new Date(),
      };
      if (body.id) {
        const updated = await db
          .update(certAuditors)
          .set(values)
          .where(and(eq(certAuditors.tenantId, ctx.tenantId), eq(certAuditors.id, body.id)))
          .returning({ id: certAuditors.id });
        if (!updated.length) notFound(text('cert.programme.auditorMissing'));
        return one(ctx.tenantId, body.id);
      }
      const [row] = await db
        .insert(certAuditors)
        .values({ ...values, tenantId: ctx.tenantId, createdBy: ctx.tenantUserId })
        .returning({ id: certAuditors.id });
      return one(ctx.tenantId, row!.id);
    },

    /** An auditor who was on a team stays on record (deactivate them instead). */
    async remove(ctx: RequestContext, id: string) {
      await access.assertBody(ctx);
      await one(ctx.tenantId, id);
      const onTeam = await db
        .select({ auditId: certAuditTeam.auditId })
        .from(certAuditTeam)
        .where(and(eq(certAuditTeam.tenantId, ctx.tenantId), eq(certAuditTeam.auditorId, id)))
        .limit(1);
      if (onTeam.length) conflict(text('cert.programme.auditorOnTeam'));
      await db
        .delete(certAuditors)
        .where(and(eq(certAuditors.tenantId, ctx.tenantId), eq(certAuditors.id, id)));
      return { id };
    },
  };
}
export type AuditorService = ReturnType<typeof auditorService>;
