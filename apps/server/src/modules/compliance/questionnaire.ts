// Questionnaire results (问卷管理): the tenant's questionnaires (forms of kind 2) with the business
// items they are bound to, and per paper the answers' statistics: each choice question's distribution,
// the mean of number, rate and slider questions, the latest free-text answers, and the completion rate
// (submitted answers over the members invited: those of the tenants the item was published to who hold
// the business roles 8 or 42). Aggregated by the database, so a paper's answers are never all loaded.
import { and, count, desc, eq, ilike, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import {
  FormKind,
  SubmissionStatus,
  type QsStats,
  type QuestionnaireSummary,
  type QuestionStats,
} from '@platform/contract';
import { hasModel, isRowContainer, walkItems, type ChoiceOption, type FieldItem } from '@platform/form-core';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { containsPattern } from '../../db/like.js';
import { bizItems, bizPapers, bizSubmissions, bizTenants, forms } from '../../db/schema/index.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, notFound } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import { holdsAny, labelOf, QUESTIONNAIRE_COMPONENTS, type HeldResources } from './scoring.js';
import { pinnedTemplate } from './templates.js';

/** Roles of the members a published item asks to answer (业务办理: roles 8 and 42). */
const ANSWERING_ROLES = [8, 42];
/** Answers that stand: submitted or accepted. Drafts and returned ones are being edited. */
export const ANSWERED: number[] = [SubmissionStatus.submitted, SubmissionStatus.accepted];
const EDITING: number[] = [SubmissionStatus.draft, SubmissionStatus.returned];
const DISTRIBUTED = new Set(['radio', 'checkbox', 'select']);
const AVERAGED = new Set(['number', 'rate', 'slider']);
const FREE_TEXT = new Set(['input', 'textarea']);
const LATEST_TEXTS = 50;

/** A PostgreSQL array literal: one bound parameter, whatever the number of items. */
const arrayLiteral = (items: readonly (string | number)[]) =>
  `{${items.map((i) => `"${String(i).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
const textArray = (items: readonly string[]) => sql`${arrayLiteral(items)}::text[]`;
const intArray = (items: readonly number[]) => sql`${arrayLiteral(items)}::int[]`;

/** An item that holds a value in the form data. */
export type ValueField = FieldItem & { model: string };

/** The value fields of a list in document order (containers looked into, rows of sub-forms not). */
export function valueFields(list: readonly FieldItem[]): {
  fields: ValueField[];
  rowContainers: ValueField[];
} {
  const fields: ValueField[] = [];
  const rowContainers: ValueField[] = [];
  walkItems(list, (item) => {
    if (!hasModel(item)) return;
    (isRowContainer(item) ? rowContainers : fields).push(item as ValueField);
  });
  return { fields, rowContainers };
}

/** A choice item's static options (remote and dictionary options are not in the template). */
export function staticOptions(item: FieldItem): ChoiceOption[] {
  const options = (item.options as { options?: unknown }).options;
  return Array.isArray(options) ? (options as ChoiceOption[]) : [];
}

/** Members of each tenant who hold an answering role; read in that tenant's own scope. */
async function invitedIn(db: Db, tenantIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const tenantId of new Set(tenantIds)) {
    const result = await withTenantScope(tenantId, () =>
      db.execute(sql`select count(distinct tu.id)::int as n from tenant_users tu
        join tenant_user_roles tur on tur.tenant_id = tu.tenant_id and tur.tenant_user_id = tu.id
        join roles r on r.id = tur.role_id
        where tu.tenant_id = ${tenantId} and tu.status = 1 and r.status = 1
          and r.code = any(${intArray(ANSWERING_ROLES)})`),
    );
    counts.set(tenantId, rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return counts;
}

/** The tenants each item was published to. */
async function targetsOf(db: Db, tenantId: string, bizIds: readonly string[]) {
  if (bizIds.length === 0) return new Map<string, string[]>();
  const rows = await db
    .select({ bizId: bizTenants.bizId, target: bizTenants.targetTenantId })
    .from(bizTenants)
    .where(
      and(
        eq(bizTenants.tenantId, tenantId),
        inArray(bizTenants.bizId, [...bizIds]),
        isNotNull(bizTenants.notifiedAt),
      ),
    );
  const byBiz = new Map<string, string[]>();
  for (const r of rows) byBiz.set(r.bizId, [...(byBiz.get(r.bizId) ?? []), r.target]);
  return byBiz;
}

/** Members invited to answer each item's papers. */
async function invitedPerBiz(db: Db, tenantId: string, bizIds: readonly string[]) {
  const targets = await targetsOf(db, tenantId, bizIds);
  const members = await invitedIn(db, [...targets.values()].flat());
  return new Map(
    [...targets].map(([bizId, ts]) => [bizId, ts.reduce((sum, t) => sum + (members.get(t) ?? 0), 0)]),
  );
}

export interface QuestionnaireFilter {
  keyword?: string | undefined;
  type?: string | undefined;
}

export function questionnaireService(db: Db, held: HeldResources) {
  const assertAllowed = async (ctx: RequestContext) => {
    if (!(await holdsAny(ctx, held, QUESTIONNAIRE_COMPONENTS))) forbidden();
  };

  /** A paper of the caller's tenant's items, for its results and export. */
  const paperOf = async (ctx: RequestContext, paperId: string) => {
    await assertAllowed(ctx);
    const [paper] = await db
      .select({
        id: bizPapers.id,
        tenantId: bizPapers.tenantId,
        bizId: bizPapers.bizId,
        formName: bizPapers.formName,
        formJson: bizPapers.formJson,
      })
      .from(bizPapers)
      .where(and(eq(bizPapers.tenantId, ctx.tenantId), eq(bizPapers.id, paperId)));
    return paper ?? notFound(text('scoring.paperMissing'));
  };

  return {
    paper: paperOf,

    async page(ctx: RequestContext, pageIndex: number, pageSize: number, filter: QuestionnaireFilter) {
      await assertAllowed(ctx);
      const conditions: (SQL | undefined)[] = [
        eq(forms.tenantId, ctx.tenantId),
        eq(forms.kind, FormKind.questionnaire),
      ];
      if (filter.keyword) conditions.push(ilike(forms.formName, containsPattern(filter.keyword)));
      if (filter.type) {
        conditions.push(sql`exists (select 1 from ${bizPapers} p join ${bizItems} i
          on i.tenant_id = p.tenant_id and i.id = p.biz_id
          where p.tenant_id = ${forms.tenantId} and p.form_id = ${forms.id} and i.type = ${filter.type})`);
      }
      const where = and(...conditions);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: forms.id,
            formName: forms.formName,
            description: forms.description,
            qsId: forms.qsId,
            updatedAt: forms.updatedAt,
          })
          .from(forms)
          .where(where)
          .orderBy(desc(forms.updatedAt), desc(forms.id))
          .offset((pageIndex - 1) * pageSize)
          .limit(pageSize),
        db.select({ n: count() }).from(forms).where(where),
      ]);
      const papers =
        rows.length === 0
          ? []
          : await db
              .select({
                paperId: bizPapers.id,
                formId: bizPapers.formId,
                bizId: bizPapers.bizId,
                bizName: bizItems.name,
                type: bizItems.type,
                submitted: sql<number>`(select count(*)::int from ${bizSubmissions} s
                  where s.tenant_id = ${bizPapers.tenantId} and s.paper_id = ${bizPapers.id}
                    and s.status = any(${intArray(ANSWERED)}))`,
              })
              .from(bizPapers)
              .innerJoin(
                bizItems,
                and(eq(bizItems.tenantId, bizPapers.tenantId), eq(bizItems.id, bizPapers.bizId)),
              )
              .where(
                and(
                  eq(bizPapers.tenantId, ctx.tenantId),
                  inArray(
                    bizPapers.formId,
                    rows.map((r) => r.id),
                  ),
                ),
              )
              .orderBy(desc(bizItems.createdAt));
      const invited = await invitedPerBiz(
        db,
        ctx.tenantId,
        papers.map((p) => p.bizId),
      );
      return {
        items: rows.map((r): QuestionnaireSummary => {
          const mine = papers.filter((p) => p.formId === r.id);
          return {
            formId: r.id,
            formName: r.formName,
            description: r.description,
            types: [...new Set(mine.map((p) => p.type))],
            papers: mine.map((p) => ({
              paperId: p.paperId,
              bizId: p.bizId,
              bizName: p.bizName,
              submitted: p.submitted,
            })),
            submitted: mine.reduce((sum, p) => sum + p.submitted, 0),
            invited: mine.reduce((sum, p) => sum + (invited.get(p.bizId) ?? 0), 0),
            updatedAt: r.updatedAt.toISOString(),
            qsId: r.qsId,
          };
        }),
        total: total?.n ?? 0,
      };
    },

    async stats(ctx: RequestContext, paperId: string, language: Language): Promise<QsStats> {
      const paper = await paperOf(ctx, paperId);
      const { fields } = valueFields(pinnedTemplate(paper.id, paper.formJson).list);
      const models = fields.map((f) => f.model);
      const ofModels = (types: Set<string>) => fields.filter((f) => types.has(f.type)).map((f) => f.model);
      const answered = sql`s.tenant_id = ${paper.tenantId} and s.paper_id = ${paper.id}
        and s.status = any(${intArray(ANSWERED)})`;

      const [counts, perField, choices, texts, invited] = await Promise.all([
        db
          .select({
            submitted: sql<number>`count(*) filter (where ${inArray(bizSubmissions.status, ANSWERED)})::int`,
            drafts: sql<number>`count(*) filter (where ${inArray(bizSubmissions.status, EDITING)})::int`,
          })
          .from(bizSubmissions)
          .where(and(eq(bizSubmissions.tenantId, paper.tenantId), eq(bizSubmissions.paperId, paper.id))),
        models.length === 0
          ? []
          : db
              .execute(
                sql`select e.key, count(*) filter (where e.value not in ('null'::jsonb, '""'::jsonb, '[]'::jsonb,
                    '{}'::jsonb))::int as answered,
                  avg((e.value #>> '{}')::float8) filter (where jsonb_typeof(e.value) = 'number') as mean
                from biz_submissions s cross join lateral jsonb_each(s.data) e
                where ${answered} and e.key = any(${textArray(models)})
                group by e.key`,
              )
              .then((r) => rowsOf<{ key: string; answered: number; mean: number | null }>(r)),
        ofModels(DISTRIBUTED).length === 0
          ? []
          : db
              .execute(
                sql`select e.key, v.value, count(*)::int as n
                from biz_submissions s cross join lateral jsonb_each(s.data) e
                cross join lateral jsonb_array_elements_text(case jsonb_typeof(e.value) when 'array' then e.value
                  else jsonb_build_array(e.value) end) v(value)
                where ${answered} and e.key = any(${textArray(ofModels(DISTRIBUTED))})
                  and jsonb_typeof(e.value) <> 'null'
                group by e.key, v.value`,
              )
              .then((r) => rowsOf<{ key: string; value: string | null; n: number }>(r)),
        ofModels(FREE_TEXT).length === 0
          ? []
          : db
              .execute(
                sql`select m.model, t.text from unnest(${textArray(ofModels(FREE_TEXT))}) with ordinality m(model, k)
                cross join lateral (select s.data ->> m.model as text from biz_submissions s
                  where ${answered} and coalesce(s.data ->> m.model, '') <> ''
                  order by s.submitted_at desc nulls last, s.id desc limit ${LATEST_TEXTS}) t`,
              )
              .then((r) => rowsOf<{ model: string; text: string }>(r)),
        invitedPerBiz(db, paper.tenantId, [paper.bizId]),
      ]);

      const fieldCounts = new Map(perField.map((r) => [r.key, r]));
      const questions = fields.map((item): QuestionStats => {
        const model = item.model;
        const counted = fieldCounts.get(model);
        const mean = AVERAGED.has(item.type) && counted?.mean != null ? Number(counted.mean) : null;
        return {
          model,
          label: labelOf(item, language),
          type: item.type,
          options: DISTRIBUTED.has(item.type)
            ? distribution(
                item,
                choices.filter((c) => c.key === model),
              )
            : [],
          texts: texts.filter((x) => x.model === model).map((x) => x.text),
          answered: counted?.answered ?? 0,
          mean: mean === null ? null : Math.round(mean * 100) / 100,
        };
      });
      const submitted = counts[0]?.submitted ?? 0;
      const invitedCount = invited.get(paper.bizId) ?? 0;
      return {
        paperId: paper.id,
        formName: paper.formName,
        submitted,
        drafts: counts[0]?.drafts ?? 0,
        invited: invitedCount,
        completionRate:
          invitedCount === 0 ? 0 : Math.min(1, Math.round((submitted / invitedCount) * 10000) / 10000),
        questions,
      };
    },
  };
}

/** The template's options in their order with their counts, then answers outside them (remote options). */
function distribution(item: FieldItem, counted: { value: string | null; n: number }[]) {
  const byValue = new Map(counted.map((c) => [c.value ?? '', c.n]));
  const options = staticOptions(item).map((o) => {
    const value = String(o.value);
    const n = byValue.get(value) ?? 0;
    byValue.delete(value);
    return { value, label: String(o.label ?? value), count: n };
  });
  const others = [...byValue]
    .sort((a, b) => b[1] - a[1])
    .map(([value, n]) => ({ value, label: value, count: n }));
  return [...options, ...others];
}
