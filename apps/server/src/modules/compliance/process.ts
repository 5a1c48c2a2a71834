// The review process of a submitted version (`biz-submission`, models/biz-submission.bpmn): a platform
// template deployed at start-up, and its handler `compliance.reviewed`, which runs after the review
// task in the publisher's scope. Whether the reviewer acted from 业务审查 (the review call already wrote
// the status and the review) or from the work queue (only the task was completed), the handler leaves
// the same status: it changes a version still waiting for review, and records the review when the work
// queue was used. Then it tells the submitter, in the submitter's own tenant.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUBMISSION_PROCESS_KEY, SubmissionStatus } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withSystemScope, withTenantScope } from '../../db/tenant-scope.js';
import { text } from '../../i18n/index.js';
import type { MessageSender } from '../messages/send.js';
import type { Handler, WorkflowService } from '../workflow/service.js';
import { complianceRepo as repo } from './repo.js';

export const REVIEWED_HANDLER = 'compliance.reviewed';

const modelFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'workflow',
  'models',
  'biz-submission.bpmn',
);

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * Deploys the process once per server (at start-up, or at the first submission when code such as a
 * seed submits before the server is ready); a failed attempt is tried again next time.
 */
export function submissionProcessDeployer(db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) {
  let done: Promise<void> | undefined;
  return () => {
    done ??= deploySubmissionProcess(db, workflow).catch((err: unknown) => {
      done = undefined;
      throw err;
    });
    return done;
  };
}

/** Deploys the process as a platform template when no template has this text yet. */
export async function deploySubmissionProcess(db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) {
  const xml = await fs.readFile(modelFile, 'utf8');
  await withSystemScope(async () => {
    if ((await repo.templateXml(db, SUBMISSION_PROCESS_KEY)) === xml) return;
    try {
      await workflow.deploySystem(null, xml, null);
    } catch (err) {
      // Another server deployed it at the same moment.
      if (!isUniqueViolation(err)) throw err;
    }
  });
}

export function reviewedHandler(deps: { db: Db; sender: MessageSender }): Handler {
  const { db, sender } = deps;
  return {
    description: text('compliance.reviewedHandler'),
    async run(ctx) {
      const submitId = str(ctx.variables.submitId);
      const version = Number(ctx.variables.version);
      if (!submitId || !Number.isInteger(version)) return { submissionStatus: null };
      const returned = ctx.variables.outcome === 'returned';
      const status = returned ? SubmissionStatus.returned : SubmissionStatus.accepted;
      const comment = str(ctx.variables.comment);
      const who = { tenantId: ctx.tenantId, tenantUserId: null };
      const row = await db.transaction(async (t) => {
        const tx = t as Db;
        const locked = await repo.submission(tx, who, { id: submitId }, { lock: true });
        if (!locked || locked.tenant_id !== ctx.tenantId) return null;
        if (locked.wf_instance_id !== ctx.instanceId || Number(locked.version) !== version) return null;
        if (Number(locked.status) === SubmissionStatus.submitted) {
          const reviewer = await repo.lastCompleter(tx, ctx.tenantId, ctx.instanceId);
          await repo.decide(tx, ctx.tenantId, submitId, version, status, reviewer?.name ?? null);
          if (!(await repo.reviewOf(tx, ctx.tenantId, submitId, version))) {
            await repo.saveReview(tx, locked, version, {
              outcome: returned ? 'returned' : 'accepted',
              comment,
              fieldComments: {},
              reviewerId: reviewer?.id ?? null,
              reviewerName: reviewer?.name ?? null,
            });
          }
          return locked;
        }
        // The review call got there first with the same outcome: only the message is left to do.
        return Number(locked.status) === status ? locked : null;
      });
      if (!row) return { submissionStatus: null };
      const params = {
        biz: row.biz_name,
        form: row.form_name,
        no: row.no,
        comment: comment ? text('compliance.commentPart', { comment }) : '',
      };
      await withTenantScope(row.submitter_tenant_id, () =>
        sender.send({
          tenantId: row.submitter_tenant_id,
          to: { type: 'users', tenantUserIds: [row.submitter_id] },
          channels: [1],
          title: text(returned ? 'compliance.returnedTitle' : 'compliance.acceptedTitle', params),
          content: text(returned ? 'compliance.returnedContent' : 'compliance.acceptedContent', params),
          targetType: 21,
          smsType: 'businessReviewed',
          param: { submitId: row.id, no: row.no, route: '/business' },
        }),
      );
      return { submissionStatus: status };
    },
  };
}
