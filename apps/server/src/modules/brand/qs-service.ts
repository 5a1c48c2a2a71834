// The body's questionnaire groups (quality, innovation, …) and their questionnaires (designer forms of
// the questionnaire or scoring kind, bound with a weight).
//
// Rules:
// - Reading groups and questionnaires is for anyone of the brand app (the enterprise answers them, the
//   experts score them); every change is the body's (role 34 pages).
// - Binding pins the form's current template text (form_json): later edits of the form never change
//   what enterprises answer and experts score. A form binds once per group. A form without indicators
//   (no top-level item with an AnswerScore) binds too: its answers are read, not scored (the page
//   flags it).
// - A questionnaire that has answers (a draft included) cannot be unbound, and a group whose
//   questionnaires have answers cannot be removed: the processes' scores and reports read them.
import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import {
  BRAND_FORM_KINDS,
  type BrandBindQuestionnaireBody,
  type BrandFormChoice,
  type BrandQsGroup,
  type BrandQsGroupBody,
  type BrandQuestionnaire,
  type BrandQuestionnaireSummary,
  type BrandUpdateQuestionnaireBody,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import type { BrandAccess } from './access.js';
import type { BrandDeps } from './deps.js';
import { indicatorsOf } from './indicators.js';
import { qsRepo as repo, type QsGroupRow, type QuestionnaireRow } from './qs-repo.js';

/** Most forms formChoices answers; a keyword narrows the rest. */
const FORM_CHOICES_MAX = 100;

const decimal = (v: string) => new Decimal(v).toString();

function toSummary(r: QuestionnaireRow, language: Language) {
  const indicators = indicatorsOf(r.formJson, language);
  const summary: BrandQuestionnaireSummary = {
    id: r.id,
    groupId: r.groupId,
    formId: r.formId,
    name: r.name,
    weight: decimal(r.weight),
    sort: r.sort,
    indicatorCount: indicators.length,
    maxTotal: indicators.reduce((sum, i) => sum.plus(i.max), new Decimal(0)).toString(),
  };
  return { summary, indicators };
}

const toGroup = (g: QsGroupRow, questionnaires: BrandQuestionnaireSummary[]): BrandQsGroup => ({
  id: g.id,
  name: g.name,
  dimension: g.dimension as BrandQsGroup['dimension'],
  weight: decimal(g.weight),
  sort: g.sort,
  description: g.description,
  questionnaires,
});

export function qsService(deps: Pick<BrandDeps, 'db' | 'forms'>, access: BrandAccess) {
  const { db } = deps;

  async function groupOf(tx: Db, ctx: RequestContext, id: string, lock = false) {
    return (await repo.group(tx, ctx.tenantId, id, lock)) ?? notFound(text('brand.qs.groupMissing'));
  }
  async function questionnaireOf(tx: Db, ctx: RequestContext, id: string, lock = false) {
    return (
      (await repo.questionnaire(tx, ctx.tenantId, id, lock)) ??
      notFound(text('brand.qs.questionnaireMissing'))
    );
  }

  return {
    /** The groups in order, each with its questionnaires (weight, indicator count, max total). */
    async groups(ctx: RequestContext, language: Language): Promise<BrandQsGroup[]> {
      await access.assertAny(ctx);
      const [groups, questionnaires] = await Promise.all([
        repo.groups(db, ctx.tenantId),
        repo.questionnaires(db, ctx.tenantId),
      ]);
      const byGroup = new Map<string, BrandQuestionnaireSummary[]>();
      for (const q of questionnaires) {
        const list = byGroup.get(q.groupId) ?? [];
        list.push(toSummary(q, language).summary);
        byGroup.set(q.groupId, list);
      }
      return groups.map((g) => toGroup(g, byGroup.get(g.id) ?? []));
    },

    /** The questionnaires of one group, in order. */
    async byGroup(ctx: RequestContext, groupId: string, language: Language) {
      await access.assertAny(ctx);
      await groupOf(db, ctx, groupId);
      const rows = await repo.questionnaires(db, ctx.tenantId, groupId);
      return rows.map((r) => toSummary(r, language).summary);
    },

    /** One questionnaire with its pinned form and its indicators. */
    async questionnaire(ctx: RequestContext, id: string, language: Language): Promise<BrandQuestionnaire> {
      await access.assertAny(ctx);
      const row = await questionnaireOf(db, ctx, id);
      const group = await groupOf(db, ctx, row.groupId);
      const { summary, indicators } = toSummary(row, language);
      return { ...summary, groupName: group.name, formJson: row.formJson, indicators };
    },

    async saveGroup(ctx: RequestContext, body: z.output<typeof BrandQsGroupBody>) {
      await access.assertBody(ctx);
      const values = {
        name: body.name,
        dimension: body.dimension,
        weight: body.weight,
        description: body.description,
        updatedBy: ctx.tenantUserId,
      };
      const id = await db.transaction(async (tx) => {
        if (body.id) {
          await groupOf(tx, ctx, body.id, true);
          await repo.updateGroup(tx, ctx.tenantId, body.id, {
            ...values,
            ...(body.sort !== undefined ? { sort: body.sort } : {}),
          });
          return body.id;
        }
        return repo.insertGroup(tx, {
          ...values,
          tenantId: ctx.tenantId,
          sort: body.sort ?? (await repo.nextGroupSort(tx, ctx.tenantId)),
          createdBy: ctx.tenantUserId,
        });
      });
      return { id };
    },

    async removeGroup(ctx: RequestContext, id: string) {
      await access.assertBody(ctx);
      await db.transaction(async (tx) => {
        const group = await groupOf(tx, ctx, id, true);
        const n = await repo.answerCount(tx, ctx.tenantId, await repo.questionnaireIds(tx, ctx.tenantId, id));
        if (n) conflict(text('brand.qs.groupInUse', { name: group.name, count: n }));
        await repo.removeGroup(tx, ctx.tenantId, id);
      });
    },

    /** Forms of the questionnaire and scoring kinds, for the bind dialog. */
    async formChoices(ctx: RequestContext, keyword: string | undefined): Promise<BrandFormChoice[]> {
      await access.assertBody(ctx);
      const rows = await deps.forms.choices(ctx.tenantId, BRAND_FORM_KINDS, keyword, FORM_CHOICES_MAX);
      return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
    },

    async bind(ctx: RequestContext, body: z.output<typeof BrandBindQuestionnaireBody>) {
      await access.assertBody(ctx);
      const form = await deps.forms.templateAt(ctx.tenantId, body.formId);
      if (!form) notFound(text('brand.qs.formMissing'));
      if (!(BRAND_FORM_KINDS as readonly number[]).includes(form.kind))
        refuse('body.formId', text('brand.qs.formKind'));
      const id = await db.transaction(async (tx) => {
        await groupOf(tx, ctx, body.groupId, true);
        if (await repo.questionnaireOfForm(tx, ctx.tenantId, body.groupId, form.id)) {
          conflict(text('brand.qs.formBound', { name: form.name }));
        }
        return repo.insertQuestionnaire(tx, {
          tenantId: ctx.tenantId,
          groupId: body.groupId,
          formId: form.id,
          name: body.name || form.name,
          formJson: form.json,
          weight: body.weight,
          sort: body.sort ?? (await repo.nextQuestionnaireSort(tx, ctx.tenantId, body.groupId)),
          createdBy: ctx.tenantUserId,
          updatedBy: ctx.tenantUserId,
        });
      });
      return { id };
    },

    async update(ctx: RequestContext, body: z.output<typeof BrandUpdateQuestionnaireBody>) {
      await access.assertBody(ctx);
      await db.transaction(async (tx) => {
        await questionnaireOf(tx, ctx, body.id, true);
        await repo.updateQuestionnaire(tx, ctx.tenantId, body.id, {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.weight !== undefined ? { weight: body.weight } : {}),
          ...(body.sort !== undefined ? { sort: body.sort } : {}),
          updatedBy: ctx.tenantUserId,
        });
      });
      return { id: body.id };
    },

    async unbind(ctx: RequestContext, id: string) {
      await access.assertBody(ctx);
      await db.transaction(async (tx) => {
        const row = await questionnaireOf(tx, ctx, id, true);
        const n = await repo.answerCount(tx, ctx.tenantId, [id]);
        if (n) conflict(text('brand.qs.questionnaireInUse', { name: row.name, count: n }));
        await repo.removeQuestionnaire(tx, ctx.tenantId, id);
      });
    },
  };
}
export type QsService = ReturnType<typeof qsService>;
