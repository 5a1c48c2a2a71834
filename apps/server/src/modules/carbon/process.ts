// The verification process (`carbon-verification`, models/carbon-verification.bpmn): a platform
// template deployed at start-up (or at the first submission), whose user task 碳核查 waits for a
// verifier (role 33, queue carbonVerify), and its handler `carbon.verified`, which runs after the task.
// The verification calls (statement, return) write the outcome themselves and then complete the task;
// the handler only matters when the task was returned from the work queue: it then returns the
// verification as verify/return does. A task completed from the work queue leaves the verification in
// review: a statement needs its assurance and opinion, which only verify/statement takes.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { VERIFICATION_PROCESS_KEY } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import { text } from '../../i18n/index.js';
import type { Handler, WorkflowService } from '../workflow/service.js';
import { verificationRepo as repo } from './verification-repo.js';

export const VERIFIED_HANDLER = 'carbon.verified';

const modelFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'workflow',
  'models',
  'carbon-verification.bpmn',
);

/** Deploys the process once per server; a failed attempt is tried again at the next call. */
export function verificationProcessDeployer(db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) {
  let done: Promise<void> | undefined;
  return () => {
    done ??= deployVerificationProcess(db, workflow).catch((err: unknown) => {
      done = undefined;
      throw err;
    });
    return done;
  };
}

/** Deploys the process as a platform template when no template has this text yet. */
export async function deployVerificationProcess(db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) {
  const xml = await fs.readFile(modelFile, 'utf8');
  await withSystemScope(async () => {
    if ((await repo.templateXml(db, VERIFICATION_PROCESS_KEY)) === xml) return;
    try {
      await workflow.deploySystem(null, xml, null);
    } catch (err) {
      // Another server deployed it at the same moment.
      if (!isUniqueViolation(err)) throw err;
    }
  });
}

/** `returnFromQueue` returns a verification still in review (verification-service.ts). */
export function verifiedHandler(
  returnFromQueue: (v: {
    tenantId: string;
    verificationId: string;
    instanceId: string;
    comment: string | null;
  }) => Promise<boolean>,
): Handler {
  return {
    description: text('carbon.verification.handler'),
    async run(ctx) {
      const verificationId = ctx.variables.verificationId;
      if (typeof verificationId !== 'string' || ctx.variables.outcome !== 'returned')
        return { verificationReturned: false };
      const comment = typeof ctx.variables.comment === 'string' ? ctx.variables.comment : null;
      const returned = await returnFromQueue({
        tenantId: ctx.tenantId,
        verificationId,
        instanceId: ctx.instanceId,
        comment,
      });
      return { verificationReturned: returned };
    },
  };
}
