// Sign-in, sessions, menus and the user's own account. Rules live here with their messages; the
// routes only parse and answer.
import type {
  AppInfo,
  CaptchaData,
  LoginBody,
  LoginByMobileBody,
  MyApp,
  RouteRecord,
  UpdatePwdBody,
  SetLanguageBody,
  UpdateUserBaseInfoBody,
  UserInfo,
} from '@platform/contract';
import { isLanguage } from '@platform/contract';
import { text, type Language, type Text } from '../../i18n/index.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { apps, resources } from '../../db/schema/index.js';
import { ResourceType } from '../../db/schema/index.js';
import { AppError, forbidden, notFound, refuse } from '../../http/errors.js';
import type { AccessCache, AppSubscription, HeldResources, SessionRow } from './access-cache.js';
import type { Caller, Credentials, RequestContext } from '../../http/context.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import { changePasswordEverywhere } from './identity.js';
import { accountRepo as repo } from './repo.js';
import { newToken, sha256 } from '../../security/secrets.js';
import { sendSmsCode, verifySmsCode, type SmsSender } from '../../security/sms.js';
import { defaultGuessLimits, guessGuard, type GuessLimits } from '../../security/signin-guard.js';
import { enforce, type Limit } from '../../security/throttle.js';

export interface AccountLimits {
  loginPerIp: Limit;
  /** Attempts on one account from one address, right or wrong (never from all addresses: a stranger
   * could then keep the owner out). */
  loginPerAccount: Limit;
  smsPerIp: Limit;
  smsPerMobile: Limit;
  /** Challenges asked for (verify/verifyCode) by one address. */
  captchaPerIp: Limit;
  /** Failed guesses: challenges, waits and locks (signin-guard.ts). */
  guesses: GuessLimits;
}

export const defaultLimits: AccountLimits = {
  loginPerIp: { max: 30, windowSeconds: 60 },
  loginPerAccount: { max: 10, windowSeconds: 60 },
  smsPerIp: { max: 10, windowSeconds: 3600 },
  smsPerMobile: { max: 10, windowSeconds: 86_400 },
  captchaPerIp: { max: 60, windowSeconds: 60 },
  guesses: defaultGuessLimits,
};

export interface AccountDeps {
  db: Db;
  config: Config;
  sms: SmsSender;
  limits: AccountLimits;
  /** Resolved sessions, app subscriptions and menus of this instance. */
  cache: AccessCache;
}

const SHARE_KEY_TTL_SECONDS = 60;
const UNAUTHENTICATED = text('common.unauthorized');
const BAD_CREDENTIALS = text('account.badCredentials');
/** A refusal naming its field, as `refuse` throws it, to be thrown once the failure is counted. */
const fieldRefusal = (field: string, reason: Text, message = text('common.fieldReason', { field, reason })) =>
  new AppError(400, message, [{ field, reason }]);
/** Verifying against this keeps an unknown username as slow as a wrong password. */
const decoyHash = hashPassword('decoy-password-never-matches');

type AppRow = typeof apps.$inferSelect;

/** An SMS code reads in the language its number's owner chose, else in the requester's. */
const smsLanguage = (owner: { language: string | null }, caller: Caller): Language =>
  isLanguage(owner.language) ? owner.language : caller.language;
type ResourceRow = typeof resources.$inferSelect;

/** The app a call names, which the session's tenant must have opened. */
function openedApp(found: AppSubscription | undefined): AppRow {
  if (!found) notFound(text('common.appNotFound'));
  if (!found.subscribed) forbidden(text('common.appNotOpened'));
  return found.app;
}

