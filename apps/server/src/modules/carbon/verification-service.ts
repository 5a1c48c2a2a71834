// Verification of a year's inventory (ISO 14064-3). The company's carbon staff submit a model
// (verify/submit): a verification row of the model's version, the model submitted (status 1: its
// sources and the activity rows of its organisation subtree and year are locked), and an instance of
// the carbon-verification process whose task waits for a verifier (role 33) of the same tenant. The
// first verifier who acts on it (sample, finding, statement, return) becomes its verifier and claims
// the task; nobody else may act on it, and never its submitter. Findings are answered by the company
// and closed by the verifier. The statement needs every finding closed: it keeps the figures as they
// are, completes the task, and locks the model (status 2). A return completes the task as returned
// and opens the model for correction (status 3; the verifier's comment is kept as the verification's
// opinion); a resubmission makes a new verification.
//
// Corrections while a verification is in review (the rule activity-service.ts applies, see
// isRowOpenForCorrection): the company may change an activity row only when an open or answered
// finding of that verification names it; the change is kept in the row's history like any correction.
import { Decimal } from 'decimal.js';
import {
  FindingStatus,
  ModelStatus,
  VERIFICATION_PROCESS_KEY,
  type CarbonFinding,
  type CarbonVerification,
  type CarbonVerificationDetail,
  type EmissionFigures,
  type VerificationActivity,
  type VerificationSample,
} from '@platform/contract';
import type { z } from 'zod';
import type {
  FindingBody,
  ReturnBody,
  SampleBody,
  StatementBody,
  VerificationFilter,
  VerificationRowsQuery,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text, type Text } from '../../i18n/index.js';
import { carbonAccess } from './access.js';
import type { CarbonDeps } from './deps.js';
import { emissionFigures } from './inventory.js';
import {
  verificationRepo as repo,
  type ActivityInScopeRow,
  type FindingRow,
  type SampleRow,
  type VerificationRow,
} from './verification-repo.js';

/** carbon_verifications.status */
export const VerificationStatus = { inReview: 0, verified: 1, returned: 2 } as const;

const COMPANY_ROUTE = '/carbon/verify';
const VERIFIER_ROUTE = '/0010';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const decimalText = (v: string | null) => (v === null ? null : new Decimal(v).toFixed());

/**
 * Whether the company may correct an activity row now although its model is submitted: an open or
 * answered finding of a verification in review names it (activity-service.ts asks before a change of a
 * locked row).
 */
export function isRowOpenForCorrection(tx: Db, tenantId: string, activityId: string) {
  return repo.rowNamedByOpenFinding(tx, tenantId, activityId);
}

function toSummary(r: VerificationRow): CarbonVerification {
  return {
    id: r.id,
    modelId: r.model_id,
    modelName: r.model_name,
    orgName: r.org_name,
    year: Number(r.year),
    modelVersion: Number(r.model_version),
    status: Number(r.status),
    instanceId: r.instance_id,
    submittedBy: r.submitted_by_name,
    submittedAt: iso(r.submitted_at)!,
    verifier: r.verifier_name,
    assurance: r.assurance,
    materiality: decimalText(r.materiality),
    opinion: r.opinion,
    verifiedAt: iso(r.verified_at),
    openFindings: Number(r.open_findings),
  };
}

function toFinding(f: FindingRow): CarbonFinding {
  return {
    id: f.id,
    activityId: f.activity_id,
    sourceId: f.source_id,
    severity: f.severity as CarbonFinding['severity'],
    text: f.text,
    status: Number(f.status),
    answer: f.answer,
    answeredBy: f.answered_by_name,
    answeredAt: iso(f.answered_at),
    raisedBy: f.raised_by_name,
    createdAt: iso(f.created_at)!,
    closedAt: iso(f.closed_at),
    activity:
      f.activity_value !== null && f.device_code !== null
        ? {
            deviceCode: f.device_code,
            deviceName: f.device_name ?? '',
            orgName: f.activity_org_name ?? '',
            month: Number(f.activity_month),
            year: Number(f.activity_year),
            value: new Decimal(f.activity_value).toFixed(),
            unit: f.device_unit ?? '',
          }
        : null,
    sourceName: f.source_name,
  };
}

