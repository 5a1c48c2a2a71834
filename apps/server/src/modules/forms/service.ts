// Forms of the session's tenant: indicator forms, questionnaire details and scoring forms.
//
// Who may call: reading one form (to fill it in) is for every member of the tenant; listing, saving,
// deleting, versions and restores are for form designers: the platform administrator, and tenant
// users whose roles (in any business app) bind the form-design pages (/work/Indicator or the
// designer). A template is checked with form-core before it is kept: text that is not a template
// object, unknown field types, grid spans outside 1–24, value fields without a data field name, a
// dynamic table inside a sub-form, dynamic table or table layout, and (unless the designer's user
// confirmed them) two items writing the same data field, each refused with the field and reason.
import {
  FormKind,
  SCORING_BIZ_TYPE,
  type FormStyle,
  type FormVersion,
  type FormVersionDetail,
  type Indicator,
  type IndicatorFilter,
  type IndicatorSummary,
  type QsDetail,
  type SaveIndicatorBody,
  type SaveQsDetailBody,
  type SaveScoringBody,
  type ScoringForm,
} from '@platform/contract';
import {
  allItems,
  chineseText,
  childLists,
  findDuplicateModels,
  hasModel,
  importTemplate,
  MODEL_LESS_TYPES,
  summariseScore,
  TemplateImportError,
  type CoreTranslate,
  type FieldItem,
  type FormTemplate,
  type ImportIssue,
} from '@platform/form-core';
import coreEnglish from '@platform/form-core/locales/en-US';
import coreChinese from '@platform/form-core/locales/zh-CN';
import { translateWith } from '@platform/contract/i18n';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, forbidden, notFound, refuse } from '../../http/errors.js';
import { t as translate, text, type Language, type Text } from '../../i18n/index.js';
import { formsRepo as repo, type FormContent, type FormInsert, type FormRow } from './repo.js';

/** The pages whose holders design forms (menu components seeded in seed/access.ts). */
export const FORM_DESIGN_COMPONENTS = ['forms/indicator/index', 'forms/designer/index'] as const;

const FORM_MISSING = text('forms.formMissing');
const QS_MISSING = text('forms.qsMissing');
const SCORING_MISSING = text('forms.scoringMissing');
const QS_DETAIL = text('forms.kinds.qsDetail');
/** form-core words a template's problems itself, in the caller's language. */
const coreText: Record<Language, CoreTranslate> = {
  'zh-CN': chineseText,
  'en-US': translateWith(coreEnglish, coreChinese),
};

/** Containers a dynamic table may not be placed in (spec §5). */
const NO_BATCH_INSIDE = new Set(['control', 'batch', 'table', 'divider']);

export interface CheckedTemplate {
  template: FormTemplate;
  fieldCount: number;
}

/**
 * Loads and checks a template text; refuses with `field` and the first problem found: form-core's
 * import reports every value of the wrong type or out of range with its path, and refuses a version it
 * cannot read, nesting deeper than it allows and prototype keys, before anything recurses into it.
 */
export function checkTemplate(
  field: string,
  json: string,
  language: Language,
  allowDuplicateModels = false,
): CheckedTemplate {
  const t = coreText[language];
  let loaded;
  try {
    loaded = importTemplate(json, t);
  } catch (e) {
    if (e instanceof TemplateImportError) refuse(field, e.message);
    throw e;
  }
  const { template, issues } = loaded;
  const issue = issues[0];
  if (issue) refuse(field, t('template.at', { message: issue.message, at: issue.at }));
  const problem = structuralProblem(template.list, 'list', undefined);
  if (problem) refuse(field, problem);
  if (!allowDuplicateModels) {
    const dup = findDuplicateModels(template.list)[0];
    if (dup) {
      refuse(
        field,
        text('forms.duplicateModel', {
          model: dup.model,
          where: dup.scope ? text('forms.duplicateScope', { scope: dup.scope }) : '',
          labels: dup.labels.join(translate(language, 'forms.labelSeparator')),
        }),
      );
    }
  }
  return { template, fieldCount: allItems(template.list).length };
}

