// The enterprise's assessment process: the application (numbered BA-YYYY-NNNNN, an instance of the
// brand-assessment process whose `answer` task is the applicant's), its answers per questionnaire
// (drafts keep anything; a final answer passes the form's rules), submission, withdrawal before the
// formal check; the body's lists, expert assignment, formal check and review. Each step writes the
// process's state in its own transaction, then completes the workflow step. An enterprise sees only
// its own processes and an expert only those assigned to them: another's answers 404.
import {
  BrandProcessStatus as S,
  isCreditCode,
  ResultCode,
  type BrandAnswer,
  type BrandApplyBody,
  type BrandAssignBody,
  type BrandBusinessType,
  type BrandExpertCandidate,
  type BrandFormalCheckBody,
  type BrandLevel,
  type BrandProcess,
  type BrandProcessDetail,
  type BrandProcessFilter,
  type BrandReviewBody,
  type BrandSaveAnswerBody,
  type BrandUpdateBody,
  BRAND_PROCESS_KEY,
} from '@platform/contract';
import { translateWith } from '@platform/contract/i18n';
import { chineseText, validateSubmission, type CoreTranslate } from '@platform/form-core';
import coreEnglish from '@platform/form-core/locales/en-US';
import coreChinese from '@platform/form-core/locales/zh-CN';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, conflict, notFound, refuse } from '../../http/errors.js';
import { joined, text, type Language, type Text } from '../../i18n/index.js';
import { brandAccess } from './access.js';
import type { BrandDeps } from './deps.js';
import { memberOf } from '../compliance/scoring.js';
import { finishStep as finishProcessStep } from './process.js';
import { processRepo as repo, type ApplicationFields, type ProcessRow } from './process-repo.js';
import { strengthOf } from './scores.js';
import { brandValueOf } from './value.js';

/** form-core words its validation messages in the caller's language. */
const coreText: Record<Language, CoreTranslate> = {
  'zh-CN': chineseText,
  'en-US': translateWith(coreEnglish, coreChinese),
};

const APPLY_PAGE = '/brandApply';
const EXPERT_PAGE = '/0010';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const editable = (status: number) => status === S.answering || status === S.returned;

function toProcess(r: ProcessRow): BrandProcess {
  return {
    id: r.id,
    no: r.no,
    businessType: r.business_type as BrandBusinessType,
    brandName: r.brand_name,
    entName: r.ent_name,
    creditCode: r.credit_code,
    applicantName: r.applicant_name,
    status: Number(r.status),
    strengthScore: r.strength_score,
    level: r.level as BrandLevel | null,
    brandValue: r.brand_value,
    instanceId: r.instance_id,
    submittedAt: iso(r.submitted_at),
    completedAt: iso(r.completed_at),
    createdAt: iso(r.created_at)!,
    updatedAt: iso(r.updated_at)!,
  };
}

function fieldsOf(b: z.output<typeof BrandApplyBody>): ApplicationFields {
  if (!isCreditCode(b.creditCode)) refuse('body.creditCode', text('brand.process.creditCodeInvalid'));
  return {
    businessType: b.businessType,
    brandName: b.brandName,
    entName: b.entName,
    creditCode: b.creditCode,
    industry: b.industry,
    contactName: b.contactName,
    contactTel: b.contactTel,
    description: b.description,
  };
}