function toActivity(a: ActivityInScopeRow, result: 'ok' | 'issue' | null): VerificationActivity {
  return {
    activityId: a.id,
    orgId: a.org_id,
    orgName: a.org_name,
    deviceId: a.device_id,
    deviceCode: a.device_code,
    deviceName: a.device_name,
    year: Number(a.year),
    month: Number(a.month),
    value: new Decimal(a.value).toFixed(),
    unit: a.unit,
    evidence: a.evidence ?? [],
    activityNote: a.note,
    result,
  };
}

function toSample(s: SampleRow): VerificationSample {
  return {
    ...toActivity(s, s.result),
    result: s.result,
    note: s.sample_note,
    checkedBy: s.checked_by_name,
    checkedAt: iso(s.checked_at)!,
  };
}

export function verificationService(deps: CarbonDeps & { deployProcess: () => Promise<void> }) {
  const { db, workflow, sender, log } = deps;
  const access = carbonAccess(deps);

  /** Whether a verifier sees a verification: one they may act on, or one they handled. */
  const verifierSees = (ctx: RequestContext, v: VerificationRow) =>
    v.verifier === ctx.tenantUserId ||
    (Number(v.status) === VerificationStatus.inReview &&
      v.submitted_by !== ctx.tenantUserId &&
      v.verifier === null);

  /** A verification the caller may read: any of the tenant's for carbon staff, a verifier's own view otherwise. */
  async function readable(ctx: RequestContext, id: string) {
    await access.assertCarbonUserOrVerifier(ctx);
    const v = await repo.verification(db, ctx.tenantId, id);
    if (!v) notFound(text('carbon.verification.verificationMissing'));
    const staff = await access.isCarbonUser(ctx);
    if (!staff && !verifierSees(ctx, v)) notFound(text('carbon.verification.verificationMissing'));
    return { v, staff };
  }

  /** Checks the verifier may act on a verification in review (never its submitter), and makes it theirs. */
  async function asVerifier(ctx: RequestContext, id: string) {
    await access.assertVerifier(ctx);
    const v = await repo.verification(db, ctx.tenantId, id);
    if (!v) notFound(text('carbon.verification.verificationMissing'));
    if (Number(v.status) !== VerificationStatus.inReview)
      conflict(text('carbon.verification.verificationClosed'));
    if (v.submitted_by === ctx.tenantUserId) conflict(text('carbon.verification.submitterCannotVerify'));
    if (v.verifier !== null && v.verifier !== ctx.tenantUserId)
      conflict(text('carbon.verification.otherVerifier'));
    if (v.verifier === null) {
      // The work queue shows the task as theirs, and nobody else can complete it there.
      const task = v.instance_id ? await repo.openTask(db, ctx.tenantId, v.instance_id) : undefined;
      if (task && task.assignee_id !== ctx.tenantUserId) {
        if (task.assignee_id !== null) conflict(text('carbon.verification.otherVerifier'));
        await workflow.claim(ctx, task.id);
      }
      if (!(await repo.claim(db, ctx.tenantId, v.id, ctx.tenantUserId)))
        conflict(text('carbon.verification.otherVerifier'));
      v.verifier = ctx.tenantUserId;
    }
    return v;
  }

  /** Tells someone of the tenant about a verification; a failed message does not undo the change. */
  async function notify(v: VerificationRow, to: string | null, title: Text, content: Text, route: string) {
    if (!to) return;
    await sender
      .send({
        tenantId: v.tenant_id,
        to: { type: 'users', tenantUserIds: [to] },
        channels: [1],
        title,
        content,
        targetType: 21,
        smsType: 'carbonVerification',
        param: { verificationId: v.id, route },
      })
      .catch((err: unknown) => log.error({ err, verification: v.id }, 'a verification message failed'));
  }

  const about = (v: VerificationRow) => ({ org: v.org_name, year: Number(v.year) });

  async function findingOf(tenantId: string, id: string) {
    const [row] = await repo.findings(db, tenantId, { id });
    return toFinding(row!);
  }

  /** Completes the verification's open task (if its process runs) before the outcome is written. */
  async function finishTask(ctx: RequestContext, v: VerificationRow, returned: string | null) {
    const task = v.instance_id ? await repo.openTask(db, ctx.tenantId, v.instance_id) : undefined;
    if (!task) return;
    if (returned !== null) await workflow.returnTask(ctx, task.id, returned);
    else await workflow.complete(ctx, { id: task.id, variables: { verification: 'verified' } });
  }

  /** Writes a return (status 2, the comment as its opinion, the model open for correction); false when already decided. */
  async function writeReturn(tenantId: string, id: string, verifier: string | null, comment: string) {
    return db.transaction(async (t) => {
      const tx = t as Db;
      const locked = await repo.verification(tx, tenantId, id, true);
      if (!locked || Number(locked.status) !== VerificationStatus.inReview) return null;
      await repo.decide(tx, tenantId, id, {
        status: VerificationStatus.returned,
        verifier,
        opinion: comment,
      });
      const model = await repo.model(tx, tenantId, locked.model_id, true);
      if (model && Number(model.status) === ModelStatus.submitted)
        await repo.setModelStatus(
          tx,
          tenantId,
          model.id,
          ModelStatus.returned,
          verifier ? await repo.memberName(tx, tenantId, verifier) : null,
        );
      return locked;
    });
  }

  async function tellReturned(v: VerificationRow, verifier: string | null, comment: string) {
    const name = verifier ? await repo.memberName(db, v.tenant_id, verifier) : null;
    await notify(
      v,
      v.submitted_by,
      text('carbon.verification.returnedTitle', about(v)),
      text('carbon.verification.returnedContent', { verifier: name ?? '', comment }),
      COMPANY_ROUTE,
    );
  }

  return {
    /** Submits a model's inventory for verification. */
    async submit(ctx: RequestContext, modelId: string): Promise<CarbonVerification> {
      await access.assertCarbonUser(ctx);
      const id = await db.transaction(async (t) => {
        const tx = t as Db;
        const model = await repo.model(tx, ctx.tenantId, modelId, true);
        if (!model) notFound(text('carbon.verification.modelMissing'));
        const status = Number(model.status);
        if (status === ModelStatus.submitted) conflict(text('carbon.verification.modelSubmitted'));
        if (status === ModelStatus.verified) conflict(text('carbon.verification.modelVerified'));
        if (Number(model.source_count) === 0) conflict(text('carbon.verification.modelHasNoSources'));
        const verificationId = await repo.insertVerification(tx, {
          tenantId: ctx.tenantId,
          modelId,
          modelVersion: Number(model.version),
          submittedBy: ctx.tenantUserId,
        });
        await repo.setModelStatus(
          tx,
          ctx.tenantId,
          modelId,
          ModelStatus.submitted,
          await repo.memberName(tx, ctx.tenantId, ctx.tenantUserId),
        );
        return verificationId;
      });
      const v = (await repo.verification(db, ctx.tenantId, id))!;
      // Without the process the verification still works from 专家评审 (the calls need no task).
      try {
        await deps.deployProcess();
        const { id: instanceId } = await workflow.startAs(
          ctx.tenantId,
          {
            definitionKey: VERIFICATION_PROCESS_KEY,
            businessKey: id,
            title: `${v.org_name} · ${v.year} · ${v.model_name}`,
            variables: {
              verificationId: id,
              modelId,
              modelVersion: Number(v.model_version),
              year: Number(v.year),
              orgName: v.org_name,
              submitter: ctx.tenantUserId,
            },
          },
          // Started on the submitter's behalf without making them its starter: the verification's own
          // messages tell them the outcome, not the engine's "process completed".
          { id: null, name: v.submitted_by_name },
        );
        await repo.setInstance(db, ctx.tenantId, id, instanceId);
        v.instance_id = instanceId;
      } catch (err) {
        log.error({ err, verification: id }, 'the verification process did not start');
      }
      return toSummary(v);
    },

    async list(ctx: RequestContext, f: z.output<typeof VerificationFilter>) {
      await access.assertCarbonUserOrVerifier(ctx);
      const staff = await access.isCarbonUser(ctx);
      const rows = await repo.list(
        db,
        ctx.tenantId,
        { status: f.status, verifierId: staff ? null : ctx.tenantUserId },
        (f.pageIndex - 1) * f.pageSize,
        f.pageSize,
      );
      return { items: rows.map(toSummary), total: Number(rows[0]?.total ?? 0) };
    },

    async detail(ctx: RequestContext, id: string): Promise<CarbonVerificationDetail> {
      const { v, staff } = await readable(ctx, id);
      const status = Number(v.status);
      const [findings, samples] = [
        await repo.findings(db, ctx.tenantId, { verificationId: v.id }),
        await repo.samples(db, ctx.tenantId, v.id),
      ];
      // A statement keeps the figures it verified; before it, they are the model's as they are now.
      const figures =
        status === VerificationStatus.verified && v.figures
          ? (v.figures as unknown as EmissionFigures)
          : await emissionFigures(db, ctx.tenantId, v.org_id, Number(v.year));
      const inReview = status === VerificationStatus.inReview;
      return {
        ...toSummary(v),
        findings: findings.map(toFinding),
        samples: samples.map(toSample),
        figures,
        canVerify:
          inReview &&
          v.submitted_by !== ctx.tenantUserId &&
          (v.verifier === null || v.verifier === ctx.tenantUserId) &&
          (await access.isVerifier(ctx)),
        canAnswer: inReview && staff,
      };
    },

    /** The activity rows the verification covers, with their evidence and sample results. */
    async rows(ctx: RequestContext, q: z.output<typeof VerificationRowsQuery>) {
      const { v } = await readable(ctx, q.verificationId);
      const rows = await repo.activityPage(
        db,
        ctx.tenantId,
        { id: v.id, orgId: v.org_id, year: Number(v.year) },
        (q.pageIndex - 1) * q.pageSize,
        q.pageSize,
      );
      return { items: rows.map((r) => toActivity(r, r.result)), total: Number(rows[0]?.total ?? 0) };
    },

    /** Records the check of an activity row of the verification's organisation subtree and year. */
    async sample(ctx: RequestContext, body: z.output<typeof SampleBody>): Promise<VerificationSample> {
      const v = await asVerifier(ctx, body.verificationId);
      const row = await repo.activityInScope(db, ctx.tenantId, body.activityId, v.org_id, Number(v.year));
      if (!row) refuse('body.activityId', text('carbon.verification.activityOutOfScope'));
      await repo.saveSample(db, {
        tenantId: ctx.tenantId,
        verificationId: v.id,
        activityId: row.id,
        result: body.result,
        note: body.note ?? null,
        by: ctx.tenantUserId,
      });
      const saved = (await repo.samples(db, ctx.tenantId, v.id)).find((s) => s.id === row.id)!;
      return toSample(saved);
    },

    async addFinding(ctx: RequestContext, body: z.output<typeof FindingBody>): Promise<CarbonFinding> {
      const v = await asVerifier(ctx, body.verificationId);
      if (
        body.activityId &&
        !(await repo.activityInScope(db, ctx.tenantId, body.activityId, v.org_id, Number(v.year)))
      )
        refuse('body.activityId', text('carbon.verification.activityOutOfScope'));
      if (body.sourceId && !(await repo.sourceOfModel(db, ctx.tenantId, v.model_id, body.sourceId)))
        refuse('body.sourceId', text('carbon.verification.sourceOutOfScope'));
      const id = await repo.insertFinding(db, {
        tenantId: ctx.tenantId,
        verificationId: v.id,
        activityId: body.activityId ?? null,
        sourceId: body.sourceId ?? null,
        severity: body.severity,
        text: body.text,
        raisedBy: ctx.tenantUserId,
      });
      await notify(
        v,
        v.submitted_by,
        text('carbon.verification.findingRaisedTitle', about(v)),
        text('carbon.verification.findingRaisedContent', {
          verifier: (await repo.memberName(db, ctx.tenantId, ctx.tenantUserId)) ?? '',
          severity: text(`carbon.verification.severity.${body.severity}`),
          text: body.text,
        }),
        COMPANY_ROUTE,
      );
      return findingOf(ctx.tenantId, id);
    },

    /** The company answers a finding (open or answered before); the verifier hears of it. */
    async answerFinding(ctx: RequestContext, body: { id: string; answer: string }): Promise<CarbonFinding> {
      await access.assertCarbonUser(ctx);
      const v = await db.transaction(async (t) => {
        const tx = t as Db;
        const finding = await repo.finding(tx, ctx.tenantId, body.id);
        if (!finding) notFound(text('carbon.verification.findingMissing'));
        const verification = (await repo.verification(tx, ctx.tenantId, finding.verification_id))!;
        if (Number(verification.status) !== VerificationStatus.inReview)
          conflict(text('carbon.verification.verificationClosed'));
        if (Number(finding.status) === FindingStatus.closed)
          conflict(text('carbon.verification.findingClosed'));
        await repo.answerFinding(tx, ctx.tenantId, finding.id, body.answer, ctx.tenantUserId);
        return verification;
      });
      const [answered] = await repo.findings(db, ctx.tenantId, { id: body.id });
      await notify(
        v,
        answered!.raised_by ?? v.verifier,
        text('carbon.verification.findingAnsweredTitle', about(v)),
        text('carbon.verification.findingAnsweredContent', {
          who: (await repo.memberName(db, ctx.tenantId, ctx.tenantUserId)) ?? '',
          answer: body.answer,
        }),
        VERIFIER_ROUTE,
      );
      return toFinding(answered!);
    },

    async closeFinding(ctx: RequestContext, id: string): Promise<CarbonFinding> {
      await access.assertVerifier(ctx);
      const finding = await repo.finding(db, ctx.tenantId, id);
      if (!finding) notFound(text('carbon.verification.findingMissing'));
      await asVerifier(ctx, finding.verification_id);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.finding(tx, ctx.tenantId, id);
        if (!locked || Number(locked.status) === FindingStatus.closed)
          conflict(text('carbon.verification.findingClosed'));
        await repo.closeFinding(tx, ctx.tenantId, id);
      });
      return findingOf(ctx.tenantId, id);
    },

    /** The verification statement: every finding closed; the figures are kept and the model locked. */
    async statement(ctx: RequestContext, body: z.output<typeof StatementBody>) {
      const v = await asVerifier(ctx, body.verificationId);
      const open = Number(v.open_findings);
      if (open > 0) conflict(text('carbon.verification.openFindings', { count: open }));
      const model = await repo.model(db, ctx.tenantId, v.model_id);
      if (
        !model ||
        Number(model.version) !== Number(v.model_version) ||
        Number(model.status) !== ModelStatus.submitted
      )
        conflict(text('carbon.verification.modelChanged'));
      const figures = await emissionFigures(db, ctx.tenantId, v.org_id, Number(v.year));
      await finishTask(ctx, v, null);
      const decided = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.verification(tx, ctx.tenantId, v.id, true);
        if (!locked || Number(locked.status) !== VerificationStatus.inReview)
          conflict(text('carbon.verification.verificationClosed'));
        const stillOpen = Number(locked.open_findings);
        if (stillOpen > 0) conflict(text('carbon.verification.openFindings', { count: stillOpen }));
        await repo.model(tx, ctx.tenantId, v.model_id, true);
        await repo.decide(tx, ctx.tenantId, v.id, {
          status: VerificationStatus.verified,
          verifier: ctx.tenantUserId,
          assurance: body.assurance,
          materiality: body.materiality,
          opinion: body.opinion,
          figures,
        });
        await repo.setModelStatus(
          tx,
          ctx.tenantId,
          v.model_id,
          ModelStatus.verified,
          await repo.memberName(tx, ctx.tenantId, ctx.tenantUserId),
        );
        return (await repo.verification(tx, ctx.tenantId, v.id))!;
      });
      await notify(
        decided,
        decided.submitted_by,
        text('carbon.verification.verifiedTitle', about(decided)),
        text('carbon.verification.verifiedContent', {
          verifier: decided.verifier_name ?? '',
          assurance: text(`carbon.verification.assurance.${body.assurance}`),
          materiality: decimalText(body.materiality),
          opinion: body.opinion,
        }),
        COMPANY_ROUTE,
      );
      return toSummary(decided);
    },

    /** Returns the inventory to the company for correction (model status 3). */
    async returnVerification(ctx: RequestContext, body: z.output<typeof ReturnBody>) {
      const v = await asVerifier(ctx, body.verificationId);
      await finishTask(ctx, v, body.comment);
      // The process's handler may have returned it first (it does so for a return from the work queue).
      const returned = await writeReturn(ctx.tenantId, v.id, ctx.tenantUserId, body.comment);
      if (returned) await tellReturned(returned, ctx.tenantUserId, body.comment);
      return toSummary((await repo.verification(db, ctx.tenantId, v.id))!);
    },

    /** For the process's handler: a task returned from the work queue returns the verification. */
    async returnFromQueue(r: {
      tenantId: string;
      verificationId: string;
      instanceId: string;
      comment: string | null;
    }) {
      const v = await repo.verification(db, r.tenantId, r.verificationId);
      if (!v || v.instance_id !== r.instanceId) return false;
      const verifier = v.verifier ?? (await repo.lastCompleter(db, r.tenantId, r.instanceId));
      const comment = r.comment ?? '';
      const returned = await writeReturn(r.tenantId, v.id, verifier, comment);
      if (!returned) return false;
      await tellReturned(returned, verifier, comment);
      return true;
    },
  };
}

export type VerificationService = ReturnType<typeof verificationService>;
