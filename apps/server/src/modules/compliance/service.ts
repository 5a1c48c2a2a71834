// Filling in business papers and reviewing the submissions (issue 19, spec forms.md §7 "Compliance").
// A submission belongs to the publisher of its item and names the submitting tenant: the filler works
// in their own tenant's scope (row-level security lets both sides see the row); the review process
// runs in the publisher's. Each submitted version starts one instance of the `biz-submission` process,
// whose review task the reviewer completes from 业务审查 (`review`) or from the work queue; either way
// the process's handler (process.ts) makes the submission's status follow the outcome.
import crypto from 'node:crypto';
import {
  FormKind,
  SUBMISSION_PROCESS_KEY,
  SUBMISSION_REVIEW_QUEUE,
  SubmissionStatus,
  UPLOAD_PREFIX,
  type ReviewBody,
  type SubmissionDetail,
  type SubmissionFilter,
  type SubmissionSummary,
} from '@platform/contract';
import { translateWith } from '@platform/contract/i18n';
import {
  checkSubmission,
  chineseText,
  childLists,
  hasModel,
  isRowContainer,
  scoreAnswers,
  type CoreTranslate,
  type FieldItem,
} from '@platform/form-core';
import coreEnglish from '@platform/form-core/locales/en-US';
import coreChinese from '@platform/form-core/locales/zh-CN';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, conflict, forbidden, notFound, refuse } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import type { HeldResources } from '../account/access-cache.js';
import type { WorkflowService } from '../workflow/service.js';
import { scoreSummaryOf } from './scoring.js';
import { complianceRepo as repo, type ReviewRow, type SubmissionRow, type SummaryRow } from './repo.js';
import { pinnedTemplate } from './templates.js';

/** Pages whose holders fill papers in, review submissions, or score them (menu components, seed/access.ts). */
export const FILL_COMPONENTS = ['business/index'] as const;
export const REVIEW_COMPONENTS = ['business/review/index'] as const;
/**
 * The work queue of the review task. Every queue page shares the component `workqueue/index` (auditors
 * and experts hold other queues), so holders of that component review only if they hold this page.
 */
const REVIEW_QUEUE_COMPONENT = 'workqueue/index';
const REVIEW_QUEUE_PATH = `/${SUBMISSION_REVIEW_QUEUE}@wait`;
export const EXPERT_COMPONENTS = ['expert/review/index'] as const;

const MAX_FIELD_COMMENTS = 1000;
const UPLOAD_TYPES = new Set(['uploadImg', 'uploadFile']);
const FILE_PATH = `${UPLOAD_PREFIX}/file/`;

/** form-core words its validation messages in the caller's language. */
const coreText: Record<Language, CoreTranslate> = {
  'zh-CN': chineseText,
  'en-US': translateWith(coreEnglish, coreChinese),
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A submission number: BIZ + the day + six random digits (unique per publisher; retried on a clash). */
function newNo(): string {
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '');
  return `BIZ${day}${crypto.randomInt(0, 1_000_000).toString().padStart(6, '0')}`;
}

/** Why an item takes no answers now, or null when it does. */
function closedReason(row: {
  biz_status: number;
  open_date: string | null;
  close_date: string | null;
  not_open: boolean;
  past_close: boolean;
}) {
  if (row.biz_status === 2) return text('compliance.itemClosed');
  if (row.past_close) return text('compliance.pastClose', { date: row.close_date });
  if (row.not_open) return text('compliance.notOpenYet', { date: row.open_date });
  return null;
}

/** Upload keys in the data of upload fields, with their paths (rows of sub-forms and tables included). */
function uploadsIn(list: readonly FieldItem[], scope: Record<string, unknown>, prefix: string) {
  const found: { path: string; key: string | null; name: string }[] = [];
  for (const item of list) {
    if (hasModel(item)) {
      const model = item.model as string;
      const value = scope[model];
      const path = `${prefix}${model}`;
      if (UPLOAD_TYPES.has(item.type) && Array.isArray(value)) {
        for (const file of value) {
          const url = typeof file === 'string' ? file : String((file as { url?: unknown } | null)?.url ?? '');
          const name =
            typeof file === 'object' && file !== null
              ? String((file as { name?: unknown }).name ?? url)
              : url;
          const key = url.startsWith(FILE_PATH)
            ? url.slice(FILE_PATH.length).split('/').map(decodeURIComponent).join('/')
            : null;
          found.push({ path, key, name });
        }
      }
      if (isRowContainer(item)) {
        if (Array.isArray(value)) {
          value.forEach((row, i) => {
            const rowScope = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
            for (const child of childLists(item)) found.push(...uploadsIn(child, rowScope, `${path}[${i}].`));
          });
        }
        continue;
      }
    }
    for (const child of childLists(item)) found.push(...uploadsIn(child, scope, prefix));
  }
  return found;
}