export function accountService(deps: AccountDeps) {
  const { db, config, limits, cache } = deps;
  const guard = guessGuard(db, limits.guesses, { challengeAlways: config.captchaAlways });

  /** Rate limit, lock and wait of one (account, address) pair, checked before a password is looked at. */
  async function admitGuess(username: string, ip: string) {
    await enforce(db, `login:ip:${ip}`, limits.loginPerIp);
    await enforce(db, `login:pair:${username.trim().toLowerCase()}|${ip}`, limits.loginPerAccount);
    const standing = await guard.standing(username, ip);
    guard.refuseHeld(standing);
    return standing;
  }

  async function openSession(
    caller: Caller,
    user: { id: string; isPlatformAdmin: boolean },
    tenantId: string | undefined,
    roleId: string | null = null,
    /** A session derived from another (role switch, share key) ends when its origin would have. */
    originEnds?: Date,
  ): Promise<{ token: string }> {
    const memberships = await repo.memberships(db, user.id);
    const membership = tenantId ? memberships.find((m) => m.tenantId === tenantId) : memberships[0];
    if (!membership) {
      if (tenantId) refuse('body.tenantId', text('account.notMember'));
      throw new AppError(403, text('account.noTenant'));
    }
    const token = newToken();
    await repo.createSession(db, {
      tokenHash: sha256(token),
      userId: user.id,
      tenantId: membership.tenantId,
      tenantUserId: membership.tenantUserId,
      roleId,
      expiresAt: new Date(Math.min(Date.now() + config.sessionTtlMs, originEnds?.getTime() ?? Infinity)),
      ip: caller.ip,
      userAgent: caller.userAgent?.slice(0, 256) ?? null,
    });
    return { token };
  }

  /** What the member may use through the roles they act with, in one app or (no appId) in every app. */
  function heldResources(
    ctx: RequestContext,
    appId: string | undefined,
  ): HeldResources | Promise<HeldResources> {
    return cache.heldResources(ctx, appId, async () => {
      const roles = await repo.rolesOf(db, ctx.tenantId, ctx.tenantUserId, { appId, roleId: ctx.roleId });
      const held = await repo.resourcesOfRoles(
        db,
        roles.map((r) => r.id),
      );
      return {
        ids: new Set(held.map((r) => r.id)),
        components: new Set(held.flatMap((r) => (r.component ? [r.component] : []))),
      };
    });
  }

  async function subscribedApp(ctx: RequestContext, appKey: string): Promise<AppRow> {
    return openedApp(
      await cache.app(ctx.tenantId, appKey, () => repo.appWithSubscription(db, ctx.tenantId, appKey)),
    );
  }

  /** The session's context, or the refusal of a session that may not be used. */
  function sessionContext(s: SessionRow | undefined): RequestContext {
    if (!s) throw new AppError(401, UNAUTHENTICATED);
    if (s.revokedAt) throw new AppError(401, text('account.sessionRevoked'));
    if (s.expiresAt.getTime() <= Date.now()) throw new AppError(401, text('account.sessionExpired'));
    if (s.userStatus !== 1 || s.memberStatus !== 1 || s.tenantStatus !== 1) {
      throw new AppError(401, text('account.accountDisabledNoAccess'));
    }
    return {
      sessionId: s.id,
      userId: s.userId,
      tenantId: s.tenantId,
      tenantUserId: s.tenantUserId,
      roleId: s.roleId,
      isPlatformAdmin: s.isPlatformAdmin,
      app: null,
    };
  }

  /** Refuses a resourceId (the screen a call comes from) the member does not hold. */
  function checkScreen(held: HeldResources, resourceId: string) {
    if (!held.ids.has(resourceId.toLowerCase())) forbidden();
  }

  function appInfo(app: AppRow): AppInfo {
    return {
      id: app.id,
      key: app.key,
      name: app.name,
      nameEn: app.nameEn,
      logo: app.logo,
      domain: app.domain,
      config: JSON.stringify(app.config),
      privileges: app.privileges,
      ssoUrl: app.ssoUrl ?? config.ssoLoginUrl,
      showTenantName: app.showTenantName,
    };
  }

  return {
    heldResources,

    /**
     * `authenticate` from what this instance keeps alone, without waiting (the common case): undefined
     * when something it needs is not kept, or the call names a tenant app (checked by query only).
     * Refuses exactly as `authenticate` does.
     */
    authenticateKept(credentials: Credentials): RequestContext | undefined {
      const { token, appKey, resourceId } = credentials;
      if (!token || credentials.tenantAppKey) return undefined;
      const s = cache.kept.session(sha256(token));
      if (!s) return undefined;
      const ctx = sessionContext(s);
      if (appKey) {
        const found = cache.kept.app(ctx.tenantId, appKey);
        if (!found) return undefined;
        const app = openedApp(found);
        ctx.app = { id: app.id, key: app.key };
      }
      if (resourceId) {
        const held = cache.kept.heldResources(ctx, ctx.app?.id);
        if (!held) return undefined;
        checkScreen(held, resourceId);
      }
      return ctx;
    },

    /** Resolves the session of a protected call and checks the app, tenant app and screen it names. */
    async authenticate(credentials: Credentials): Promise<RequestContext> {
      const { token, appKey, tenantAppKey, resourceId } = credentials;
      if (!token) throw new AppError(401, UNAUTHENTICATED);
      const tokenHash = sha256(token);
      const ctx = sessionContext(
        await cache.session(tokenHash, () => repo.sessionByTokenHash(db, tokenHash)),
      );
      if (appKey) {
        const app = await subscribedApp(ctx, appKey);
        ctx.app = { id: app.id, key: app.key };
      }
      if (tenantAppKey) {
        const sub = await repo.subscriptionByTenantAppKey(db, ctx.tenantId, tenantAppKey);
        if (!sub || (ctx.app && sub.appId !== ctx.app.id)) forbidden(text('account.tenantAppKeyInvalid'));
      }
      if (resourceId) checkScreen(await heldResources(ctx, ctx.app?.id), resourceId);
      return ctx;
    },

    /**
     * Username and password. An unknown username goes the same way as a wrong password (same
     * counters, same password-hash work, same answers), so no answer tells whether an account exists.
     */
    async login(caller: Caller, body: LoginBody) {
      const ip = caller.ip;
      const standing = await admitGuess(body.username, ip);
      await guard.demandChallenge(standing.level, body.code, 'body.code');
      const user = await repo.userByUsername(db, body.username);
      const right = await verifyPassword(body.pwd, user?.passwordHash ?? (await decoyHash));
      if (!user || !right) {
        return guard.failed(body.username, ip, fieldRefusal('body.pwd', BAD_CREDENTIALS, BAD_CREDENTIALS));
      }
      if (user.status !== 1) forbidden(text('account.accountDisabled'));
      await guard.succeeded(body.username, ip, standing);
      return openSession(caller, user, body.tenantId);
    },

    /**
     * Whether the next sign-in as `username` from this address (any account without one, as the SMS
     * form asks) must solve a challenge, and if so a new one at the level it must be solved at.
     */
    async challenge(caller: Caller, username: string | undefined): Promise<CaptchaData> {
      await enforce(db, `captcha:ip:${caller.ip}`, limits.captchaPerIp);
      const level = username
        ? (await guard.standing(username, caller.ip)).level
        : await guard.sourceLevel(caller.ip);
      if (level === 0) return { captchaEnabled: false, uuid: null, level: 0, challenge: null };
      const issued = await guard.issue(level);
      return { captchaEnabled: true, ...issued };
    },

    async sendLoginCode(caller: Caller, q: { mobile: string; code?: string }) {
      await enforce(db, `sms:ip:${caller.ip}`, limits.smsPerIp);
      await guard.demandChallenge(await guard.sourceLevel(caller.ip), q.code, 'query.code');
      await enforce(db, `sms:mobile:${q.mobile}`, limits.smsPerMobile);
      // A number without an account learns nothing: the answer is the same, no code is sent.
      const owner = await repo.userByMobile(db, q.mobile);
      if (!owner) return { expiresInSeconds: 300, resendAfterSeconds: 60 };
      return sendSmsCode(db, deps.sms, q.mobile, 'login', smsLanguage(owner, caller));
    },

    async sendResetCode(caller: Caller, mobile: string) {
      await enforce(db, `sms:ip:${caller.ip}`, limits.smsPerIp);
      await enforce(db, `sms:mobile:${mobile}`, limits.smsPerMobile);
      const owner = await repo.userByMobile(db, mobile);
      if (!owner) return { expiresInSeconds: 300, resendAfterSeconds: 60 };
      return sendSmsCode(db, deps.sms, mobile, 'reset', smsLanguage(owner, caller));
    },

    async loginByMobile(caller: Caller, body: LoginByMobileBody) {
      await enforce(db, `login:ip:${caller.ip}`, limits.loginPerIp);
      await verifySmsCode(db, body.mobile, 'login', body.code);
      const user = await repo.userByMobile(db, body.mobile);
      if (!user) refuse('body.code', text('account.codeExpired'));
      if (user.status !== 1) forbidden(text('account.accountDisabled'));
      return openSession(caller, user, body.tenantId);
    },

    async logout(ctx: RequestContext) {
      await repo.revokeSession(db, ctx.sessionId);
      await cache.settle();
    },

    async myApps(ctx: RequestContext): Promise<MyApp[]> {
      const subscribed = await repo.subscribedApps(db, ctx.tenantId);
      const held = await repo.rolesOf(db, ctx.tenantId, ctx.tenantUserId, { roleId: ctx.roleId });
      const withRoles = new Set(held.map((r) => r.appId));
      return subscribed.map((a) => ({ ...a, hasAccess: withRoles.has(a.id) }));
    },

    async userInfo(ctx: RequestContext, appKey: string): Promise<UserInfo> {
      const app = await subscribedApp(ctx, appKey);
      const [user, held, tenantName, type] = await Promise.all([
        repo.userById(db, ctx.userId),
        repo.rolesOf(db, ctx.tenantId, ctx.tenantUserId, { appId: app.id }),
        repo.tenantName(db, ctx.tenantId),
        repo.memberType(db, ctx.tenantId, ctx.tenantUserId),
      ]);
      if (!user) throw new AppError(401, UNAUTHENTICATED);
      const acting = ctx.roleId ? held.filter((r) => r.id === ctx.roleId) : held;
      return {
        userId: user.id,
        name: user.realname || user.username,
        username: user.username,
        realname: user.realname,
        avatar: user.avatar,
        introduction: user.introduction,
        mobile: user.mobile,
        email: user.email,
        type,
        tenantUserId: ctx.tenantUserId,
        tenantId: ctx.tenantId,
        tenantName,
        roles: acting.map((r) => String(r.code)),
        roleList: held.map((r) => ({ id: r.id, code: r.code, name: r.name })),
        currentRoleId: ctx.roleId,
        isPlatformAdmin: user.isPlatformAdmin,
        language: isLanguage(user.language) ? user.language : null,
      };
    },

    /**
     * The user's permitted menu of the app as route records; parents of a permitted entry come along.
     * A kept menu comes as it is, without a promise.
     */
    menu(ctx: RequestContext, appKey: string): RouteRecord[] | Promise<RouteRecord[]> {
      const menuIn = (appId: string) =>
        cache.menu(ctx, appId, async () => {
          const rows = await repo.menuResources(db, ctx.tenantId, ctx.tenantUserId, appId, ctx.roleId);
          return buildRouteTree(rows.filter((r) => r.type !== ResourceType.button));
        });
      // The shell sends the same key as AppKey header, which authenticate has already checked against
      // the tenant's subscriptions: one database round trip fewer on the busiest call.
      if (ctx.app?.key === appKey) return menuIn(ctx.app.id);
      return subscribedApp(ctx, appKey).then((app) => menuIn(app.id));
    },

    async appByKey(appKey: string): Promise<AppInfo> {
      const app = await repo.appByKey(db, appKey);
      if (!app) notFound(text('common.appNotFound'));
      return appInfo(app);
    },

    configValue(key: string) {
      if (key === 'sso.login.url') return { key, value: config.ssoLoginUrl };
      return notFound(text('account.configNotFound'));
    },

    /** A new session acting with one of the roles the user holds, or with all of them again (null). */
    async switchRole(caller: Caller, ctx: RequestContext, roleId: string | null) {
      if (roleId !== null) {
        const held = await repo.rolesOf(db, ctx.tenantId, ctx.tenantUserId);
        if (!held.some((r) => r.id === roleId)) refuse('body.roleId', text('account.roleNotHeld'));
      }
      const user = await repo.userById(db, ctx.userId);
      const origin = await repo.sessionEnd(db, ctx.sessionId);
      const session = await openSession(caller, user!, ctx.tenantId, roleId, origin);
      await repo.revokeSession(db, ctx.sessionId);
      await cache.settle();
      return session;
    },

    async shareKey(ctx: RequestContext) {
      const key = newToken();
      await repo.insertShareKey(db, {
        keyHash: sha256(key),
        sessionId: ctx.sessionId,
        expiresAt: new Date(Date.now() + SHARE_KEY_TTL_SECONDS * 1000),
      });
      return { shareKey: key, expiresInSeconds: SHARE_KEY_TTL_SECONDS };
    },

    async loginByShareKey(caller: Caller, shareKey: string) {
      await enforce(db, `login:ip:${caller.ip}`, limits.loginPerIp);
      const source = await repo.consumeShareKey(db, sha256(shareKey));
      if (!source || source.revokedAt || source.expiresAt.getTime() <= Date.now()) {
        refuse('body.shareKey', text('account.shareKeyInvalid'));
      }
      const user = await repo.userById(db, source.userId);
      if (!user || user.status !== 1) forbidden(text('account.accountDisabled'));
      return openSession(caller, user, source.tenantId, source.roleId, source.expiresAt);
    },

    /** Signed in with the old password, or signed out with an SMS reset code. */
    async updatePassword(caller: Caller, body: UpdatePwdBody, authenticate: () => Promise<RequestContext>) {
      if ('oldPassword' in body) {
        const ctx = await authenticate();
        const user = await repo.userById(db, ctx.userId);
        if (!user) throw new AppError(401, UNAUTHENTICATED);
        // The old password is guessed like a sign-in's: same counters, waits and lock.
        const standing = await admitGuess(user.username, caller.ip);
        if (!(await verifyPassword(body.oldPassword, user.passwordHash))) {
          return guard.failed(
            user.username,
            caller.ip,
            fieldRefusal('body.oldPassword', text('account.oldPasswordWrong')),
          );
        }
        await guard.succeeded(user.username, caller.ip, standing);
        if (body.oldPassword === body.newPassword)
          refuse('body.newPassword', text('account.newPasswordSame'));
        // The caller's own session stays; every other one, in every tenant, ends.
        await changePasswordEverywhere(db, user.id, await hashPassword(body.newPassword), ctx.sessionId);
        await cache.settle();
        return;
      }
      await enforce(db, `login:ip:${caller.ip}`, limits.loginPerIp);
      await verifySmsCode(db, body.mobile, 'reset', body.code);
      const user = await repo.userByMobile(db, body.mobile);
      if (!user) refuse('body.code', text('account.codeExpired'));
      await changePasswordEverywhere(db, user.id, await hashPassword(body.newPassword));
      await guard.forgive(user.username);
      await cache.settle();
    },

    async setLanguage(ctx: RequestContext, body: SetLanguageBody) {
      await repo.setLanguage(db, ctx.userId, body.language);
    },

    async updateBaseInfo(ctx: RequestContext, body: UpdateUserBaseInfoBody) {
      await repo.updateBaseInfo(db, ctx.userId, {
        realname: body.realname,
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.avatar !== undefined ? { avatar: body.avatar } : {}),
        ...(body.introduction !== undefined ? { introduction: body.introduction } : {}),
      });
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

/** Resource rows → the spec's nested route records, siblings in menu order. */
export function buildRouteTree(rows: ResourceRow[]): RouteRecord[] {
  const records = new Map<string, RouteRecord>();
  const sorted = [...rows].sort((a, b) => a.sort - b.sort || a.path.localeCompare(b.path));
  for (const r of sorted) {
    records.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      path: r.path,
      name: r.name,
      component: r.component,
      redirect: r.redirect,
      alwaysShow: r.alwaysShow,
      hidden: r.hidden,
      blank: r.blank,
      url: r.url,
      type: r.type,
      config: r.config,
      body: r.body,
      entityViewUuid: r.entityViewUuid,
      resourceId: r.id,
      showAsRoot: r.showAsRoot,
      meta: {
        title: r.title,
        titleEn: r.titleEn,
        icon: r.icon,
        activeMenu: r.activeMenu,
        breadcrumb: r.breadcrumb,
        affix: r.affix,
        resourceId: r.id,
        noCache: r.noCache,
      },
      children: [],
    });
  }
  const roots: RouteRecord[] = [];
  for (const r of sorted) {
    const record = records.get(r.id)!;
    const parent = r.parentId ? records.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(record);
  }
  return roots;
}
