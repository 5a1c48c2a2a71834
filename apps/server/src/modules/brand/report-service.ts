// The assessment report (ccbd/exportreport/*): the data of a process assembled from the same functions
// every other page reads (strengthOf for the scores, brandValueOf for the value, the consensus of
// consensus.ts per indicator) plus the experts' comments as entered, and the text sections: the latest
// saved version, or sections generated from the data in the reader's language. The body (role 34)
// reads and saves reports of processes under review or completed; the enterprise reads its own once
// completed. Saving makes a new version; older versions stay readable.
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import {
  BRAND_REPORT_SECTIONS,
  BrandProcessStatus,
  type BrandBusinessType,
  type BrandReportApplication,
  type BrandReportDetail,
  type BrandReportIndicator,
  type BrandReportListItem,
  type BrandReportSections,
  type BrandReportVersion,
  type BrandValuation,
} from '@platform/contract';
import type { z } from 'zod';
import type { BrandReportFilter, BrandReportSaveBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, forbidden, notFound } from '../../http/errors.js';
import { t, text, type Language, type ServerKey, type TextParam } from '../../i18n/index.js';
import { brandAccess } from './access.js';
import { decimalText, indicatorConsensus } from './consensus.js';
import type { BrandDeps } from './deps.js';
import { indicatorsOf } from './indicators.js';
import { strengthOf } from './scores.js';
import { brandSettingsOf } from './settings.js';
import { brandValueOf } from './value.js';

interface ProcessRow {
  id: string;
  no: string;
  applicant_id: string;
  business_type: BrandBusinessType;
  brand_name: string;
  ent_name: string;
  credit_code: string;
  industry: string;
  contact_name: string;
  contact_tel: string;
  description: string;
  status: number;
  submitted_at: Date | string | null;
  completed_at: Date | string | null;
  body_name: string;
}