const toReview = (r: ReviewRow) => ({
  id: r.id,
  version: Number(r.version),
  outcome: r.outcome,
  comment: r.comment,
  fieldComments: r.field_comments ?? {},
  reviewerName: r.reviewer_name,
  createdAt: iso(r.created_at)!,
});

function toSummary(r: SummaryRow | SubmissionRow): SubmissionSummary {
  return {
    id: r.id,
    no: r.no,
    bizId: r.biz_id,
    bizName: r.biz_name ?? '',
    paperId: r.paper_id,
    formName: r.form_name ?? '',
    kind: Number(r.kind ?? 0),
    submitterName: r.submitter_name,
    submitterTenantName: r.submitter_tenant_name,
    status: Number(r.status),
    version: Number(r.version),
    wfInstanceId: r.wf_instance_id,
    score: r.score === null ? null : Number(r.score),
    submittedAt: iso(r.submitted_at),
    reviewedAt: iso(r.reviewed_at),
    updatedAt: iso(r.updated_at)!,
  };
}

export function complianceService(deps: {
  db: Db;
  workflow: Pick<WorkflowService, 'startAs' | 'complete' | 'returnTask'>;
  heldResources: (ctx: RequestContext) => HeldResources | Promise<HeldResources>;
  /** Makes sure the review process is deployed (once per server); without it, the start-up deployment is relied on. */
  deployProcess?: () => Promise<void>;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, workflow } = deps;

  async function holds(ctx: RequestContext, components: readonly string[]) {
    if (ctx.isPlatformAdmin) return true;
    const held = (await deps.heldResources(ctx)).components;
    return components.some((c) => held.has(c));
  }
  async function isReviewer(ctx: RequestContext) {
    if (await holds(ctx, REVIEW_COMPONENTS)) return true;
    const held = await deps.heldResources(ctx);
    if (!held.components.has(REVIEW_QUEUE_COMPONENT)) return false;
    return repo.holdsPage(db, [...held.ids], REVIEW_QUEUE_PATH);
  }
  async function assertFiller(ctx: RequestContext) {
    if (!(await holds(ctx, FILL_COMPONENTS))) forbidden();
  }
  async function assertReviewer(ctx: RequestContext) {
    if (!(await isReviewer(ctx))) forbidden();
  }

  const isSubmitter = (ctx: RequestContext, row: SubmissionRow) =>
    row.submitter_tenant_id === ctx.tenantId && row.submitter_id === ctx.tenantUserId;

  /** The caller's own submission, or 404 (another user's is not theirs to fill in). */
  async function mine(
    ctx: RequestContext,
    submitId: string,
    options: { lock?: boolean; formJson?: boolean },
  ) {
    const row = await repo.submission(db, ctx, { id: submitId }, options);
    if (!row || !isSubmitter(ctx, row)) notFound(text('compliance.submissionMissing'));
    return row;
  }

  /**
   * What the caller may do with a submission they can see: its submitter reads and edits it; the
   * publisher's reviewers and the paper's assigned experts read it. Anyone else: 403.
   */
  async function roleOn(ctx: RequestContext, row: SubmissionRow) {
    const submitter = isSubmitter(ctx, row) && (await holds(ctx, FILL_COMPONENTS));
    const publisher = row.tenant_id === ctx.tenantId;
    const reviewer = publisher && (await isReviewer(ctx));
    let expert = false;
    if (publisher && !reviewer && row.experts.length && (await holds(ctx, EXPERT_COMPONENTS))) {
      const me = await repo.member(db, ctx.tenantId, ctx.tenantUserId);
      expert = !!me && row.experts.includes(me.username);
    }
    if (!submitter && !reviewer && !expert) forbidden();
    return { submitter, reviewer, publisher };
  }

  async function findSubmission(
    ctx: RequestContext,
    q: { no?: string | undefined; flowNo?: string | undefined; submitId?: string | undefined },
  ) {
    let id = q.submitId;
    if (!id && q.flowNo) id = (await repo.submissionIdOfInstance(db, ctx.tenantId, q.flowNo)) ?? undefined;
    const row = id
      ? await repo.submission(db, ctx, { id }, { formJson: true })
      : q.no && !q.flowNo
        ? await repo.submission(db, ctx, { no: q.no }, { formJson: true })
        : undefined;
    if (!row) notFound(text('compliance.submissionMissing'));
    return row as SubmissionRow & { form_json: string };
  }

  async function detailOf(
    ctx: RequestContext,
    row: SubmissionRow & { form_json: string },
    role: { submitter: boolean; reviewer: boolean; publisher: boolean },
    data: Record<string, unknown>,
    language: Language,
  ): Promise<SubmissionDetail> {
    const reviews = (await repo.reviews(db, row.tenant_id, row.id)).map(toReview);
    const suggestions = (await repo.suggestions(db, row.tenant_id, row.id)).map((s) => ({
      id: s.id,
      submitId: row.id,
      path: s.path,
      content: s.content,
      expertName: s.expert_name,
      createdAt: iso(s.created_at)!,
      mine: s.expert_id === ctx.tenantUserId,
    }));
    const closed = closedReason(row) !== null;
    // The scores name the publisher's experts: read in the publisher's scope, for the submitter too.
    const scores =
      Number(row.kind) === FormKind.scoring
        ? await withTenantScope(row.tenant_id, () =>
            scoreSummaryOf(db, row.tenant_id, row.id, language, ctx.tenantUserId),
          )
        : null;
    return {
      ...toSummary(row),
      paper: {
        id: row.paper_id,
        bizId: row.biz_id,
        formId: row.form_id,
        formVersion: Number(row.form_version),
        kind: Number(row.kind),
        formName: row.form_name,
        total: row.total === null ? null : Number(row.total),
        // The publisher's expert accounts are its own business.
        experts: role.publisher ? row.experts : [],
        sort: Number(row.sort),
        submissionCount: role.publisher
          ? await repo.paperSubmissionCount(db, row.tenant_id, row.paper_id)
          : 1,
        formJson: row.form_json,
      },
      data,
      draftSavedAt: iso(row.draft_saved_at),
      closed,
      canEdit:
        role.submitter &&
        !closed &&
        (row.status === SubmissionStatus.draft || row.status === SubmissionStatus.returned),
      canReview: role.reviewer && row.status === SubmissionStatus.submitted,
      lastReview: reviews[0] ?? null,
      reviews,
      suggestions,
      scores,
    };
  }

  /** Starts the review process of a submitted version in the publisher's scope; failures leave the submission reviewable directly. */
  async function startReview(row: SubmissionRow, version: number) {
    try {
      await deps.deployProcess?.();
      const { id } = await withTenantScope(row.tenant_id, () =>
        workflow.startAs(
          row.tenant_id,
          {
            definitionKey: SUBMISSION_PROCESS_KEY,
            businessKey: row.id,
            title: `${row.biz_name} · ${row.form_name} · ${row.submitter_tenant_name} ${row.submitter_name}`,
            variables: {
              submitId: row.id,
              no: row.no,
              version,
              bizId: row.biz_id,
              bizName: row.biz_name,
              paperId: row.paper_id,
              formName: row.form_name,
              submitter: row.submitter_id,
              submitterName: row.submitter_name,
              submitterTenantId: row.submitter_tenant_id,
              submitterTenantName: row.submitter_tenant_name,
            },
          },
          // The submitter is not a member of the publisher's tenant: the process knows them by name, and
          // the submitter hears of the outcome from the process's handler, in their own tenant.
          { id: null, name: row.submitter_name },
        ),
      );
      await repo.setInstance(db, row.tenant_id, row.id, version, id);
    } catch (err) {
      deps.log?.error({ err, submission: row.id }, 'the review process of a submission did not start');
    }
  }

  return {
    /** Creates my submission of a published paper, or answers the one I already have. */
    async add(ctx: RequestContext, body: { paperId: string; bizId: string }) {
      await assertFiller(ctx);
      const paper = await repo.openPaper(db, ctx.tenantId, body.bizId, body.paperId);
      if (!paper) notFound(text('compliance.paperMissing'));
      const closed = closedReason(paper);
      if (closed) conflict(closed);
      const existing = await repo.mySubmissionOf(db, paper.tenant_id, paper.id, ctx.tenantUserId);
      if (existing) return { submitId: existing.id, no: existing.no };
      const me = await repo.member(db, ctx.tenantId, ctx.tenantUserId);
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await repo.insertSubmission(db, {
            tenantId: paper.tenant_id,
            no: newNo(),
            bizId: paper.biz_id,
            paperId: paper.id,
            submitterTenantId: ctx.tenantId,
            submitterId: ctx.tenantUserId,
            submitterName: me?.name ?? '',
            submitterTenantName: me?.tenant_name ?? '',
          });
          // Created meanwhile by a second call of mine: that one is the submission.
          const saved = row ?? (await repo.mySubmissionOf(db, paper.tenant_id, paper.id, ctx.tenantUserId))!;
          return { submitId: saved.id, no: saved.no };
        } catch (err) {
          if (!isUniqueViolation(err) || attempt > 5) throw err;
        }
      }
    },

    async saveDraft(ctx: RequestContext, body: { submitId: string; data: Record<string, unknown> }) {
      await assertFiller(ctx);
      const row = await mine(ctx, body.submitId, {});
      const closed = closedReason(row);
      if (closed) conflict(closed);
      if (row.status !== SubmissionStatus.draft && row.status !== SubmissionStatus.returned)
        conflict(text('compliance.notEditable'));
      const savedAt = await repo.saveDraft(db, row.tenant_id, row.id, body.data);
      if (!savedAt) conflict(text('compliance.notEditable'));
      return { savedAt: iso(savedAt)! };
    },

    async submit(
      ctx: RequestContext,
      body: { submitId: string; data: Record<string, unknown> },
      language: Language,
    ) {
      await assertFiller(ctx);
      const preview = await mine(ctx, body.submitId, { formJson: true });
      const closed = closedReason(preview);
      if (closed) conflict(closed);
      if (preview.status !== SubmissionStatus.draft && preview.status !== SubmissionStatus.returned)
        conflict(text('compliance.notEditable'));
      const template = pinnedTemplate(preview.paper_id, preview.form_json!);
      const check = checkSubmission(template, body.data, coreText[language]);
      if (!check.valid) {
        const first = check.errors[0]!;
        throw new AppError(
          400,
          text('compliance.formInvalid', {
            count: check.errors.length,
            label: first.label,
            reason: first.message,
          }),
          check.errors.map((e) => ({ field: `body.data.${e.path}`, reason: e.message })),
        );
      }
      const files = uploadsIn(template.list, check.data, '');
      const keys = [...new Set(files.flatMap((f) => (f.key ? [f.key] : [])))];
      if (files.length) {
        const owned = await repo.uploadsOf(db, ctx.tenantId, ctx.tenantUserId, keys);
        const foreign = files.find((f) => !f.key || !owned.has(f.key));
        if (foreign)
          refuse(`body.data.${foreign.path}`, text('compliance.uploadNotYours', { name: foreign.name }));
      }
      const autoScore = Number(preview.kind) === 3 ? scoreAnswers(template.list, check.data).total : null;
      const by = (await repo.member(db, ctx.tenantId, ctx.tenantUserId))?.name ?? preview.submitter_name;
      const { row, version } = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.submission(tx, ctx, { id: preview.id }, { lock: true });
        if (!locked || !isSubmitter(ctx, locked)) notFound(text('compliance.submissionMissing'));
        if (locked.status !== SubmissionStatus.draft && locked.status !== SubmissionStatus.returned)
          conflict(text('compliance.notEditable'));
        const version = await repo.submit(tx, locked, check.data, autoScore, by);
        await repo.recordFiles(tx, locked, keys);
        return { row: locked, version };
      });
      await startReview(row, version);
      return { submitId: row.id, version, status: SubmissionStatus.submitted as number };
    },

    /**
     * For downloads (app.uploads): the submitting tenant that owns `key`, when a submission of the
     * caller's tenant refers to it and the caller reviews or scores its submissions; else null.
     */
    async sharedUploadOwner(ctx: RequestContext, key: string) {
      const owner = await repo.fileOwner(db, ctx.tenantId, key);
      if (!owner) return null;
      return (await isReviewer(ctx)) || (await holds(ctx, EXPERT_COMPONENTS)) ? owner : null;
    },

    /** The filler's view (`detail?no&flowNo&submitId`); reviewers and assigned experts read it too. */
    async detail(
      ctx: RequestContext,
      q: { no?: string | undefined; flowNo?: string | undefined; submitId?: string | undefined },
      language: Language,
    ) {
      const row = await findSubmission(ctx, q);
      const role = await roleOn(ctx, row);
      // Until a version is submitted the answers are the submitter's own draft.
      if (!role.submitter && Number(row.version) === 0) notFound(text('compliance.submissionMissing'));
      const data = role.submitter
        ? row.data
        : ((await repo.versions(db, row.tenant_id, row.id, Number(row.version)))[0]?.data ?? {});
      return detailOf(ctx, row, role, data, language);
    },

    /** A submitted version, read-only (the latest by default). */
    async withAnswer(
      ctx: RequestContext,
      q: { submitId: string; version?: number | undefined },
      language: Language,
    ) {
      const row = await findSubmission(ctx, { submitId: q.submitId });
      const role = await roleOn(ctx, row);
      const version = q.version ?? Number(row.version);
      if (version === 0) {
        if (!role.submitter) notFound(text('compliance.submissionMissing'));
        return detailOf(ctx, row, role, row.data, language);
      }
      const stored = (await repo.versions(db, row.tenant_id, row.id, version))[0];
      if (!stored) notFound(text('compliance.versionMissing'));
      return detailOf(ctx, row, role, stored.data, language);
    },

    async versions(ctx: RequestContext, submitId: string) {
      const row = await findSubmission(ctx, { submitId });
      await roleOn(ctx, row);
      const items = (await repo.versions(db, row.tenant_id, row.id)).map((v) => ({
        version: Number(v.version),
        data: v.data,
        submittedBy: v.submitted_by,
        submittedAt: iso(v.submitted_at)!,
      }));
      return { items };
    },

    async list(ctx: RequestContext, page: { pageIndex: number; pageSize: number }, filter: SubmissionFilter) {
      await assertReviewer(ctx);
      const { rows, total } = await repo.page(
        db,
        ctx.tenantId,
        filter,
        (page.pageIndex - 1) * page.pageSize,
        page.pageSize,
      );
      return { items: rows.map(toSummary), total };
    },

    async mine(ctx: RequestContext, page: { pageIndex: number; pageSize: number }, filter: SubmissionFilter) {
      await assertFiller(ctx);
      const { rows, total } = await repo.mine(
        db,
        ctx.tenantId,
        ctx.tenantUserId,
        filter,
        (page.pageIndex - 1) * page.pageSize,
        page.pageSize,
      );
      return { items: rows.map(toSummary), total };
    },

    /**
     * Accepts or returns a submitted version: completes its open review task (the process records the
     * outcome and tells the submitter) and writes the review with its field comments.
     */
    async review(ctx: RequestContext, body: ReviewBody) {
      await assertReviewer(ctx);
      const fieldComments = Object.fromEntries(
        Object.entries(body.fieldComments ?? {}).filter(([, c]) => c.trim() !== ''),
      );
      if (Object.keys(fieldComments).length > MAX_FIELD_COMMENTS)
        refuse('body.fieldComments', text('compliance.tooManyFieldComments', { max: MAX_FIELD_COMMENTS }));
      const comment = body.comment?.trim() || null;
      if (body.outcome === 'returned' && !comment && !Object.keys(fieldComments).length)
        refuse('body.comment', text('compliance.returnNeedsComment'));
      const row = await repo.submission(db, ctx, { id: body.submitId });
      if (!row || row.tenant_id !== ctx.tenantId) notFound(text('compliance.submissionMissing'));
      if (row.status !== SubmissionStatus.submitted) conflict(text('compliance.notSubmitted'));
      const version = Number(row.version);
      const taskId = row.wf_instance_id ? await repo.openTask(db, ctx.tenantId, row.wf_instance_id) : null;
      if (taskId) {
        if (body.outcome === 'returned') await workflow.returnTask(ctx, taskId, comment ?? '');
        else await workflow.complete(ctx, { id: taskId, ...(comment ? { comment } : {}) });
      }
      const reviewer = await repo.member(db, ctx.tenantId, ctx.tenantUserId);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.submission(tx, ctx, { id: row.id }, { lock: true });
        if (!locked || Number(locked.version) !== version) conflict(text('compliance.notSubmitted'));
        // Without a task (no process ran) a second review is refused here; with one, the task was.
        if (!taskId && locked.status !== SubmissionStatus.submitted)
          conflict(text('compliance.notSubmitted'));
        await repo.decide(
          tx,
          row.tenant_id,
          row.id,
          version,
          body.outcome === 'returned' ? SubmissionStatus.returned : SubmissionStatus.accepted,
          reviewer?.name ?? null,
        );
        await repo.saveReview(tx, locked, version, {
          outcome: body.outcome,
          comment,
          fieldComments,
          reviewerId: ctx.tenantUserId,
          reviewerName: reviewer?.name ?? null,
        });
      });
      return {
        submitId: row.id,
        version,
        status: body.outcome === 'returned' ? SubmissionStatus.returned : SubmissionStatus.accepted,
      };
    },
  };
}

export type ComplianceService = ReturnType<typeof complianceService>;
