// A tenant's users, managed by the tenant's system managers: the global identity (username,
// password, name, contacts) plus the membership (type, department, position, roles, status). Every
// query is scoped by the session's tenant. The identity is every tenant's the user belongs to: a
// tenant's administrator changes it (or resets the password) only for a user of their tenant alone
// who is not a platform administrator; the membership is the tenant's own to change.
import type {
  AddTenantUserBody,
  DeletedTenantUser,
  TenantUser,
  UpdateTenantUserBody,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation, sqlState } from '../../db/errors.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { forbidden, notFound, refuse } from '../../http/errors.js';
import { text, type Text } from '../../i18n/index.js';
import { hashPassword } from '../../security/password.js';
import { changePasswordEverywhere, endMemberSessions } from '../account/identity.js';
import { deptExists } from '../dept/service.js';
import { positionExists } from '../position/service.js';
import { grantableRoleCount } from '../role/service.js';
import { optionsOf } from './options.js';
import { tenantUserRepo as repo, type MemberRow, type UserFilter } from './repo.js';
import { tenantInScope } from './scope.js';

/** The most users one export writes. */
const EXPORT_MAX_ROWS = 20_000;

export function tenantUserService(db: Db) {
  /**
   * Which of the users also belong to a tenant other than `tenantId`. Those memberships are invisible
   * in the tenant's own scope (row-level security): they are looked up in system scope.
   */
  async function inOtherTenants(tenantId: string, userIds: string[]): Promise<Set<string>> {
    if (!userIds.length) return new Set();
    return withSystemScope(() => repo.inOtherTenants(db, tenantId, userIds));
  }

  /**
   * Refuses a change of the member's global identity (password, name, contacts) by anyone but the
   * platform administrator when the user is a platform administrator or belongs to another tenant
   * too: the change would reach every tenant the user works in.
   */
  async function assertIdentityChangeable(
    ctx: RequestContext,
    tenantId: string,
    member: MemberRow,
    action: Text,
  ) {
    if (ctx.isPlatformAdmin) return;
    if (member.isPlatformAdmin) forbidden(text('tenantUser.platformAdminIdentity', { action }));
    if ((await inOtherTenants(tenantId, [member.userId])).size) {
      forbidden(text('tenantUser.sharedUserIdentity', { action }));
    }
  }

  async function withRoles(ctx: RequestContext, tenantId: string, rows: MemberRow[]): Promise<TenantUser[]> {
    if (!rows.length) return [];
    const [grants, shared] = await Promise.all([
      repo.grants(
        db,
        tenantId,
        rows.map((r) => r.id),
      ),
      ctx.isPlatformAdmin
        ? new Set<string>()
        : inOtherTenants(
            tenantId,
            rows.map((r) => r.userId),
          ),
    ]);
    return rows.map(({ isPlatformAdmin, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      roles: grants.filter((g) => g.tenantUserId === r.id).map(({ tenantUserId: _t, ...g }) => g),
      identityEditable: ctx.isPlatformAdmin || (!isPlatformAdmin && !shared.has(r.userId)),
    }));
  }

  /** The member's row; 404 when the tenant has no such member. */
  async function memberRow(tenantId: string, id: string): Promise<MemberRow> {
    return (await repo.member(db, tenantId, id)) ?? notFound(text('tenantUser.notFound'));
  }

  async function one(ctx: RequestContext, tenantId: string, id: string) {
    return (await withRoles(ctx, tenantId, [await memberRow(tenantId, id)]))[0]!;
  }

  /** Department, position and roles named in a body must be the tenant's (roles: of its opened apps). */
  async function checkRefs(
    tenantId: string,
    b: { deptId?: string | null; positionId?: string | null; roleIds?: string[] },
  ) {
    if (b.deptId && !(await deptExists(db, tenantId, b.deptId))) refuse('body.deptId', text('dept.notFound'));
    if (b.positionId && !(await positionExists(db, tenantId, b.positionId)))
      refuse('body.positionId', text('position.notFound'));
    const roleIds = [...new Set(b.roleIds ?? [])];
    if (roleIds.length) {
      if ((await grantableRoleCount(db, tenantId, roleIds)) !== roleIds.length)
        refuse('body.roleIds', text('tenantUser.rolesUnavailable'));
    }
    return roleIds;
  }

  const identityTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      const constraint = String(
        (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ??
          (error as { constraint?: string }).constraint ??
          '',
      );
      if (constraint.includes('mobile')) refuse('body.mobile', text('tenantUser.mobileTaken'));
      refuse('body.username', text('tenantUser.usernameTaken'));
    }
    if (sqlState(error) === '23503') refuse('body', text('tenantUser.referenceMissing'));
    throw error;
  };

  return {
    async page(
      ctx: RequestContext,
      target: string | undefined,
      pageIndex: number,
      pageSize: number,
      f: UserFilter,
    ) {
      const tenantId = await tenantInScope(db, ctx, target);
      const { rows, total } = await repo.page(db, tenantId, pageIndex, pageSize, f);
      return { items: await withRoles(ctx, tenantId, rows), total };
    },

    /** Every user matching the filter (for the export), with the tenant's grantable roles by app. */
    async all(ctx: RequestContext, target: string | undefined, f: UserFilter) {
      const tenantId = await tenantInScope(db, ctx, target);
      const rows = await repo.matching(db, tenantId, f, EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS)
        refuse('body', text('tenantUser.exportTooMany', { max: EXPORT_MAX_ROWS }));
      const [users_, options] = await Promise.all([withRoles(ctx, tenantId, rows), optionsOf(db, tenantId)]);
      return { users: users_, options };
    },

    /** Departments, positions and grantable roles the user form offers in the tenant. */
    async options(ctx: RequestContext, target: string | undefined) {
      return optionsOf(db, await tenantInScope(db, ctx, target));
    },

    async get(ctx: RequestContext, target: string | undefined, id: string) {
      const tenantId = await tenantInScope(db, ctx, target);
      return one(ctx, tenantId, id);
    },

    async add(ctx: RequestContext, target: string | undefined, b: AddTenantUserBody) {
      const tenantId = await tenantInScope(db, ctx, target);
      const roleIds = await checkRefs(tenantId, b);
      if (await repo.usernameTaken(db, b.username)) refuse('body.username', text('tenantUser.usernameTaken'));
      const passwordHash = await hashPassword(b.password);
      const [id] = await db
        .transaction((tx) =>
          repo.insertMembers(tx, tenantId, [
            {
              username: b.username,
              realname: b.realname,
              mobile: b.mobile ?? null,
              email: b.email ?? null,
              passwordHash,
              type: b.type ?? 1,
              deptId: b.deptId ?? null,
              positionId: b.positionId ?? null,
              status: b.status ?? 1,
              roleIds,
            },
          ]),
        )
        .catch(identityTaken);
      return one(ctx, tenantId, id!);
    },

    async update(ctx: RequestContext, target: string | undefined, b: UpdateTenantUserBody) {
      const tenantId = await tenantInScope(db, ctx, target);
      const current = await memberRow(tenantId, b.id);
      const roleIds = await checkRefs(tenantId, b);
      if (b.id === ctx.tenantUserId && b.status === 0)
        refuse('body.status', text('tenantUser.cannotDisableSelf'));
      const identity = { realname: b.realname, mobile: b.mobile ?? null, email: b.email ?? null };
      const identityChanged =
        identity.realname !== current.realname ||
        identity.mobile !== current.mobile ||
        identity.email !== current.email;
      if (identityChanged)
        await assertIdentityChangeable(ctx, tenantId, current, text('tenantUser.identityActions.edit'));
      await db
        .transaction(async (tx) => {
          if (identityChanged) await repo.updateIdentity(tx, current.userId, identity);
          await repo.updateMembership(tx, tenantId, b.id, {
            type: b.type ?? 1,
            deptId: b.deptId ?? null,
            positionId: b.positionId ?? null,
            status: b.status ?? 1,
          });
          await repo.setRoles(tx, tenantId, b.id, roleIds);
        })
        .catch(identityTaken);
      return one(ctx, tenantId, b.id);
    },

    async changeStatus(ctx: RequestContext, target: string | undefined, id: string, status: 0 | 1) {
      const tenantId = await tenantInScope(db, ctx, target);
      await memberRow(tenantId, id);
      if (id === ctx.tenantUserId && status === 0)
        refuse('body.status', text('tenantUser.cannotDisableSelf'));
      await repo.updateMembership(db, tenantId, id, { status });
      return one(ctx, tenantId, id);
    },

    /**
     * Removes the member from the tenant: their roles here, their messages here and their sessions
     * here end with the membership. The account itself goes too when the user belongs to no other
     * tenant and is not a platform administrator; otherwise the user keeps signing in elsewhere.
     */
    async remove(ctx: RequestContext, target: string | undefined, id: string): Promise<DeletedTenantUser> {
      const tenantId = await tenantInScope(db, ctx, target);
      const member = await memberRow(tenantId, id);
      if (id === ctx.tenantUserId) refuse('body.id', text('tenantUser.cannotDeleteSelf'));
      if (member.isPlatformAdmin && !ctx.isPlatformAdmin) forbidden(text('tenantUser.platformAdminRemoval'));
      // The other tenants' memberships are invisible in this tenant's scope: the check, and the
      // deletion it decides, run in system scope, in one transaction.
      const accountDeleted = await withSystemScope(() =>
        db.transaction(async (tx) => {
          await endMemberSessions(tx, tenantId, id);
          await repo.removeMembership(tx, tenantId, id);
          if (member.isPlatformAdmin || (await repo.hasAnyMembership(tx, member.userId))) return false;
          await repo.removeAccount(tx, member.userId);
          return true;
        }),
      );
      return {
        id,
        username: member.username,
        realname: member.realname,
        accountDeleted,
      };
    },

    /** Sets a new password and ends the user's sessions in every tenant. */
    async resetPassword(ctx: RequestContext, target: string | undefined, id: string, password: string) {
      const tenantId = await tenantInScope(db, ctx, target);
      const member = await memberRow(tenantId, id);
      await assertIdentityChangeable(ctx, tenantId, member, text('tenantUser.identityActions.resetPassword'));
      await changePasswordEverywhere(db, member.userId, await hashPassword(password));
    },
  };
}

export type TenantUserService = ReturnType<typeof tenantUserService>;
