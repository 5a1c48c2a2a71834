// Certificates (ISO/IEC 17021-1 §8.2, §9.6): issued by a grant or renewal decision, changed by a
// decision on a surveillance audit or by the body on /certificate (suspend, restore, withdraw, reduce the
// scope), each change kept as an event; a valid certificate past its expiry date reads expired (the
// status is computed, never stored). The enterprise reads its own on /myCertificate; anyone holding the
// number and the verify code reads its current status through public/certificate.
import crypto from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  CERTIFICATE_YEARS,
  CERT_SCHEMES,
  CertificateStatus,
  type CertCertificate,
  type CertCertificateDetail,
  type CertPublicCertificate,
  type CertScheme,
} from '@platform/contract';
import type { z } from 'zod';
import type { CertCertificateFilter, CertChangeBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { certAccess } from './access.js';
import type { CertDeps } from './deps.js';

export interface CertificateRow {
  tenant_id: string;
  id: string;
  no: string;
  application_id: string;
  holder_id: string;
  scheme: string;
  standard: string;
  ent_name: string;
  credit_code: string;
  address: string;
  scope: string;
  sites: { name: string; address: string; employees: number }[];
  field_codes: string[];
  issued_on: string;
  expires_on: string;
  status: number;
  stored_status: number;
  status_reason: string | null;
  verify_code: string;
  previous_id: string | null;
  total: number;
}

/** The status as it reads today: a valid certificate past its expiry date is expired. */
const effectiveStatus = sql`(case when c.status = ${CertificateStatus.valid} and c.expires_on < current_date
  then ${CertificateStatus.expired} else c.status end)`;

const columns = sql`c.tenant_id, c.id, c.no, c.application_id, c.holder_id, c.scheme, c.standard, c.ent_name,
  c.credit_code, c.address, c.scope, c.sites, c.field_codes, c.issued_on::text as issued_on,
  c.expires_on::text as expires_on, ${effectiveStatus}::int as status, c.status as stored_status,
  c.status_reason, c.verify_code, c.previous_id`;

export const toCertificate = (r: CertificateRow): CertCertificate => ({
  id: r.id,
  no: r.no,
  applicationId: r.application_id,
  scheme: r.scheme,
  standard: r.standard,
  entName: r.ent_name,
  creditCode: r.credit_code,
  address: r.address,
  scope: r.scope,
  sites: r.sites ?? [],
  fieldCodes: r.field_codes ?? [],
  issuedOn: r.issued_on,
  expiresOn: r.expires_on,
  status: Number(r.status),
  statusReason: r.status_reason,
  verifyCode: r.verify_code,
  previousId: r.previous_id,
});

/** A tenant user's shown name: the real name, or the username. */
export async function memberName(db: Db, tenantId: string, tenantUserId: string) {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select coalesce(nullif(u.realname, ''), u.username) as name
      from tenant_users tu join users u on u.id = tu.user_id
      where tu.tenant_id = ${tenantId} and tu.id = ${tenantUserId}`),
  );
  return rows[0]?.name ?? null;
}

export async function certificateRow(db: Db, tenantId: string, id: string, lock = false) {
  const rows = rowsOf<CertificateRow>(
    await db.execute(sql`select ${columns} from cert_certificates c
      where c.tenant_id = ${tenantId} and c.id = ${id} ${lock ? sql`for update` : sql``}`),
  );
  return rows[0];
}

export async function addEvent(
  tx: Db,
  tenantId: string,
  certificateId: string,
  kind: string,
  reason: string | null,
  actorName: string | null,
) {
  await tx.execute(sql`insert into cert_certificate_events (tenant_id, certificate_id, kind, reason, actor_name)
    values (${tenantId}, ${certificateId}, ${kind}, ${reason}, ${actorName})`);
}

/**
 * The next number of a scheme: `<tenant code>-<yy><scheme letter><5 digits>` (EAST-CERT-26Q00001),
 * counted per tenant, year and scheme; a transaction lock keeps two grants from taking the same one.
 */
async function nextNumber(tx: Db, tenantId: string, scheme: CertScheme) {
  const [tenant] = rowsOf<{ code: string; yy: string }>(
    await tx.execute(sql`select code, to_char(current_date, 'YY') as yy from tenants where id = ${tenantId}`),
  );
  const letter = CERT_SCHEMES.find((s) => s.key === scheme)!.letter;
  const prefix = `${tenant!.code.toUpperCase()}-${tenant!.yy}${letter}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${prefix}))`);
  const [last] = rowsOf<{ no: string | null }>(
    await tx.execute(sql`select max(no) as no from cert_certificates
      where tenant_id = ${tenantId} and no like ${`${prefix}%`} and length(no) = ${prefix.length + 5}`),
  );
  const seq = last?.no ? Number(last.no.slice(prefix.length)) + 1 : 1;
  return `${prefix}${String(seq).padStart(5, '0')}`;
}

/**
 * Issues a certificate for an application (grant, or renewal of `previousId`, which becomes
 * superseded): issued today, valid CERTIFICATE_YEARS years less a day, scope, sites and field codes from
 * the application, a random verify code.
 */
export async function issueCertificate(
  tx: Db,
  tenantId: string,
  application: {
    id: string;
    applicantId: string;
    scheme: string;
    standard: string;
    entName: string;
    creditCode: string;
    address: string;
    scope: string;
    sites: unknown;
    fieldCodes: unknown;
  },
  actorName: string | null,
  previousId: string | null,
) {
  const scheme = application.scheme as CertScheme;
  const no = await nextNumber(tx, tenantId, scheme);
  const years = CERTIFICATE_YEARS[scheme] ?? 3;
  const verifyCode = crypto.randomBytes(8).toString('base64url');
  const [row] = rowsOf<{ id: string; issued_on: string; expires_on: string }>(
    await tx.execute(sql`insert into cert_certificates (tenant_id, no, application_id, holder_id, scheme,
        standard, ent_name, credit_code, address, scope, sites, field_codes, issued_on, expires_on, status,
        verify_code, previous_id, created_by, updated_by)
      values (${tenantId}, ${no}, ${application.id}, ${application.applicantId}, ${scheme},
        ${application.standard}, ${application.entName}, ${application.creditCode}, ${application.address},
        ${application.scope}, ${JSON.stringify(application.sites ?? [])}::jsonb,
        ${JSON.stringify(application.fieldCodes ?? [])}::jsonb, current_date,
        (current_date + make_interval(years => ${years}) - interval '1 day')::date,
        ${CertificateStatus.valid}, ${verifyCode}, ${previousId}, ${actorName}, ${actorName})
      returning id, issued_on::text as issued_on, expires_on::text as expires_on`),
  );
  await addEvent(tx, tenantId, row!.id, previousId ? 'renewed' : 'issued', null, actorName);
  if (previousId) {
    await tx.execute(sql`update cert_certificates set status = ${CertificateStatus.superseded},
        status_reason = ${no}, status_changed_at = now(), updated_at = now(), updated_by = ${actorName}
      where tenant_id = ${tenantId} and id = ${previousId}`);
    await addEvent(tx, tenantId, previousId, 'superseded', no, actorName);
  }
  return { id: row!.id, no, issuedOn: row!.issued_on, expiresOn: row!.expires_on };
}

type Change = z.output<typeof CertChangeBody>['change'];

/**
 * Applies a status change to a locked certificate, the rules of both the decision and the certificate
 * page: only a valid certificate is suspended, only a suspended one restored; withdrawn, expired and
 * superseded are final; a scope reduction keeps the status and needs a different scope.
 */
export async function applyChange(
  tx: Db,
  c: CertificateRow,
  change: Change,
  reason: string,
  scope: string | undefined,
  actorName: string | null,
) {
  const status = Number(c.status);
  const open = status === CertificateStatus.valid || status === CertificateStatus.suspended;
  if (!open) conflict(text('cert.decision.notChangeable'));
  const set = (next: number, event: string) =>
    tx
      .execute(
        sql`update cert_certificates set status = ${next}, status_reason = ${reason},
          status_changed_at = now(), updated_at = now(), updated_by = ${actorName}
        where tenant_id = ${c.tenant_id} and id = ${c.id}`,
      )
      .then(() => addEvent(tx, c.tenant_id, c.id, event, reason, actorName));
  if (change === 'suspend') {
    if (status !== CertificateStatus.valid) conflict(text('cert.decision.onlyValidSuspended'));
    await set(CertificateStatus.suspended, 'suspended');
  } else if (change === 'restore') {
    if (status !== CertificateStatus.suspended) conflict(text('cert.decision.onlySuspendedRestored'));
    await set(CertificateStatus.valid, 'restored');
  } else if (change === 'withdraw') {
    await set(CertificateStatus.withdrawn, 'withdrawn');
  } else {
    const next = scope?.trim();
    if (!next) refuse('body.scope', text('cert.decision.scopeRequired'));
    if (next === c.scope.trim()) refuse('body.scope', text('cert.decision.scopeUnchanged'));
    await tx.execute(sql`update cert_certificates set scope = ${next}, updated_at = now(), updated_by = ${actorName}
      where tenant_id = ${c.tenant_id} and id = ${c.id}`);
    await addEvent(tx, c.tenant_id, c.id, 'scopeReduced', `${reason}\n${next}`, actorName);
  }
}

function filterOf(tenantId: string, f: z.output<typeof CertCertificateFilter>, holderId?: string) {
  const where: SQL[] = [sql`c.tenant_id = ${tenantId}`];
  if (holderId) where.push(sql`c.holder_id = ${holderId}`);
  if (f.scheme) where.push(sql`c.scheme = ${f.scheme}`);
  if (f.status !== undefined) {
    // The index on (tenant, status, expires_on) serves both forms.
    if (f.status === CertificateStatus.expired)
      where.push(sql`(c.status = ${CertificateStatus.expired} or (c.status = ${CertificateStatus.valid}
        and c.expires_on < current_date))`);
    else if (f.status === CertificateStatus.valid)
      where.push(sql`c.status = ${CertificateStatus.valid} and c.expires_on >= current_date`);
    else where.push(sql`c.status = ${f.status}`);
  }
  if (f.expiringDays !== undefined)
    where.push(sql`c.status = ${CertificateStatus.valid} and c.expires_on >= current_date
      and c.expires_on <= current_date + ${f.expiringDays}::int`);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    where.push(sql`(c.no ilike ${like} or c.ent_name ilike ${like} or c.credit_code ilike ${like})`);
  }
  return sql.join(where, sql` and `);
}

export function certificateService(deps: CertDeps) {
  const { db } = deps;
  const access = certAccess(deps);

  async function page(
    tenantId: string,
    f: z.output<typeof CertCertificateFilter>,
    offset: number,
    limit: number,
    holderId?: string,
  ) {
    const where = filterOf(tenantId, f, holderId);
    const order = sql`order by c.issued_on desc, c.no desc`;
    // The page's ids through the issued index (a few rows read), then their rows; the count on its own
    // (an index-only scan), not a window over every matching row.
    const rows = rowsOf<CertificateRow>(
      await db.execute(sql`with page as (select c.id from cert_certificates c where ${where}
          ${order} offset ${offset} limit ${limit})
        select ${columns}, (select count(*)::int from cert_certificates c where ${where}) as total
        from page g join cert_certificates c on c.tenant_id = ${tenantId} and c.id = g.id
        ${order}`),
    );
    return { items: rows.map(toCertificate), total: Number(rows[0]?.total ?? 0) };
  }

  /** A certificate the caller may read: any of the tenant's for the body, their own for a client. */
  async function readable(ctx: RequestContext, id: string) {
    await access.assertAny(ctx);
    const c = await certificateRow(db, ctx.tenantId, id);
    if (!c) notFound(text('cert.decision.certificateMissing'));
    if (!(await access.isBody(ctx)) && c.holder_id !== ctx.tenantUserId)
      notFound(text('cert.decision.certificateMissing'));
    return c;
  }

  return {
    readable,

    async list(
      ctx: RequestContext,
      f: z.output<typeof CertCertificateFilter>,
      pageIndex: number,
      pageSize: number,
    ) {
      await access.assertBody(ctx);
      return page(ctx.tenantId, f, (pageIndex - 1) * pageSize, pageSize);
    },

    /** queryMyCertificate: the client's own certificates. */
    async mine(ctx: RequestContext, pageIndex: number, pageSize: number) {
      await access.assertClient(ctx);
      return page(ctx.tenantId, {}, (pageIndex - 1) * pageSize, pageSize, ctx.tenantUserId);
    },

    async detail(ctx: RequestContext, id: string): Promise<CertCertificateDetail> {
      const c = await readable(ctx, id);
      const events = rowsOf<{
        id: string;
        kind: string;
        reason: string | null;
        actor_name: string | null;
        at: Date | string;
      }>(
        await db.execute(sql`select id, kind, reason, actor_name, at from cert_certificate_events
          where tenant_id = ${ctx.tenantId} and certificate_id = ${id} order by at, id`),
      );
      const audits = rowsOf<{
        id: string;
        kind: number;
        seq: number;
        due_date: string | null;
        status: number;
      }>(
        await db.execute(sql`select id, kind, seq, due_date::text as due_date, status from cert_audits
          where tenant_id = ${ctx.tenantId} and certificate_id = ${id} order by due_date nulls last, kind, seq`),
      );
      return {
        ...toCertificate(c),
        events: events.map((e) => ({
          id: e.id,
          kind: e.kind,
          reason: e.reason,
          actorName: e.actor_name,
          at: new Date(e.at).toISOString(),
        })),
        audits: audits.map((a) => ({
          id: a.id,
          kind: Number(a.kind),
          seq: Number(a.seq),
          dueDate: a.due_date,
          status: Number(a.status),
        })),
      };
    },

    async changeStatus(ctx: RequestContext, body: z.output<typeof CertChangeBody>) {
      await access.assertBody(ctx);
      const actor = await memberName(db, ctx.tenantId, ctx.tenantUserId);
      const c = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await certificateRow(tx, ctx.tenantId, body.id, true);
        if (!locked) notFound(text('cert.decision.certificateMissing'));
        await applyChange(tx, locked, body.change, body.reason, body.scope, actor);
        return (await certificateRow(tx, ctx.tenantId, body.id))!;
      });
      const no = c.no;
      const content =
        body.change === 'restore'
          ? text('cert.decision.message.restore', { no })
          : body.change === 'reduceScope'
            ? text('cert.decision.message.reduceScope', { no, scope: c.scope })
            : text(`cert.decision.message.${body.change}`, { no, opinion: body.reason });
      await deps.sender
        .send({
          tenantId: ctx.tenantId,
          senderTenantUserId: ctx.tenantUserId,
          to: { type: 'users', tenantUserIds: [c.holder_id] },
          channels: [1],
          title: text('cert.decision.message.changedTitle', { no }),
          content,
          targetType: 21,
          smsType: 'certCertificate',
          param: { certificateId: c.id, route: '/myCertificate' },
        })
        .catch((err: unknown) => deps.log.error({ err, certificate: c.id }, 'a certificate message failed'));
      return toCertificate(c);
    },
  };
}
export type CertificateService = ReturnType<typeof certificateService>;

/** public/certificate: the certificate of that number and code, in whichever tenant; undefined when none. */
export async function publicCertificate(
  db: Db,
  no: string,
  code: string,
): Promise<CertPublicCertificate | undefined> {
  const rows = await withSystemScope(async () =>
    rowsOf<CertificateRow & { body: string }>(
      await db.execute(sql`select ${columns}, t.name as body from cert_certificates c
        join tenants t on t.id = c.tenant_id
        where c.no = ${no} and c.verify_code = ${code}`),
    ),
  );
  const c = rows[0];
  if (!c) return undefined;
  return {
    no: c.no,
    holder: c.ent_name,
    scheme: c.scheme,
    standard: c.standard,
    scope: c.scope,
    sites: (c.sites ?? []).map((s) => ({ name: s.name, address: s.address })),
    issuedOn: c.issued_on,
    expiresOn: c.expires_on,
    status: Number(c.status),
    statusReason: Number(c.status) === CertificateStatus.valid ? null : c.status_reason,
    body: c.body,
  };
}
