// The audit programme of an application (ISO/IEC 17021-1 §9.1.3, IAF MD 5): the audits it plans and
// when. The contract (H2) and the decision (H5) call createProgramme / scheduleCycle in their
// transactions; the arithmetic is pure (programme.test.ts).
import { randomUUID } from 'node:crypto';
import { Decimal } from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { AuditKind, AuditStatus, CERTIFICATE_YEARS, isProductScheme } from '@platform/contract';
import type { CertScheme } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { certApplications, certAudits } from '../../db/schema/cert.js';

/** Audit time is counted in half days, never less than one (IAF MD 5: rounded to the nearest half day). */
export function toHalfDays(days: Decimal.Value): Decimal {
  const rounded = new Decimal(days).times(2).toDecimalPlaces(0, Decimal.ROUND_HALF_UP).div(2);
  return Decimal.max(rounded, new Decimal('0.5'));
}

const fmt = (d: Decimal) => d.toFixed(1);

/** Stage 1 takes about 30 % of the initial audit days, stage 2 the rest (at least half a day each). */
export function splitInitialDays(total: Decimal.Value) {
  const stage1 = toHalfDays(new Decimal(total).times('0.3'));
  const stage2 = Decimal.max(new Decimal(total).minus(stage1), new Decimal('0.5'));
  return { stage1: fmt(stage1), stage2: fmt(toHalfDays(stage2)) };
}

/** Surveillance about one third, recertification about two thirds of the initial time (IAF MD 5). */
export function cycleDays(initial: Decimal.Value) {
  const d = new Decimal(initial);
  return { surveillance: fmt(toHalfDays(d.div(3))), recertification: fmt(toHalfDays(d.times(2).div(3))) };
}

/** An ISO date (yyyy-mm-dd) moved by days, computed in UTC so time zones never shift it. */
export function addDays(iso: string, days: number) {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** An ISO date moved by months; the 31st of a month without one becomes its last day. */
export function addMonths(iso: string, months: number) {
  const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

export interface ProgrammeAudit {
  kind: number;
  seq: number;
  dueDate: string;
  auditDays: string;
}

/**
 * The initial audits from the signing date: stage 1 within 30 days and stage 2 within 90 for a
 * management system; one initial factory inspection within 90 days for CCC.
 */
export function initialAudits(scheme: string, auditDays: string, signedOn: string): ProgrammeAudit[] {
  if (isProductScheme(scheme)) {
    return [
      {
        kind: AuditKind.factoryInspection,
        seq: 1,
        dueDate: addDays(signedOn, 90),
        auditDays: fmt(toHalfDays(auditDays)),
      },
    ];
  }
  const { stage1, stage2 } = splitInitialDays(auditDays);
  return [
    { kind: AuditKind.stage1, seq: 1, dueDate: addDays(signedOn, 30), auditDays: stage1 },
    { kind: AuditKind.stage2, seq: 1, dueDate: addDays(signedOn, 90), auditDays: stage2 },
  ];
}

/**
 * The audits of a certificate's cycle. Management systems: surveillance 1 within 12 months of the
 * decision, surveillance 2 within 24, recertification 3 months before expiry. CCC: a follow-up factory
 * inspection every 12 months while the certificate runs (none in its last year: renewal is a new
 * application).
 */
export function cycleAudits(
  scheme: string,
  initialDays: string,
  issuedOn: string,
  expiresOn: string,
): ProgrammeAudit[] {
  const { surveillance, recertification } = cycleDays(initialDays);
  if (isProductScheme(scheme)) {
    const years = CERTIFICATE_YEARS[scheme as CertScheme] ?? 5;
    const out: ProgrammeAudit[] = [];
    for (let seq = 1; seq < years; seq++) {
      const dueDate = addMonths(issuedOn, 12 * seq);
      if (dueDate >= expiresOn) break;
      out.push({ kind: AuditKind.followUpInspection, seq, dueDate, auditDays: surveillance });
    }
    return out;
  }
  return [
    { kind: AuditKind.surveillance, seq: 1, dueDate: addMonths(issuedOn, 12), auditDays: surveillance },
    { kind: AuditKind.surveillance, seq: 2, dueDate: addMonths(issuedOn, 24), auditDays: surveillance },
    {
      kind: AuditKind.recertification,
      seq: 1,
      dueDate: addMonths(expiresOn, -3),
      auditDays: recertification,
    },
  ];
}

/** audit_schemes' phase of an audit's letter: 1 for stage 1, 2 for every other audit. */
export const letterPhase = (kind: number) => (kind === AuditKind.stage1 ? 1 : 2);

async function insertAudits(
  tx: Db,
  tenantId: string,
  applicationId: string,
  audits: ProgrammeAudit[],
  extra: { certificateId?: string; instanceId?: string | null },
  by: string,
) {
  const rows = audits.map((a) => {
    const id = randomUUID();
    return {
      tenantId,
      id,
      applicationId,
      certificateId: extra.certificateId ?? null,
      kind: a.kind,
      seq: a.seq,
      dueDate: a.dueDate,
      auditDays: a.auditDays,
      status: AuditStatus.planned,
      instanceId: extra.instanceId ?? null,
      // The letter, plan and report of the audit live in audit_schemes under the audit's id.
      processId: id,
      phase: letterPhase(a.kind),
      createdBy: by,
      updatedBy: by,
    };
  });
  if (rows.length) await tx.insert(certAudits).values(rows);
  return rows.map((r) => r.id);
}

/**
 * Creates the initial audits of an application whose contract was just signed: stage 1 and stage 2
 * for a management system (the audit days split between them), the initial factory inspection for
 * CCC. Returns the id of the first audit to plan. They run on the application's process instance.
 */
export async function createProgramme(
  tx: Db,
  tenantId: string,
  application: { id: string; scheme: string; auditDays: string },
  by: string,
): Promise<string> {
  const [app] = await tx
    .select({ instanceId: certApplications.instanceId })
    .from(certApplications)
    .where(and(eq(certApplications.tenantId, tenantId), eq(certApplications.id, application.id)));
  const ids = await insertAudits(
    tx,
    tenantId,
    application.id,
    initialAudits(application.scheme, application.auditDays, todayIso()),
    { instanceId: app?.instanceId ?? null },
    by,
  );
  return ids[0]!;
}

/**
 * Plans the certification cycle of a certificate just granted or renewed: surveillance audits
 * (management systems: the first within 12 months of the decision, the second within 24; CCC: a
 * yearly follow-up inspection) and the recertification audit before expiry, with their audit days
 * (from the application's initial audit days). A certificate already scheduled is left as it is.
 * Each of these audits gets its own process instance when it is started (audit/start).
 */
export async function scheduleCycle(
  tx: Db,
  tenantId: string,
  certificate: { id: string; applicationId: string; scheme: string; issuedOn: string; expiresOn: string },
  by: string,
): Promise<void> {
  const existing = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(certAudits)
    .where(and(eq(certAudits.tenantId, tenantId), eq(certAudits.certificateId, certificate.id)));
  if ((existing[0]?.n ?? 0) > 0) return;
  const [app] = await tx
    .select({ auditDays: certApplications.auditDays, proposedDays: certApplications.proposedDays })
    .from(certApplications)
    .where(and(eq(certApplications.tenantId, tenantId), eq(certApplications.id, certificate.applicationId)));
  const initialDays = app?.auditDays ?? app?.proposedDays ?? '1';
  await insertAudits(
    tx,
    tenantId,
    certificate.applicationId,
    cycleAudits(certificate.scheme, initialDays, certificate.issuedOn, certificate.expiresOn),
    { certificateId: certificate.id },
    by,
  );
}