export function processService(deps: BrandDeps) {
  const { db, workflow, sender, log } = deps;
  const access = brandAccess(deps);

  /** A process the caller may read: the body any, an expert those assigned to them, a client its own. */
  async function readable(ctx: RequestContext, id: string) {
    await access.assertAny(ctx);
    const row = await repo.get(db, ctx.tenantId, id);
    if (!row) notFound(text('brand.process.missing'));
    if (row.applicant_id === ctx.tenantUserId || (await access.isBody(ctx))) return row;
    if ((await access.isExpert(ctx)) && (await repo.isAssigned(db, ctx.tenantId, id, ctx.tenantUserId)))
      return row;
    notFound(text('brand.process.missing'));
  }

  /** My process (a client's), locked in `tx`: 404 for anyone else's. */
  async function mine(tx: Db, ctx: RequestContext, id: string) {
    const row = await repo.get(tx, ctx.tenantId, id, true);
    if (!row || row.applicant_id !== ctx.tenantUserId) notFound(text('brand.process.missing'));
    return row;
  }

  /** A process for the body's steps, locked in `tx`. */
  async function bodys(tx: Db, ctx: RequestContext, id: string) {
    const row = await repo.get(tx, ctx.tenantId, id, true);
    if (!row) notFound(text('brand.process.missing'));
    return row;
  }

  async function detailOf(ctx: RequestContext, row: ProcessRow): Promise<BrandProcessDetail> {
    const status = Number(row.status);
    const own = row.applicant_id === ctx.tenantUserId;
    const body = await access.isBody(ctx);
    const [states, experts] = await Promise.all([
      repo.answerStates(db, ctx.tenantId, row.id),
      repo.experts(db, ctx.tenantId, row.id),
    ]);
    const anySubmitted = experts.some((e) => e.submitted_at !== null);
    return {
      ...toProcess(row),
      industry: row.industry,
      contactName: row.contact_name,
      contactTel: row.contact_tel,
      description: row.description,
      checkComment: row.check_comment,
      answers: states.map((s) => ({
        qsId: s.qs_id,
        qsName: s.qs_name,
        groupId: s.group_id,
        groupName: s.group_name,
        answered: s.answered,
        draft: s.draft ?? true,
        updatedAt: iso(s.updated_at),
      })),
      // The enterprise sees how scoring progresses, never who scores it (no lobbying of the panel).
      experts: experts.map((e, i) => ({
        expertId: body || !own ? e.expert_id : String(i + 1),
        expertName: body || !own ? e.expert_name : '',
        submittedAt: iso(e.submitted_at),
        assignedAt: iso(e.assigned_at)!,
      })),
      canEdit: own && editable(status),
      canSubmit: own && editable(status) && states.length > 0 && states.every((s) => s.answered && !s.draft),
      canWithdraw: own && (editable(status) || status === S.submitted),
      canAssign: body && (status === S.submitted || status === S.scoring) && !anySubmitted,
      canCheck: body && status === S.submitted,
      canReview: body && status === S.reviewing,
    };
  }

  /** Tells members of the tenant about a process; a failed message does not undo the step. */
  async function notify(
    ctx: RequestContext,
    row: ProcessRow,
    to: string[],
    title: Text,
    content: Text,
    route: string,
  ) {
    if (!to.length) return;
    await sender
      .send({
        tenantId: ctx.tenantId,
        senderTenantUserId: ctx.tenantUserId,
        to: { type: 'users', tenantUserIds: to },
        channels: [1],
        title,
        content,
        targetType: 21,
        smsType: 'brandProcess',
        param: { processId: row.id, route },
      })
      .catch((err: unknown) => log.error({ err, process: row.id }, 'a brand assessment message failed'));
  }

  /** Completes a step after its state is written; the state stands if the engine fails. */
  const finishStep = (
    ctx: RequestContext,
    row: ProcessRow,
    step: string,
    variables: Record<string, unknown>,
    comment?: string,
  ) => finishProcessStep(deps, ctx, { id: row.id, instanceId: row.instance_id }, step, variables, comment);

  const current = async (ctx: RequestContext, id: string) => (await repo.get(db, ctx.tenantId, id))!;
  const words = (row: ProcessRow, extra: Record<string, string> = {}) => ({
    no: row.no,
    brandName: row.brand_name,
    entName: row.ent_name,
    ...extra,
  });

  return {
    /** ent/queryProcessPage: the body's all, a client's own. */
    async list(
      ctx: RequestContext,
      paging: { pageIndex: number; pageSize: number },
      f: z.output<typeof BrandProcessFilter>,
    ) {
      await access.assertAny(ctx);
      const body = await access.isBody(ctx);
      if (!body) await access.assertClient(ctx);
      const { rows, total } = await repo.page(
        db,
        ctx.tenantId,
        { ...f, ...(body ? {} : { applicantId: ctx.tenantUserId }) },
        (paging.pageIndex - 1) * paging.pageSize,
        paging.pageSize,
      );
      return { items: rows.map(toProcess), total };
    },

    async detail(ctx: RequestContext, id: string) {
      return detailOf(ctx, await readable(ctx, id));
    },

    /** ent/saveWorkFlow: applies; the process waits for the applicant's answers. */
    async apply(ctx: RequestContext, body: z.output<typeof BrandApplyBody>) {
      await access.assertClient(ctx);
      const fields = fieldsOf(body);
      const year = new Date().getFullYear();
      const id = await db.transaction(async (t) => {
        const tx = t as Db;
        await repo.lockNumbers(tx, ctx.tenantId);
        const no = await repo.nextNo(tx, ctx.tenantId, year);
        return repo.insert(tx, ctx.tenantId, ctx.tenantUserId, no, fields);
      });
      const row = await current(ctx, id);
      const applicant = await repo.member(db, ctx.tenantId, ctx.tenantUserId);
      // Without the process the application still works through the brand calls (they need no task).
      try {
        await deps.deployProcess();
        const { id: instanceId } = await workflow.startAs(
          ctx.tenantId,
          {
            definitionKey: BRAND_PROCESS_KEY,
            businessKey: id,
            title: `${row.no} ${row.ent_name} ${row.brand_name}`,
            variables: {
              processId: id,
              applicant: applicant?.username ?? '',
              entName: row.ent_name,
              brandName: row.brand_name,
            },
          },
          // Started on the applicant's behalf without making them its starter: the assessment's own
          // messages tell them each outcome.
          { id: null, name: applicant?.name ?? null },
        );
        await repo.setInstance(db, ctx.tenantId, id, instanceId);
      } catch (err) {
        log.error({ err, process: id }, 'the brand assessment process did not start');
      }
      return detailOf(ctx, await current(ctx, id));
    },

    /** ent/updateEntProcess: while answering or returned. */
    async update(ctx: RequestContext, body: z.output<typeof BrandUpdateBody>) {
      await access.assertClient(ctx);
      const fields = fieldsOf(body);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const row = await mine(tx, ctx, body.processId);
        if (!editable(Number(row.status))) conflict(text('brand.process.notEditable'));
        await repo.update(tx, ctx.tenantId, row.id, ctx.tenantUserId, fields);
      });
      return detailOf(ctx, await current(ctx, body.processId));
    },

    /** paper/saveAnswer: a draft keeps anything; a final answer must pass the form's rules. */
    async saveAnswer(ctx: RequestContext, body: z.output<typeof BrandSaveAnswerBody>, language: Language) {
      await access.assertClient(ctx);
      const qs = await repo.questionnaire(db, ctx.tenantId, body.qsId);
      if (!qs) notFound(text('brand.process.qsMissing'));
      let data = body.data;
      if (!body.draft) {
        const check = validateSubmission(qs.form_json, body.data, coreText[language]);
        if (!check.valid) {
          const first = check.errors[0]!;
          throw new AppError(
            ResultCode.badRequest,
            text('brand.process.formInvalid', {
              count: check.errors.length,
              label: first.label,
              reason: first.message,
            }),
            check.errors.map((e) => ({ field: `body.data.${e.path}`, reason: e.message })),
          );
        }
        data = check.data as Record<string, unknown>;
      }
      await db.transaction(async (t) => {
        const tx = t as Db;
        const row = await mine(tx, ctx, body.processId);
        if (!editable(Number(row.status))) conflict(text('brand.process.notEditable'));
        await repo.saveAnswer(tx, ctx.tenantId, row.id, qs.id, data, body.draft, ctx.tenantUserId);
      });
      const [saved] = await repo.answers(db, ctx.tenantId, body.processId, qs.id);
      return toAnswer(saved!);
    },

    /** paper/getASData: every saved answer of a process. */
    async answers(ctx: RequestContext, processId: string): Promise<BrandAnswer[]> {
      const row = await readable(ctx, processId);
      return (await repo.answers(db, ctx.tenantId, row.id)).map(toAnswer);
    },

    /** paper/getASDatas: one questionnaire's answer (null when not answered yet). */
    async answer(ctx: RequestContext, processId: string, qsId: string): Promise<BrandAnswer | null> {
      const row = await readable(ctx, processId);
      const [a] = await repo.answers(db, ctx.tenantId, row.id, qsId);
      return a ? toAnswer(a) : null;
    },

    /** ent/submit: every questionnaire answered (not a draft); completes the `answer` step. */
    async submit(ctx: RequestContext, processId: string) {
      await access.assertClient(ctx);
      const row = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await mine(tx, ctx, processId);
        if (!editable(Number(locked.status))) conflict(text('brand.process.notEditable'));
        const states = await repo.answerStates(tx, ctx.tenantId, processId);
        if (!states.length) conflict(text('brand.process.noQuestionnaires'));
        const missing = states.filter((s) => !s.answered || s.draft);
        if (missing.length)
          conflict(
            text('brand.process.answersMissing', {
              names: joined(missing.map((s) => s.qs_name)),
            }),
          );
        await repo.setStatus(tx, ctx.tenantId, processId, S.submitted, ctx.tenantUserId, { submitted: true });
        return locked;
      });
      await finishStep(ctx, row, 'answer', {});
      return detailOf(ctx, await current(ctx, processId));
    },

    /** ent/withdraw: before the formal check; the process's instance is cancelled. */
    async withdraw(ctx: RequestContext, processId: string) {
      await access.assertClient(ctx);
      const row = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await mine(tx, ctx, processId);
        const status = Number(locked.status);
        if (!editable(status) && status !== S.submitted) conflict(text('brand.process.notWithdrawable'));
        await repo.setStatus(tx, ctx.tenantId, processId, S.withdrawn, ctx.tenantUserId);
        return locked;
      });
      if (row.instance_id) {
        // Cancelling is an administrator's call in the engine; the module does it on the applicant's
        // behalf (their name stays on the instance's history).
        await workflow
          .cancel({ ...ctx, isPlatformAdmin: true }, row.instance_id, 'withdrawn')
          .catch((err: unknown) =>
            log.error({ err, process: processId }, 'the withdrawn process kept its instance'),
          );
      }
      return detailOf(ctx, await current(ctx, processId));
    },

    /** ent/expertCandidates: the tenant's brand experts. */
    async candidates(ctx: RequestContext): Promise<BrandExpertCandidate[]> {
      await access.assertBody(ctx);
      return (await repo.candidates(db, ctx.tenantId)).map((c) => ({ ...c, pending: Number(c.pending) }));
    },

    /** ent/assignExperts: while submitted or scoring, before any assigned expert submitted. */
    async assign(ctx: RequestContext, body: z.output<typeof BrandAssignBody>) {
      await access.assertBody(ctx);
      const candidates = new Map((await repo.candidates(db, ctx.tenantId)).map((c) => [c.id, c]));
      const ids = [...new Set(body.expertIds)];
      ids.forEach((id, i) => {
        if (!candidates.has(id)) refuse(`body.expertIds.${i}`, text('brand.process.notExpert', { id }));
      });
      const { row, added } = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await bodys(tx, ctx, body.processId);
        const status = Number(locked.status);
        if (status !== S.submitted && status !== S.scoring) conflict(text('brand.process.notAssignable'));
        const before = await repo.experts(tx, ctx.tenantId, locked.id);
        if (before.some((e) => e.submitted_at !== null)) conflict(text('brand.process.expertsSubmitted'));
        const experts = ids.map((id) => ({ id, name: candidates.get(id)!.name }));
        await repo.assign(tx, ctx.tenantId, locked.id, experts, ctx.tenantUserId);
        const had = new Set(before.map((e) => e.expert_id));
        return { row: locked, added: ids.filter((id) => !had.has(id)) };
      });
      // Experts added while scoring runs learn of it now; the others when the formal check passes.
      if (Number(row.status) === S.scoring)
        await notify(
          ctx,
          row,
          added,
          text('brand.process.message.scoringTitle', words(row)),
          text('brand.process.message.scoringContent', words(row)),
          EXPERT_PAGE,
        );
      return detailOf(ctx, await current(ctx, row.id));
    },

    /** ent/formalCheck: passed (≥ 1 expert) → scoring; returned (a comment) → back to the enterprise. */
    async formalCheck(ctx: RequestContext, body: z.output<typeof BrandFormalCheckBody>) {
      await access.assertBody(ctx);
      const passed = body.result === 'passed';
      if (!passed && !body.comment) refuse('body.comment', text('brand.process.commentRequired'));
      const { row, experts } = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await bodys(tx, ctx, body.processId);
        if (Number(locked.status) !== S.submitted) conflict(text('brand.process.notSubmitted'));
        const experts = await repo.experts(tx, ctx.tenantId, locked.id);
        if (passed && !experts.length) conflict(text('brand.process.expertsRequired'));
        await repo.setStatus(tx, ctx.tenantId, locked.id, passed ? S.scoring : S.returned, ctx.tenantUserId, {
          comment: body.comment || null,
        });
        return { row: locked, experts };
      });
      await finishStep(ctx, row, 'formalCheck', { result: body.result }, body.comment);
      if (passed)
        await notify(
          ctx,
          row,
          experts.map((e) => e.expert_id),
          text('brand.process.message.scoringTitle', words(row)),
          text('brand.process.message.scoringContent', words(row)),
          EXPERT_PAGE,
        );
      else
        await notify(
          ctx,
          row,
          [row.applicant_id],
          text('brand.process.message.returnedTitle', words(row)),
          text('brand.process.message.returnedContent', words(row, { comment: body.comment })),
          APPLY_PAGE,
        );
      return detailOf(ctx, await current(ctx, row.id));
    },

    /**
     * ent/review: approved → the strength score, level and (valuation) brand value are kept on the
     * process and it is completed; returned (a comment) → scoring again, the experts resubmit.
     */
    async review(ctx: RequestContext, body: z.output<typeof BrandReviewBody>, language: Language) {
      await access.assertBody(ctx);
      const approved = body.result === 'approved';
      if (!approved && !body.comment) refuse('body.comment', text('brand.process.commentRequired'));
      const before = await repo.get(db, ctx.tenantId, body.processId);
      if (!before) notFound(text('brand.process.missing'));
      if (Number(before.status) !== S.reviewing) conflict(text('brand.process.notReviewing'));
      // The published figures come from the same functions every page and the report use.
      const strength = approved ? await strengthOf(db, ctx.tenantId, before.id, language) : null;
      const valuation =
        approved && before.business_type === 'valuation'
          ? await brandValueOf(db, ctx.tenantId, before.id, language)
          : null;
      const value = valuation?.value ?? null;
      // Shown on the value page as who fixed its inputs.
      const reviewer = valuation ? (await memberOf(db, ctx)).name : '';
      const { row, experts } = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await bodys(tx, ctx, body.processId);
        if (Number(locked.status) !== S.reviewing) conflict(text('brand.process.notReviewing'));
        if (strength)
          await repo.complete(tx, ctx.tenantId, locked.id, ctx.tenantUserId, {
            score: strength.score,
            level: strength.level,
            value,
            comment: body.comment || null,
          });
        // The published value's inputs are kept, so that later changes to the settings or the
        // enterprise's answers never change the value pages and the report show for it.
        if (valuation && valuation.inputsUpdatedAt === null)
          await repo.keepValueInputs(tx, ctx.tenantId, locked.id, valuation.inputs, reviewer);
        if (!strength) {
          await repo.clearSubmissions(tx, ctx.tenantId, locked.id);
          await repo.setStatus(tx, ctx.tenantId, locked.id, S.scoring, ctx.tenantUserId, {
            comment: body.comment,
          });
        }
        return { row: locked, experts: await repo.experts(tx, ctx.tenantId, locked.id) };
      });
      await finishStep(ctx, row, 'review', { result: body.result }, body.comment);
      if (strength)
        await notify(
          ctx,
          row,
          [row.applicant_id],
          text('brand.process.message.completedTitle', words(row)),
          text(
            'brand.process.message.completedContent',
            words(row, { score: strength.score, level: strength.level }),
          ),
          APPLY_PAGE,
        );
      else
        await notify(
          ctx,
          row,
          experts.map((e) => e.expert_id),
          text('brand.process.message.rescoringTitle', words(row)),
          text('brand.process.message.rescoringContent', words(row, { comment: body.comment })),
          EXPERT_PAGE,
        );
      return detailOf(ctx, await current(ctx, row.id));
    },
  };
}

function toAnswer(a: {
  process_id: string;
  qs_id: string;
  data: Record<string, unknown>;
  draft: boolean;
  updated_at: Date | string;
}): BrandAnswer {
  return {
    processId: a.process_id,
    qsId: a.qs_id,
    data: a.data,
    draft: a.draft,
    updatedAt: iso(a.updated_at)!,
  };
}

export type ProcessService = ReturnType<typeof processService>;
