// Reminders of the certification cycle (ISO/IEC 17021-1 §9.6): a certificate expiring within 90 days,
// then within 30, and a surveillance, recertification or follow-up audit not yet planned whose due date
// is within 30 days. Each reminder goes once to the holder and to the body's staff (role 34 of the cert
// app) and is remembered as a `reminded` event of the certificate with its reason (expiry90, expiry30,
// audit:<id>). The sweep runs at start-up and every 12 hours.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AuditKind, AuditStatus, CertificateStatus } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { withSystemScope, withTenantScope } from '../../db/tenant-scope.js';
import { text, type Text } from '../../i18n/index.js';
import type { MessageSender } from '../messages/send.js';

export const REMINDER_INTERVAL_MS = 12 * 60 * 60 * 1000;
const BODY_ROLE = 34;

interface Due {
  tenant_id: string;
  certificate_id: string;
  no: string;
  ent_name: string;
  holder_id: string;
  expires_on: string;
  days: number;
  reason: string;
  audit_kind: number | null;
  seq: number | null;
  due_date: string | null;
}

const notReminded = (
  reason: ReturnType<typeof sql>,
) => sql`not exists (select 1 from cert_certificate_events e
  where e.tenant_id = c.tenant_id and e.certificate_id = c.id and e.kind = 'reminded' and e.reason = ${reason})`;

/** What is due today across every tenant. */
async function dueReminders(db: Db) {
  return withSystemScope(async () => {
    const expiring = rowsOf<Due>(
      await db.execute(sql`select c.tenant_id, c.id as certificate_id, c.no, c.ent_name, c.holder_id,
          c.expires_on::text as expires_on, (c.expires_on - current_date)::int as days,
          case when c.expires_on <= current_date + 30 then 'expiry30' else 'expiry90' end as reason,
          null::int as audit_kind, null::int as seq, null::text as due_date
        from cert_certificates c
        where c.status = ${CertificateStatus.valid} and c.expires_on >= current_date
          and c.expires_on <= current_date + 90
          and ${notReminded(sql`case when c.expires_on <= current_date + 30 then 'expiry30' else 'expiry90' end`)}`),
    );
    const audits = rowsOf<Due>(
      await db.execute(sql`select c.tenant_id, c.id as certificate_id, c.no, c.ent_name, c.holder_id,
          c.expires_on::text as expires_on, (a.due_date - current_date)::int as days,
          'audit:' || a.id::text as reason, a.kind as audit_kind, a.seq, a.due_date::text as due_date
        from cert_audits a join cert_certificates c on c.tenant_id = a.tenant_id and c.id = a.certificate_id
        where a.kind in (${AuditKind.surveillance}, ${AuditKind.recertification}, ${AuditKind.followUpInspection})
          and a.status = ${AuditStatus.planned} and a.due_date >= current_date
          and a.due_date <= current_date + 30
          and c.status in (${CertificateStatus.valid}, ${CertificateStatus.suspended})
          and ${notReminded(sql`'audit:' || a.id::text`)}`),
    );
    return [...expiring, ...audits];
  });
}

async function bodyStaff(db: Db, tenantId: string) {
  return rowsOf<{ id: string }>(
    await db.execute(sql`select distinct tur.tenant_user_id as id from tenant_user_roles tur
      join roles r on r.id = tur.role_id join apps ap on ap.id = r.app_id
      where tur.tenant_id = ${tenantId} and r.code = ${BODY_ROLE} and ap.key = 'cert'`),
  ).map((r) => r.id);
}

function wordsOf(d: Due): { title: Text; content: Text } {
  if (d.audit_kind === null)
    return {
      title: text('cert.decision.message.expiryTitle', { no: d.no }),
      content: text('cert.decision.message.expiry', {
        no: d.no,
        entName: d.ent_name,
        expiresOn: d.expires_on,
        days: d.days,
      }),
    };
  const kind =
    Number(d.audit_kind) === AuditKind.recertification
      ? 'recertification'
      : Number(d.audit_kind) === AuditKind.followUpInspection
        ? 'followUp'
        : 'surveillance';
  return {
    title: text('cert.decision.message.surveillanceTitle', { entName: d.ent_name }),
    content: text('cert.decision.message.surveillance', {
      entName: d.ent_name,
      no: d.no,
      seq: d.seq,
      kind: text(`cert.decision.message.kinds.${kind}`),
      dueDate: d.due_date,
    }),
  };
}

/**
 * Sends the reminders due now, each once: the event is written in the send's transaction, and a
 * certificate already reminded for that reason is skipped (a sweep running alongside finds it taken).
 * Returns how many were sent.
 */
export async function sweepReminders(deps: { db: Db; sender: MessageSender; log: FastifyBaseLogger }) {
  const { db, sender, log } = deps;
  let sent = 0;
  for (const d of await dueReminders(db)) {
    try {
      await withTenantScope(d.tenant_id, () =>
        db.transaction(async (t) => {
          const tx = t as Db;
          await tx.execute(sql`select id from cert_certificates where tenant_id = ${d.tenant_id}
            and id = ${d.certificate_id} for update`);
          const [again] = rowsOf<{ one: number }>(
            await tx.execute(sql`select 1 as one from cert_certificate_events where tenant_id = ${d.tenant_id}
              and certificate_id = ${d.certificate_id} and kind = 'reminded' and reason = ${d.reason}`),
          );
          if (again) return;
          await tx.execute(sql`insert into cert_certificate_events (tenant_id, certificate_id, kind, reason)
            values (${d.tenant_id}, ${d.certificate_id}, 'reminded', ${d.reason})`);
          const receivers = [...new Set([d.holder_id, ...(await bodyStaff(tx, d.tenant_id))])];
          await sender.send(
            {
              tenantId: d.tenant_id,
              to: { type: 'users', tenantUserIds: receivers },
              channels: [1],
              ...wordsOf(d),
              targetType: 21,
              smsType: 'certReminder',
              param: { certificateId: d.certificate_id, route: '/myCertificate' },
            },
            tx,
          );
          sent += 1;
        }),
      );
    } catch (err) {
      log.error({ err, certificate: d.certificate_id, reason: d.reason }, 'a certificate reminder failed');
    }
  }
  return sent;
}

/** Runs the sweep now and every 12 hours; the returned function stops it. One sweep at a time. */
export function startReminders(deps: { db: Db; sender: MessageSender; log: FastifyBaseLogger }) {
  let running: Promise<unknown> | undefined;
  const run = () => {
    running ??= sweepReminders(deps)
      .catch((err: unknown) => deps.log.warn({ err }, 'the certificate reminder sweep failed'))
      .finally(() => {
        running = undefined;
      });
    return running;
  };
  void run();
  const timer = setInterval(() => void run(), REMINDER_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