function structuralProblem(list: FieldItem[], at: string, parent: FieldItem | undefined): Text | undefined {
  for (const [i, item] of list.entries()) {
    const here = `${at}[${i}]`;
    if (item.type === 'batch' && parent && NO_BATCH_INSIDE.has(parent.type)) {
      return text('forms.batchInside', { container: parent.type, at: here });
    }
    if (!MODEL_LESS_TYPES.has(item.type) && !hasModel(item)) {
      return text('forms.modelMissing', { label: item.label || item.type, at: here });
    }
    for (const child of childLists(item)) {
      const found = structuralProblem(child, `${here}`, item);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * A stored template for a read that needs its content. One that no longer loads (stored before a check
 * existed, or written around this service) is that form's problem alone: the read answers 409 naming
 * the form and the problem, and every other form reads as before. `relevant` picks the issues that
 * matter to this read.
 */
function storedTemplate(
  row: FormRow,
  what: Text,
  relevant: (issue: ImportIssue) => boolean,
  language: Language,
): { template: FormTemplate; raw: Record<string, unknown> } {
  const t = coreText[language];
  const broken = (reason: string): never =>
    conflict(text('forms.storedBroken', { what, name: row.formName, reason }));
  let loaded;
  try {
    loaded = importTemplate(row.json, t);
  } catch (e) {
    if (e instanceof TemplateImportError) broken(e.message);
    throw e;
  }
  const issue = loaded.issues.find(relevant);
  if (issue) broken(t('template.at', { message: issue.message, at: issue.at }));
  // It loaded, so the text is a JSON object.
  return { template: loaded.template, raw: JSON.parse(row.json) as Record<string, unknown> };
}

const inConfig = (issue: ImportIssue) => issue.at === 'config' || issue.at.startsWith('config.');

const toIndicator = (r: FormRow): Indicator => ({
  id: r.id,
  formName: r.formName,
  desc: r.description,
  json: r.json,
  formGroupId: r.formGroupId,
  version: r.version,
});

const toQsDetail = (r: FormRow): QsDetail => ({
  id: r.id,
  qsId: r.qsId ?? '',
  name: r.formName,
  jsonData: r.json,
  desc: r.description,
  version: r.version,
});

const toScoring = (r: FormRow): ScoringForm => ({
  id: r.id,
  no: r.no ?? '',
  type: r.dfType ?? 2,
  isAuto: r.isAuto ?? 1,
  version: r.version,
  form: {
    id: r.id,
    formName: r.formName,
    desc: r.description,
    json: r.json,
    total: r.total ?? 0,
  },
});

const emptyToNull = (s: string | null | undefined) => (s ? s : null);
const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** A generated scoring-form number: PF + date + a random suffix. */
function newScoringNo(): string {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `PF${day}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
}

/**
 * `heldResources`: what the caller may use through the roles they act with, in every app (the account
 * service's, kept per instance).
 */
export function formsService(
  db: Db,
  heldResources: (
    ctx: RequestContext,
  ) => { components: ReadonlySet<string> } | Promise<{ components: ReadonlySet<string> }>,
) {
  const assertDesigner = async (ctx: RequestContext) => {
    if (ctx.isPlatformAdmin) return;
    const { components } = await heldResources(ctx);
    if (!FORM_DESIGN_COMPONENTS.some((c) => components.has(c))) forbidden();
  };
  const author = async (ctx: RequestContext) =>
    (await repo.displayName(db, ctx.tenantId, ctx.tenantUserId)) ?? '';

  /** A new form and its version 1, in one transaction. */
  const create = (values: FormInsert & FormContent, by: string) =>
    db.transaction(async (tx) => {
      const row = await repo.insert(tx, values, by);
      await repo.insertVersion(tx, row, by, null);
      return row;
    });

  /** New content for a form and the next version, in one transaction; undefined when it does not exist. */
  const update = (
    tenantId: string,
    id: string,
    kind: number,
    values: Partial<FormInsert> & FormContent,
    by: string,
    restoredFrom: number | null = null,
  ) =>
    db.transaction(async (tx) => {
      const row = await repo.bumpVersion(tx, tenantId, id, kind, values, by);
      if (row) await repo.insertVersion(tx, row, by, restoredFrom);
      return row;
    });

  return {
    async page(ctx: RequestContext, pageIndex: number, pageSize: number, filter: IndicatorFilter) {
      await assertDesigner(ctx);
      const { items, total } = await repo.page(
        db,
        ctx.tenantId,
        {
          kind: filter.kind ?? FormKind.indicator,
          formName: filter.formName,
          formGroupId: filter.formGroupId,
        },
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      return {
        items: items.map((r): IndicatorSummary => ({
          id: r.id,
          kind: r.kind,
          formName: r.formName,
          desc: r.description,
          formGroupId: r.formGroupId,
          no: r.no,
          total: r.total,
          version: r.version,
          fieldCount: r.fieldCount,
          updatedAt: r.updatedAt.toISOString(),
          updatedBy: r.updatedBy,
        })),
        total,
      };
    },

    async groups(ctx: RequestContext) {
      await assertDesigner(ctx);
      return repo.groups(db, ctx.tenantId);
    },

    /**
     * A form's template at a version (the current one when none is named), for other modules that
     * render and check it (a workflow task pins the version it was created with). `tx`: the caller's
     * transaction, when it has one.
     */
    async templateAt(tenantId: string, id: string, version?: number | null, tx: Db = db) {
      const row = await repo.get(tx, tenantId, id);
      if (!row) return undefined;
      if (!version || version === row.version) {
        return { id: row.id, kind: row.kind, version: row.version, name: row.formName, json: row.json };
      }
      const v = await repo.version(tx, tenantId, id, version);
      return v
        ? { id: row.id, kind: row.kind, version: v.version, name: v.formName, json: v.json }
        : undefined;
    },

    /**
     * The tenant's forms of some kinds, newest first, for other modules that bind them (brand
     * questionnaires): the caller decides who may list them.
     */
    async choices(tenantId: string, kinds: readonly number[], keyword: string | undefined, limit: number) {
      return repo.choices(db, tenantId, kinds, keyword, limit);
    },

    /** One indicator or scoring form, for every member of the tenant (forms are filled in by them). */
    async get(ctx: RequestContext, id: string) {
      const row = await repo.get(db, ctx.tenantId, id);
      if (!row || row.kind === FormKind.questionnaire) notFound(FORM_MISSING);
      return toIndicator(row);
    },

    async save(ctx: RequestContext, body: SaveIndicatorBody, language: Language) {
      await assertDesigner(ctx);
      const { fieldCount } = checkTemplate('body.json', body.json, language, body.allowDuplicateModels);
      const content = {
        formName: body.formName,
        description: emptyToNull(body.desc),
        json: body.json,
        total: null,
        fieldCount,
        formGroupId: emptyToNull(body.formGroupId),
      };
      const by = await author(ctx);
      if (!body.id) {
        return toIndicator(
          await create({ tenantId: ctx.tenantId, kind: FormKind.indicator, ...content }, by),
        );
      }
      const row = await update(ctx.tenantId, body.id, FormKind.indicator, content, by);
      if (!row) notFound(FORM_MISSING);
      return toIndicator(row);
    },

    async remove(ctx: RequestContext, id: string) {
      await assertDesigner(ctx);
      if (!(await repo.remove(db, ctx.tenantId, id))) notFound(FORM_MISSING);
    },

    async versions(ctx: RequestContext, id: string): Promise<FormVersion[]> {
      await assertDesigner(ctx);
      if (!(await repo.get(db, ctx.tenantId, id))) notFound(FORM_MISSING);
      return (await repo.versions(db, ctx.tenantId, id)).map((v) => ({
        version: v.version,
        formName: v.formName,
        desc: v.description,
        fieldCount: v.fieldCount,
        total: v.total,
        restoredFrom: v.restoredFrom,
        createdAt: v.createdAt.toISOString(),
        createdBy: v.createdBy,
      }));
    },

    async version(ctx: RequestContext, id: string, version: number): Promise<FormVersionDetail> {
      await assertDesigner(ctx);
      const v = await repo.version(db, ctx.tenantId, id, version);
      if (!v) notFound(text('forms.versionMissing'));
      return {
        version: v.version,
        formName: v.formName,
        desc: v.description,
        fieldCount: v.fieldCount,
        total: v.total,
        restoredFrom: v.restoredFrom,
        createdAt: v.createdAt.toISOString(),
        createdBy: v.createdBy,
        json: v.json,
      };
    },

    /** Makes an earlier version the current content again, as a new version (history is kept). */
    async restore(ctx: RequestContext, id: string, version: number, language: Language) {
      await assertDesigner(ctx);
      const form = await repo.get(db, ctx.tenantId, id);
      if (!form) notFound(FORM_MISSING);
      const old = await repo.version(db, ctx.tenantId, id, version);
      if (!old) refuse('body.version', text('forms.versionMissing'));
      if (version === form.version) refuse('body.version', text('forms.alreadyCurrent'));
      const content = {
        formName: old.formName,
        description: old.description,
        json: old.json,
        total: old.total,
        fieldCount: old.fieldCount,
        ...(form.kind === FormKind.scoring
          ? {
              isAuto: summariseScore(checkTemplate('body.version', old.json, language, true).template.list)
                .isAuto,
            }
          : {}),
      };
      const row = await update(ctx.tenantId, id, form.kind, content, await author(ctx), version);
      if (!row) notFound(FORM_MISSING);
      return toIndicator(row);
    },

    // Questionnaire details -----------------------------------------------------------------------

    async qsDetail(ctx: RequestContext, qsId: string, qsDetailId: string) {
      const row = await repo.get(db, ctx.tenantId, qsDetailId, FormKind.questionnaire);
      if (!row || row.qsId !== qsId) notFound(QS_MISSING);
      return toQsDetail(row);
    },

    async saveQsDetail(ctx: RequestContext, body: SaveQsDetailBody, language: Language) {
      await assertDesigner(ctx);
      const { fieldCount } = checkTemplate(
        'body.jsonData',
        body.jsonData,
        language,
        body.allowDuplicateModels,
      );
      const by = await author(ctx);
      if (!body.qsDetailId) {
        if (!body.qsId) refuse('body.qsId', text('forms.requiredForNewQs'));
        if (!body.name) refuse('body.name', text('forms.requiredForNewQs'));
        return toQsDetail(
          await create(
            {
              tenantId: ctx.tenantId,
              kind: FormKind.questionnaire,
              qsId: body.qsId,
              formName: body.name,
              description: emptyToNull(body.desc),
              json: body.jsonData,
              total: null,
              fieldCount,
            },
            by,
          ),
        );
      }
      const current = await repo.get(db, ctx.tenantId, body.qsDetailId, FormKind.questionnaire);
      if (!current) notFound(QS_MISSING);
      if (body.qsId && body.qsId !== current.qsId) refuse('body.qsId', text('forms.qsOfOtherQuestionnaire'));
      const row = await update(
        ctx.tenantId,
        current.id,
        FormKind.questionnaire,
        {
          formName: body.name ?? current.formName,
          description: body.desc === undefined ? current.description : emptyToNull(body.desc),
          json: body.jsonData,
          total: null,
          fieldCount,
        },
        by,
      );
      if (!row) notFound(QS_MISSING);
      return toQsDetail(row);
    },

    /** The form-level settings (template config) of a questionnaire detail. */
    async formStyle(ctx: RequestContext, qsDetailId: string, language: Language) {
      const row = await repo.get(db, ctx.tenantId, qsDetailId, FormKind.questionnaire);
      if (!row) notFound(QS_MISSING);
      const c = storedTemplate(row, QS_DETAIL, inConfig, language).template.config;
      const formStyle: FormStyle = {
        labelPosition: c.labelPosition,
        labelWidth: c.labelWidth,
        size: c.size,
        outputHidden: c.outputHidden,
        hideRequiredMark: c.hideRequiredMark,
        syncLabelRequired: c.syncLabelRequired,
        customStyle: c.customStyle,
      };
      return { qsDetailId: row.id, formStyle };
    },

    async updateQsDetailFormStyle(
      ctx: RequestContext,
      qsDetailId: string,
      style: FormStyle,
      language: Language,
    ) {
      await assertDesigner(ctx);
      const current = await repo.get(db, ctx.tenantId, qsDetailId, FormKind.questionnaire);
      if (!current) notFound(QS_MISSING);
      const { raw } = storedTemplate(current, QS_DETAIL, () => false, language);
      raw.config = { ...(isPlainObject(raw.config) ? raw.config : {}), ...style };
      const json = JSON.stringify(raw);
      const { fieldCount } = checkTemplate('body.formStyle', json, language, true);
      const row = await update(
        ctx.tenantId,
        current.id,
        FormKind.questionnaire,
        { formName: current.formName, description: current.description, json, total: null, fieldCount },
        await author(ctx),
      );
      if (!row) notFound(QS_MISSING);
      return toQsDetail(row);
    },

    // Scoring forms -------------------------------------------------------------------------------

    async scoring(ctx: RequestContext, no: string) {
      const row = await repo.byNo(db, ctx.tenantId, no);
      if (!row) notFound(SCORING_MISSING);
      return toScoring(row);
    },

    async saveScoring(ctx: RequestContext, body: SaveScoringBody, language: Language) {
      await assertDesigner(ctx);
      if (body.bizType !== SCORING_BIZ_TYPE)
        refuse('body.bizType', text('forms.bizTypeMust', { bizType: SCORING_BIZ_TYPE }));
      const { template, fieldCount } = checkTemplate(
        'body.form.json',
        body.form.json,
        language,
        body.allowDuplicateModels,
      );
      const summary = summariseScore(template.list);
      if (Math.abs(summary.total - body.form.total) > 1e-9) {
        refuse('body.form.total', text('forms.totalMismatch', { total: summary.total }));
      }
      const content = {
        formName: body.form.formName,
        description: emptyToNull(body.form.desc),
        json: body.form.json,
        total: summary.total,
        fieldCount,
        isAuto: summary.isAuto,
        dfType: Number(body.type),
      };
      const by = await author(ctx);
      // A number names a stored scoring form; a new one gets a generated number.
      if (body.no) {
        const existing = await repo.byNo(db, ctx.tenantId, body.no);
        if (!existing) notFound(SCORING_MISSING);
        const row = await update(ctx.tenantId, existing.id, FormKind.scoring, content, by);
        if (!row) notFound(SCORING_MISSING);
        return toScoring(row);
      }
      try {
        return toScoring(
          await create(
            { tenantId: ctx.tenantId, kind: FormKind.scoring, no: newScoringNo(), ...content },
            by,
          ),
        );
      } catch (e) {
        if (isUniqueViolation(e)) conflict(text('forms.scoringNoClash'));
        throw e;
      }
    },
  };
}

export type FormsService = ReturnType<typeof formsService>;
