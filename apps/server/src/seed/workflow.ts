// Demo workflow data (issue 18): the audit-duration decision and the certification acceptance process
// as platform templates and as the demo certification body's own definitions, and running instances
// that leave tasks in the work queues of reviewer_a and auditor_a (expert_a's work is the brand
// module's scoring: seed/brand.ts). Runs once, after the demo seed, on the built app (the engine needs
// its services).
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import type { RequestContext } from '../http/context.js';

const modelsDir = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'modules',
  'workflow',
  'models',
);

const APPLICANTS = [
  { company: '苏州精工机械有限公司', employees: 120, risk: 'medium', standard: 'ISO 9001:2015' },
  { company: '杭州绿叶食品有限公司', employees: 48, risk: 'high', standard: 'ISO 22000:2018' },
  { company: '南京恒通电子科技有限公司', employees: 300, risk: 'low', standard: 'ISO 14001:2015' },
  { company: '上海东方物流有限公司', employees: 860, risk: 'medium', standard: 'ISO 45001:2018' },
] as const;

interface Member {
  tenantId: string;
  tenantUserId: string;
  userId: string;
}

async function member(db: Db, username: string): Promise<Member> {
  const [row] = rowsOf<{ tenant_id: string; id: string; user_id: string }>(
    await db.execute(sql`select tu.tenant_id, tu.id, tu.user_id from tenant_users tu join users u on u.id = tu.user_id
      join tenants t on t.id = tu.tenant_id where u.username = ${username} and t.code = 'east-cert'`),
  );
  if (!row) throw new Error(`demo account ${username} missing`);
  return { tenantId: row.tenant_id, tenantUserId: row.id, userId: row.user_id };
}

const ctxOf = (m: Member): RequestContext => ({
  sessionId: 'seed',
  userId: m.userId,
  tenantId: m.tenantId,
  tenantUserId: m.tenantUserId,
  roleId: null,
  isPlatformAdmin: false,
  app: null,
});

export async function seedWorkflowDemo(app: FastifyInstance, database: Db): Promise<void> {
  const { workflow } = app;
  const read = (name: string) => fs.readFile(path.join(modelsDir, name), 'utf8');
  const [decision, cert] = await Promise.all([read('audit-duration.dmn'), read('cert-acceptance.bpmn')]);
  const staff = await withSystemScope(() => member(database, 'staff_a'));
  const auditor = await withSystemScope(() => member(database, 'auditor_a'));
  const reviewer = await withSystemScope(() => member(database, 'reviewer_a'));
  const tenantId = staff.tenantId;

  await withSystemScope(async () => {
    await workflow.deployDecisionSystem(null, decision, null);
    await workflow.deploySystem(null, cert, null);
  });
  await withTenantScope(tenantId, async () => {
    await workflow.deployDecisionSystem(tenantId, decision, null);
    await workflow.deploySystem(tenantId, cert, null);

    const actor = { id: staff.tenantUserId, name: '张明' };
    const started: string[] = [];
    for (const [i, a] of APPLICANTS.entries()) {
      const { id } = await workflow.startAs(
        tenantId,
        {
          definitionKey: 'cert-acceptance',
          businessKey: `CA-2026-${String(101 + i)}`,
          title: `${a.company} ${a.standard} 认证申请`,
          variables: {
            enterpriseName: a.company,
            employees: a.employees,
            risk: a.risk,
            standard: a.standard,
            messageTitle: `${a.company} 认证申请进展`,
            messageContent: `${a.company} 的 ${a.standard} 认证申请已有新进展。`,
          },
        },
        actor,
      );
      started.push(id);
    }
    // Move instances along so that every queue has work: the second at application review, the third
    // at the audit, the fourth at the certification decision.
    const advance = async (instanceIndex: number, who: Member, comment: string) => {
      const { items } = await workflow.tasks(ctxOf(who), { scope: 'all', pageIndex: 1, pageSize: 50 });
      const task = items.find((t) => t.instanceId === started[instanceIndex]);
      if (!task) throw new Error(`no task of demo instance ${instanceIndex} for the seed`);
      await workflow.complete(ctxOf(who), { id: task.id, comment });
    };
    for (const i of [1, 2, 3]) await advance(i, auditor, '资料齐全，予以受理');
    for (const i of [2, 3]) await advance(i, reviewer, '申请评审通过，安排审核');
    await advance(3, auditor, '审核完成，未发现严重不符合');
  });
}