interface VersionRow {
  version: number;
  sections: Record<string, string>;
  created_at: Date | string;
  created_by_name: string | null;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const HAS_REPORT: number[] = [BrandProcessStatus.reviewing, BrandProcessStatus.completed];
/** Money as the report prints it: yuan with 2 places. */
export const money = (v: string) => new Decimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
/** Money in running text, with thousands separators (98218736.7 → 98,218,736.70). */
export const moneyWords = (v: string) => money(v).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** A share as a percentage with 2 places (0.032 → 3.20%). */
export const percent = (v: string) =>
  `${new Decimal(v).times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2)}%`;

async function processOf(db: Db, tenantId: string, processId: string) {
  const [row] = rowsOf<ProcessRow>(
    await db.execute(sql`select p.id, p.no, p.applicant_id, p.business_type, p.brand_name, p.ent_name,
        p.credit_code, p.industry, p.contact_name, p.contact_tel, p.description, p.status, p.submitted_at,
        p.completed_at, t.name as body_name
      from brand_processes p join tenants t on t.id = p.tenant_id
      where p.tenant_id = ${tenantId} and p.id = ${processId}`),
  );
  return row ? { ...row, status: Number(row.status) } : undefined;
}

async function versionOf(db: Db, tenantId: string, processId: string, version?: number) {
  const [row] = rowsOf<VersionRow>(
    await db.execute(sql`select version, sections, created_at, created_by_name from brand_reports
      where tenant_id = ${tenantId} and process_id = ${processId}
        ${version === undefined ? sql`` : sql`and version = ${version}`}
      order by version desc limit 1`),
  );
  return row;
}

/** Every indicator of the process's questionnaires with the submitted experts' scores and comments. */
async function indicatorsOfProcess(
  db: Db,
  tenantId: string,
  processId: string,
  language: Language,
): Promise<BrandReportIndicator[]> {
  const [questionnaires, scores, settings] = await Promise.all([
    db.execute(sql`select q.id, q.name, q.form_json, g.name as group_name
      from brand_questionnaires q
      join brand_qs_groups g on g.tenant_id = q.tenant_id and g.id = q.group_id
      where q.tenant_id = ${tenantId}
      order by g.sort, g.created_at, q.sort, q.created_at`),
    db.execute(sql`select s.qs_id, s.indicator, s.score::text as score, s.comment, s.expert_id, e.expert_name
      from brand_scores s
      join brand_experts e on e.tenant_id = s.tenant_id and e.process_id = s.process_id
        and e.expert_id = s.expert_id
      where s.tenant_id = ${tenantId} and s.process_id = ${processId} and e.submitted_at is not null
      order by e.assigned_at, e.expert_name`),
    brandSettingsOf(db, tenantId),
  ]);
  const byIndicator = new Map<
    string,
    { expertId: string; expertName: string; score: string; comment: string }[]
  >();
  for (const s of rowsOf<{
    qs_id: string;
    indicator: string;
    score: string;
    comment: string;
    expert_id: string;
    expert_name: string;
  }>(scores)) {
    const key = `${s.qs_id}\u0000${s.indicator}`;
    const list = byIndicator.get(key) ?? [];
    list.push({ expertId: s.expert_id, expertName: s.expert_name, score: s.score, comment: s.comment });
    byIndicator.set(key, list);
  }
  return rowsOf<{ id: string; name: string; form_json: string; group_name: string }>(questionnaires).flatMap(
    (q) =>
      indicatorsOf(q.form_json, language).map((i) => {
        const entered = byIndicator.get(`${q.id}\u0000${i.model}`) ?? [];
        const { consensus } = indicatorConsensus(entered, i.max, settings.deviationShare);
        return {
          groupName: q.group_name,
          qsName: q.name,
          model: i.model,
          label: i.label,
          max: String(i.max),
          scores: entered.map((s) => ({ expertName: s.expertName, score: s.score, comment: s.comment })),
          consensus: consensus === null ? null : decimalText.two(consensus),
        };
      }),
  );
}

type ReportData = Omit<BrandReportDetail, 'sections' | 'version' | 'savedAt' | 'savedBy' | 'editable'>;

/** The text sections generated from the data, in the reader's language. */
export function generatedSections(data: ReportData, language: Language): BrandReportSections {
  const say = (key: ServerKey, params?: Record<string, TextParam>) => t(language, key, params);
  const a = data.application;
  const s = data.strength;
  const v = data.value;
  const common = {
    entName: a.entName,
    brandName: a.brandName,
    body: a.bodyName,
    creditCode: a.creditCode,
    industry: a.industry || '—',
    description: a.description,
    businessType: say(`brand.report.businessTypes.${a.businessType}`),
    experts: s.experts,
    groups: s.groups.length,
    score: s.score,
    level: s.level,
  };
  const join = (parts: string[]) => parts.filter(Boolean).join(language === 'zh-CN' ? '' : ' ');
  const valueWords = v ? { value: moneyWords(v.value) } : undefined;
  return {
    summary: join([
      say('brand.report.defaults.summary', common),
      valueWords ? say('brand.report.defaults.summaryValue', valueWords) : '',
    ]),
    background: say('brand.report.defaults.background', common).trim(),
    method: join([
      say('brand.report.defaults.method', common),
      v ? say('brand.report.defaults.methodValue') : '',
    ]),
    strength: say('brand.report.defaults.strength', {
      ...common,
      groups: s.groups
        .map((g) => say('brand.report.defaults.groupScore', { name: g.name, score: g.score }))
        .join(say('brand.report.defaults.separator')),
    }),
    value: v
      ? say('brand.report.defaults.value', {
          royaltyRate: percent(v.royaltyRate),
          taxRate: percent(v.inputs.taxRate),
          discountRate: percent(v.inputs.discountRate),
          terminalGrowth: percent(v.inputs.terminalGrowth),
          years: v.years,
          presentValueSum: moneyWords(v.presentValueSum),
          terminalPresentValue: moneyWords(v.terminalPresentValue),
          value: moneyWords(v.value),
        })
      : say('brand.report.defaults.noValue'),
    conclusion: join([
      say('brand.report.defaults.conclusion', common),
      valueWords ? say('brand.report.defaults.conclusionValue', valueWords) : '',
    ]),
  };
}

function sectionsOf(saved: Record<string, string>, generated: BrandReportSections): BrandReportSections {
  return Object.fromEntries(
    BRAND_REPORT_SECTIONS.map((s) => [s, typeof saved[s] === 'string' ? saved[s] : generated[s]]),
  ) as BrandReportSections;
}

export function reportService(deps: BrandDeps) {
  const { db } = deps;
  const access = brandAccess(deps);

  /** A process whose report the caller may read: the body's under review or completed, the enterprise's own once completed. */
  async function readable(ctx: RequestContext, processId: string) {
    const body = await access.isBody(ctx);
    if (!body && !(await access.isClient(ctx))) forbidden();
    const p = await processOf(db, ctx.tenantId, processId);
    if (!p || (!body && p.applicant_id !== ctx.tenantUserId)) notFound(text('brand.report.processMissing'));
    if (body && !HAS_REPORT.includes(p.status)) conflict(text('brand.report.notReady'));
    if (!body && p.status !== BrandProcessStatus.completed) conflict(text('brand.report.notPublished'));
    return { p, body };
  }

  async function dataOf(ctx: RequestContext, p: ProcessRow, language: Language): Promise<ReportData> {
    const [strength, indicators, value] = await Promise.all([
      strengthOf(db, ctx.tenantId, p.id, language),
      indicatorsOfProcess(db, ctx.tenantId, p.id, language),
      p.business_type === 'valuation'
        ? (brandValueOf(db, ctx.tenantId, p.id, language) as Promise<BrandValuation>)
        : Promise.resolve(null),
    ]);
    const application: BrandReportApplication = {
      processId: p.id,
      no: p.no,
      businessType: p.business_type,
      brandName: p.brand_name,
      entName: p.ent_name,
      creditCode: p.credit_code,
      industry: p.industry,
      contactName: p.contact_name,
      contactTel: p.contact_tel,
      description: p.description,
      status: p.status,
      submittedAt: iso(p.submitted_at),
      completedAt: iso(p.completed_at),
      bodyName: p.body_name,
    };
    return {
      application,
      strength: {
        score: strength.score,
        level: strength.level,
        complete: strength.complete,
        experts: strength.experts,
        groups: strength.groups.map((g) => ({
          groupId: g.groupId,
          name: g.name,
          dimension: g.dimension,
          weight: g.weight,
          score: g.score,
        })),
      },
      indicators,
      value,
    };
  }

  /** The report of a version (the latest when none is named; generated sections when none is saved). */
  async function report(
    ctx: RequestContext,
    processId: string,
    language: Language,
    version?: number,
  ): Promise<BrandReportDetail> {
    const { p, body } = await readable(ctx, processId);
    const [data, saved] = await Promise.all([
      dataOf(ctx, p, language),
      versionOf(db, ctx.tenantId, p.id, version),
    ]);
    if (version !== undefined && !saved) notFound(text('brand.report.versionMissing', { version }));
    return {
      ...data,
      sections: sectionsOf(saved?.sections ?? {}, generatedSections(data, language)),
      version: saved ? Number(saved.version) : null,
      savedAt: saved ? iso(saved.created_at) : null,
      savedBy: saved?.created_by_name ?? null,
      editable: body,
    };
  }

  return {
    report,

    /** Processes that have a report, latest activity first (the body's list). */
    async list(
      ctx: RequestContext,
      query: z.output<typeof BrandReportFilter> & { pageIndex: number; pageSize: number },
    ): Promise<{ items: BrandReportListItem[]; total: number }> {
      await access.assertBody(ctx);
      const keyword = query.keyword ? `%${query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
      const where = sql`p.tenant_id = ${ctx.tenantId}
        and p.status in (${
          query.status === undefined
            ? sql.join(
                HAS_REPORT.map((s) => sql`${s}`),
                sql`, `,
              )
            : sql`${query.status}`
        })
        ${query.businessType ? sql`and p.business_type = ${query.businessType}` : sql``}
        ${keyword ? sql`and (p.no ilike ${keyword} or p.brand_name ilike ${keyword} or p.ent_name ilike ${keyword})` : sql``}`;
      const [rows, count] = await Promise.all([
        db.execute(sql`select p.id, p.no, p.business_type, p.brand_name, p.ent_name, p.status, p.completed_at,
            r.version, r.created_at as saved_at
          from brand_processes p
          left join lateral (select version, created_at from brand_reports
            where tenant_id = p.tenant_id and process_id = p.id order by version desc limit 1) r on true
          where ${where}
          order by p.updated_at desc, p.id
          limit ${query.pageSize} offset ${(query.pageIndex - 1) * query.pageSize}`),
        db.execute(sql`select count(*)::int as total from brand_processes p where ${where}`),
      ]);
      return {
        items: rowsOf<{
          id: string;
          no: string;
          business_type: BrandBusinessType;
          brand_name: string;
          ent_name: string;
          status: number;
          completed_at: Date | string | null;
          version: number | null;
          saved_at: Date | string | null;
        }>(rows).map((r) => ({
          processId: r.id,
          no: r.no,
          businessType: r.business_type,
          brandName: r.brand_name,
          entName: r.ent_name,
          status: Number(r.status),
          version: r.version === null ? null : Number(r.version),
          savedAt: iso(r.saved_at),
          completedAt: iso(r.completed_at),
        })),
        total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0),
      };
    },

    /** Saves the sections as the next version (the body; the process under review or completed). */
    async save(ctx: RequestContext, body: z.output<typeof BrandReportSaveBody>, language: Language) {
      await access.assertBody(ctx);
      const p = await processOf(db, ctx.tenantId, body.processId);
      if (!p) notFound(text('brand.report.processMissing'));
      if (!HAS_REPORT.includes(p.status)) conflict(text('brand.report.notReady'));
      // One statement picks the next number; two saves at once would collide on the key and the second
      // is told to retry rather than overwriting.
      const [saved] = rowsOf<{ version: number }>(
        await db.execute(sql`insert into brand_reports (tenant_id, process_id, version, sections, created_by,
            created_by_name)
          select ${ctx.tenantId}, ${p.id},
            coalesce((select max(version) from brand_reports where tenant_id = ${ctx.tenantId}
              and process_id = ${p.id}), 0) + 1,
            ${JSON.stringify(body.sections)}::jsonb, ${ctx.tenantUserId},
            (select coalesce(nullif(u.realname, ''), u.username) from tenant_users tu
              join users u on u.id = tu.user_id where tu.tenant_id = ${ctx.tenantId}
              and tu.id::text = ${ctx.tenantUserId})
          returning version`),
      );
      return report(ctx, p.id, language, Number(saved!.version));
    },

    /** The saved versions, newest first. */
    async versions(ctx: RequestContext, processId: string): Promise<BrandReportVersion[]> {
      const { p } = await readable(ctx, processId);
      return rowsOf<{ version: number; created_at: Date | string; created_by_name: string | null }>(
        await db.execute(sql`select version, created_at, created_by_name from brand_reports
          where tenant_id = ${ctx.tenantId} and process_id = ${p.id} order by version desc`),
      ).map((r) => ({
        version: Number(r.version),
        createdAt: iso(r.created_at)!,
        createdByName: r.created_by_name,
      }));
    },
  };
}
