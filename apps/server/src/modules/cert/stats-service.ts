// Statistics, workbench, the caller's tasks, processes, projects and CCC inspections of the body
// (role 34 pages), and the progress of a certification instance (body staff, or the client whose
// application it is). The SQL is in stats-repo.ts.
import { Decimal } from 'decimal.js';
import {
  CERT_PROCESS_KEY,
  CERT_QUEUES,
  queuePage,
  type BusinessStatistics,
  type BusinessType,
  type CccTask,
  type CccTaskFilter,
  type CertProcess,
  type CertProcessFilter,
  type CertProject,
  type CertProjectFilter,
  type CertTask,
  type CertTaskFilter,
  type MonthStats,
  type StatChart,
  type WorkbenchStatData,
} from '@platform/contract';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import type { CertAccess } from './access.js';
import type { CertDeps } from './deps.js';
import { statsRepo, type MonthRow } from './stats-repo.js';

type Paging = { pageIndex: number; pageSize: number };
/** The longest month span a statistics call reports (ten years). */
export const MONTHS_MAX = 120;

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])(?:-(0[1-9]|[12]\d|3[01]))?$/;

/** The first day (YYYY-MM-01) of the month a `YYYY-MM` or `YYYY-MM-DD` value names. */
function monthStart(field: string, value: string): string {
  const m = MONTH.exec(value);
  if (!m) refuse(field, text('cert.stats.monthFormat'));
  if (m[3]) {
    const d = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== value)
      refuse(field, text('cert.stats.monthFormat'));
  }
  return `${m[1]}-${m[2]}-01`;
}

