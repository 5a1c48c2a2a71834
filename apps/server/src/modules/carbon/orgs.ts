// The tenant's organisation tree (company, sites, workshops): a parent must be of the same tenant and
// never below the organisation itself; an organisation is deleted only once nothing hangs on it.
import type { CarbonOrg, OrgBody } from '@platform/contract';
import type { z } from 'zod';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { joined, text, type Text } from '../../i18n/index.js';
import type { CarbonAccess } from './access.js';
import type { CarbonDeps } from './deps.js';
import { structureRepo as repo, type OrgRow } from './structure-repo.js';

type OrgInput = z.output<typeof OrgBody>;

const toOrg = (r: OrgRow): CarbonOrg => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  kind: r.kind as CarbonOrg['kind'],
  code: r.code,
  region: r.region,
  address: r.address,
  sort: r.sort,
});

export function buildOrgTree(rows: OrgRow[]): CarbonOrg[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...toOrg(r), children: [] as CarbonOrg[] }]));
  const roots: CarbonOrg[] = [];
  for (const r of rows) {
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children! : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

export function orgService(deps: Pick<CarbonDeps, 'db'>, access: CarbonAccess) {
  const { db } = deps;

  async function checkParent(tenantId: string, parentId: string | null, selfId: string | undefined) {
    if (!parentId) return;
    if (parentId === selfId) refuse('body.parentId', text('carbon.structure.org.parentIsSelf'));
    const byId = new Map((await repo.orgs(db, tenantId)).map((o) => [o.id, o]));
    if (!byId.has(parentId)) refuse('body.parentId', text('carbon.structure.org.parentNotFound'));
    // Walking up from the new parent must never reach the organisation being moved.
    for (let at = byId.get(parentId); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.id === selfId) refuse('body.parentId', text('carbon.structure.org.parentIsDescendant'));
    }
  }

  async function checkCode(tenantId: string, code: string | null, selfId: string | undefined) {
    if (!code) return;
    const taken = (await repo.orgs(db, tenantId)).some((o) => o.code === code && o.id !== selfId);
    // Imports name organisations by code: it has to point at one.
    if (taken) refuse('body.code', text('carbon.structure.org.codeTaken', { code }));
  }

  return {
    async tree(ctx: RequestContext): Promise<CarbonOrg[]> {
      await access.assertCarbonUser(ctx);
      return buildOrgTree(await repo.orgs(db, ctx.tenantId));
    },

    async save(ctx: RequestContext, body: OrgInput): Promise<CarbonOrg> {
      await access.assertCarbonUser(ctx);
      const { tenantId } = ctx;
      if (body.id && !(await repo.org(db, tenantId, body.id)))
        notFound(text('carbon.structure.org.notFound'));
      const parentId = body.parentId ?? null;
      const code = body.code || null;
      await checkParent(tenantId, parentId, body.id);
      await checkCode(tenantId, code, body.id);
      const by = await repo.displayName(db, tenantId, ctx.tenantUserId);
      const values = {
        parentId,
        name: body.name,
        kind: body.kind,
        code,
        region: body.region ?? null,
        address: body.address || null,
        sort: body.sort,
        updatedBy: by,
      };
      const row = body.id
        ? await repo.updateOrg(db, tenantId, body.id, values)
        : await repo.insertOrg(db, { ...values, tenantId, createdBy: by });
      return toOrg(row);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      await access.assertCarbonUser(ctx);
      const org = await repo.org(db, ctx.tenantId, id);
      if (!org) notFound(text('carbon.structure.org.notFound'));
      const usage = await repo.orgUsage(db, ctx.tenantId, id);
      const held: Text[] = [];
      for (const [what, count] of Object.entries(usage) as [keyof typeof usage, number][]) {
        if (count) held.push(text(`carbon.structure.org.holds.${what}`, { count }));
      }
      if (held.length) conflict(text('carbon.structure.org.inUse', { name: org.name, held: joined(held) }));
      await repo.removeOrg(db, ctx.tenantId, id);
    },
  };
}

export type OrgService = ReturnType<typeof orgService>;