/** Every month from `first` to `last` (YYYY-MM-01) as YYYY-MM, refused when reversed or too long. */
function monthSpan(fields: [string, string], values: [string, string]) {
  const first = monthStart(fields[0], values[0]);
  const last = monthStart(fields[1], values[1]);
  const index = (d: string) => Number(d.slice(0, 4)) * 12 + Number(d.slice(5, 7)) - 1;
  const count = index(last) - index(first) + 1;
  if (count < 1) refuse(fields[1], text('cert.stats.monthOrder'));
  if (count > MONTHS_MAX) refuse(fields[1], text('cert.stats.monthSpan', { max: MONTHS_MAX }));
  const months = Array.from({ length: count }, (_, i) => {
    const n = index(first) + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
  return { first, last, months };
}

export function statsService(deps: CertDeps, access: CertAccess) {
  const { db, workflow } = deps;

  async function monthRows(
    ctx: RequestContext,
    type: BusinessType,
    fields: [string, string],
    values: [string, string],
  ) {
    const span = monthSpan(fields, values);
    return {
      months: span.months,
      rows: await statsRepo.months(db, ctx.tenantId, type, span.first, span.last),
    };
  }

  return {
    async businessStatistics(ctx: RequestContext, businessType: BusinessType): Promise<BusinessStatistics> {
      await access.assertBody(ctx);
      const rows = await statsRepo.statusCounts(db, ctx.tenantId, businessType);
      const of = (what: string) =>
        rows
          .filter((r) => r.what === what)
          .map((r) => ({ status: Number(r.status), count: Number(r.n) }))
          .sort((a, b) => a.status - b.status);
      const sum = (list: { count: number }[]) => list.reduce((n, r) => n + r.count, 0);
      const applications = of('applications');
      const audits = of('audits');
      const certificates = of('certificates');
      return {
        businessType,
        applications,
        audits,
        certificates,
        totals: { applications: sum(applications), audits: sum(audits), certificates: sum(certificates) },
      };
    },

    async statsOfMonth(
      ctx: RequestContext,
      q: { businessType: BusinessType; startDate: string; endDate: string },
    ): Promise<MonthStats[]> {
      await access.assertBody(ctx);
      const { months, rows } = await monthRows(
        ctx,
        q.businessType,
        ['query.startDate', 'query.endDate'],
        [q.startDate, q.endDate],
      );
      const byMonth = new Map<string, MonthRow[]>();
      for (const r of rows) byMonth.set(r.month, [...(byMonth.get(r.month) ?? []), r]);
      return months.map((month) => {
        const list = byMonth.get(month) ?? [];
        return {
          month,
          applications: list.reduce((n, r) => n + Number(r.applications), 0),
          audits: list.reduce((n, r) => n + Number(r.audits), 0),
          certificates: list.reduce((n, r) => n + Number(r.certificates), 0),
          auditDays: list.reduce((d, r) => d.add(r.audit_days), new Decimal(0)).toFixed(),
        };
      });
    },

    async workbenchData(ctx: RequestContext): Promise<WorkbenchStatData> {
      await access.assertBody(ctx);
      // The workflow's counts read its candidate index alone; the certification steps have queues of their own.
      const { byQueue } = await workflow.counts(ctx);
      const row = await statsRepo.workbench(db, ctx.tenantId);
      return {
        myTasks: Object.values(CERT_QUEUES).reduce((n, queue) => n + (byQueue[queue] ?? 0), 0),
        awaitingAcceptance: Number(row.awaiting),
        auditsThisMonth: Number(row.audits),
        certificatesValid: Number(row.valid),
        certificatesExpiring: Number(row.expiring),
        overdueSteps: Number(row.overdue),
      };
    },

    async workbenchChart(
      ctx: RequestContext,
      q: { startYm: string; endYm: string; type: StatChart['type'] },
    ): Promise<StatChart> {
      await access.assertBody(ctx);
      const { months, rows } = await monthRows(
        ctx,
        'all',
        ['query.startYm', 'query.endYm'],
        [q.startYm, q.endYm],
      );
      const schemes = [...new Set(rows.map((r) => r.scheme))].sort();
      const value = (r: MonthRow) =>
        q.type === 'auditDays'
          ? Number(r.audit_days)
          : Number(r[q.type as 'applications' | 'audits' | 'certificates']);
      return {
        type: q.type,
        months,
        series: schemes.map((scheme) => ({
          scheme,
          data: months.map((m) => {
            const r = rows.find((x) => x.month === m && x.scheme === scheme);
            return r ? value(r) : 0;
          }),
        })),
      };
    },

    /** The caller's open tasks of the certification process (held or claimable), with their page. */
    async myTasks(ctx: RequestContext, filter: CertTaskFilter & Paging) {
      await access.assertAny(ctx);
      const page = await workflow.tasks(ctx, {
        scope: 'all',
        definitionKey: CERT_PROCESS_KEY,
        keyword: filter.keyword,
        pageIndex: filter.pageIndex,
        pageSize: filter.pageSize,
      });
      const apps = new Map(
        (
          await statsRepo.applicationsOfInstances(db, ctx.tenantId, [
            ...new Set(page.items.map((t) => t.instanceId)),
          ])
        ).map((a) => [a.instance_id, a]),
      );
      const items: CertTask[] = page.items.map((t) => {
        const a = apps.get(t.instanceId);
        return {
          id: t.id,
          instanceId: t.instanceId,
          elementId: t.elementId,
          name: t.name,
          queue: t.queue,
          page: t.queue ? queuePage(t.queue) : '/workflow/task',
          claimable: t.claimable,
          assigneeName: t.assigneeName,
          dueAt: t.dueAt,
          overdue: t.overdue,
          createdAt: t.createdAt,
          applicationId: a?.application_id ?? null,
          applicationNo: a?.no ?? null,
          entName: a?.ent_name ?? null,
          scheme: a?.scheme ?? null,
        };
      });
      return { items, total: page.total };
    },

    async cccTasks(ctx: RequestContext, filter: CccTaskFilter & Paging) {
      await access.assertBody(ctx);
      const { rows, total } = await statsRepo.cccTasks(
        db,
        ctx.tenantId,
        filter,
        (filter.pageIndex - 1) * filter.pageSize,
        filter.pageSize,
      );
      const items: CccTask[] = rows.map((r) => ({
        id: r.id,
        applicationId: r.application_id,
        applicationNo: r.no,
        entName: r.ent_name,
        product: r.product?.name ?? null,
        factory: r.product?.factory ?? null,
        kind: Number(r.kind),
        seq: Number(r.seq),
        dueDate: r.due_date,
        beginDate: r.begin_date,
        endDate: r.end_date,
        auditDays: new Decimal(r.audit_days).toFixed(),
        status: Number(r.status),
      }));
      return { items, total };
    },

    async processes(ctx: RequestContext, filter: CertProcessFilter & Paging) {
      await access.assertBody(ctx);
      const { rows, total } = await statsRepo.processes(
        db,
        ctx.tenantId,
        filter,
        (filter.pageIndex - 1) * filter.pageSize,
        filter.pageSize,
      );
      const items: CertProcess[] = rows.map((r) => ({
        instanceId: r.instance_id,
        status: r.status as CertProcess['status'],
        kind: r.kind,
        step: r.step,
        stepName: r.step_name,
        startedAt: iso(r.started_at)!,
        endedAt: iso(r.ended_at),
        applicationId: r.application_id,
        applicationNo: r.no,
        entName: r.ent_name,
        scheme: r.scheme,
        applicationStatus: r.application_status === null ? null : Number(r.application_status),
      }));
      return { items, total };
    },

    async projects(ctx: RequestContext, filter: CertProjectFilter & Paging) {
      await access.assertBody(ctx);
      const { rows, total } = await statsRepo.projects(
        db,
        ctx.tenantId,
        filter,
        (filter.pageIndex - 1) * filter.pageSize,
        filter.pageSize,
      );
      const items: CertProject[] = rows.map((r) => ({
        applicationId: r.id,
        no: r.no,
        entName: r.ent_name,
        scheme: r.scheme,
        status: Number(r.status),
        submittedAt: iso(r.submitted_at),
        auditDays: r.audit_days === null ? null : new Decimal(r.audit_days).toFixed(),
        instanceId: r.instance_id,
        contract: r.contract
          ? {
              ...r.contract,
              status: Number(r.contract.status),
              amount: new Decimal(r.contract.amount).toFixed(2),
            }
          : null,
        audits: { total: Number(r.audits_total), closed: Number(r.audits_closed), next: r.next_audit },
        certificate: r.certificate,
      }));
      return { items, total };
    },

    /**
     * The progress of an instance under api-cert. A certification instance: body staff see any of
     * their tenant's, a client only their own application's, anyone else is told it does not exist.
     * Another process's instance keeps the workflow's rules (administrators, its starter and those
     * who take part), as under the other business prefixes.
     */
    async progress(ctx: RequestContext, instanceId: string) {
      const inst = await statsRepo.certInstance(db, ctx.tenantId, instanceId);
      if (!inst) return workflow.progress(ctx, instanceId);
      if (inst.applicant_id !== ctx.tenantUserId && !(await access.isBody(ctx)))
        notFound(text('cert.stats.processMissing'));
      return workflow.progress(ctx, instanceId, { accessChecked: true });
    },
  };
}
