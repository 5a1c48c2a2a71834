// The account calls of spec shell.md §7.1. Public calls (sign-in, captcha, SMS codes, app look-ups)
// are `accountRoutes`; `accountSessionRoutes` run after `authenticate` has set req.ctx.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AppInfo,
  AppKeyLowerQuery,
  AppKeyQuery,
  CaptchaData,
  ConfigValueData,
  envelopeOf,
  KeyQuery,
  LoginBody,
  LoginByMobileBody,
  LoginByShareKeyBody,
  MyApp,
  RouteRecordSchema,
  SetLanguageBody,
  ShareKeyData,
  SmsCodeQuery,
  SmsSentData,
  SwitchRoleBody,
  TokenData,
  UpdatePwdBody,
  UpdateUserBaseInfoBody,
  UserInfo,
} from '@platform/contract';
import { callerOf, credentialsOf } from '../../http/authenticate.js';
import { ctxOf } from '../../http/context.js';
import { ok, okNowOrLater } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { AccountService } from './service.js';

const tags = ['account'];
const Nothing = envelopeOf(z.null());

export const accountRoutes =
  (account: AccountService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}/tenantuser/login`,
      {
        schema: {
          tags,
          summary: 'Sign in with username and password',
          body: LoginBody,
          response: { 200: envelopeOf(TokenData) },
        },
      },
      async (req) => ok(await account.login(callerOf(req), req.body), text('account.signedIn')),
    );
    app.post(
      `${P}/tenantuser/loginByMobile`,
      {
        schema: {
          tags,
          summary: 'Sign in with an SMS code',
          body: LoginByMobileBody,
          response: { 200: envelopeOf(TokenData) },
        },
      },
      async (req) => ok(await account.loginByMobile(callerOf(req), req.body), text('account.signedIn')),
    );
    app.post(
      `${P}/tenantuser/loginByShareKey`,
      {
        schema: {
          tags,
          summary: 'Exchange a one-time share key for a session',
          body: LoginByShareKeyBody,
          response: { 200: envelopeOf(TokenData) },
        },
      },
      async (req) =>
        ok(await account.loginByShareKey(callerOf(req), req.body.shareKey), text('account.signedIn')),
    );
    app.get(
      `${P}/verify/verifyCode`,
      {
        schema: {
          tags,
          summary:
            'Whether sign-in (as username, from this address) must solve a proof-of-work challenge now, and a new one if so',
          querystring: z.object({ username: z.string().trim().max(64).optional() }),
          response: { 200: envelopeOf(CaptchaData) },
        },
      },
      async (req) => ok(await account.challenge(callerOf(req), req.query.username || undefined)),
    );
    app.get(
      `${P}/sms/getCheckCode`,
      {
        schema: {
          tags,
          summary: 'Send a sign-in SMS code',
          querystring: SmsCodeQuery,
          response: { 200: envelopeOf(SmsSentData) },
        },
      },
      async (req) => ok(await account.sendLoginCode(callerOf(req), req.query), text('account.codeSent')),
    );
    app.get(
      `${P}/sms/getSmsCheckCode`,
      {
        schema: {
          tags,
          summary: 'Send a password-reset SMS code',
          querystring: SmsCodeQuery.pick({ mobile: true }),
          response: { 200: envelopeOf(SmsSentData) },
        },
      },
      async (req) =>
        ok(await account.sendResetCode(callerOf(req), req.query.mobile), text('account.codeSent')),
    );
    app.post(
      `${P}/tenantuser/updatePwd`,
      {
        schema: {
          tags,
          summary: 'Change (old password) or reset (SMS code) the password',
          body: UpdatePwdBody,
          response: { 200: Nothing },
        },
      },
      async (req) => {
        await account.updatePassword(callerOf(req), req.body, () => account.authenticate(credentialsOf(req)));
        return ok(null, text('account.passwordChanged'));
      },
    );
    app.get(
      `${P}/app/queryByAppKey`,
      {
        schema: {
          tags,
          summary: 'App info by key',
          querystring: AppKeyQuery,
          response: { 200: envelopeOf(AppInfo) },
        },
      },
      async (req) => ok(await account.appByKey(req.query.appKey)),
    );
    app.get(
      `${P}/data/app/getSSOApp`,
      {
        schema: {
          tags,
          summary: 'The app a single-sign-on page signs into',
          querystring: KeyQuery,
          response: { 200: envelopeOf(AppInfo) },
        },
      },
      async (req) => ok(await account.appByKey(req.query.key)),
    );
    app.get(
      `${P}/config/getByKey`,
      {
        schema: {
          tags,
          summary: 'A public configuration value (the sign-on address)',
          querystring: KeyQuery,
          response: { 200: envelopeOf(ConfigValueData) },
        },
      },
      async (req) => ok(account.configValue(req.query.key)),
    );
  };

/** Calls that need a session; registered inside the authenticated scope (see app.ts). */
export const accountSessionRoutes =
  (account: AccountService): FastifyPluginAsyncZod =>
  async (scope) => {
    const security = [{ bearer: [] }];
    scope.post(
      `${P}/tenantuser/logout`,
      {
        schema: { tags, security, summary: 'Sign out: the session is revoked', response: { 200: Nothing } },
      },
      async (req) => {
        await account.logout(ctxOf(req));
        return ok(null, text('account.signedOut'));
      },
    );
    scope.get(
      `${P}/app/getMyApps`,
      {
        schema: {
          tags,
          security,
          summary: "The apps of the user's tenant",
          response: { 200: envelopeOf(z.array(MyApp)) },
        },
      },
      async (req) => ok(await account.myApps(ctxOf(req))),
    );
    scope.get(
      `${P}/tenantuser/getuserinfo`,
      {
        schema: {
          tags,
          security,
          summary: 'The signed-in user in an app',
          querystring: AppKeyQuery,
          response: { 200: envelopeOf(UserInfo) },
        },
      },
      async (req) => ok(await account.userInfo(ctxOf(req), req.query.appKey)),
    );
    scope.get(
      `${P}/tenant/getresources`,
      {
        schema: {
          tags,
          security,
          summary: "The user's permitted menu of an app, as route records",
          querystring: AppKeyLowerQuery,
          response: { 200: envelopeOf(z.array(RouteRecordSchema)) },
        },
      },
      (req) => okNowOrLater(account.menu(ctxOf(req), req.query.appkey)),
    );
    scope.post(
      `${P}/tenantuser/switchRole`,
      {
        schema: {
          tags,
          security,
          summary: 'A new session acting with one of the roles the user holds',
          body: SwitchRoleBody,
          response: { 200: envelopeOf(TokenData) },
        },
      },
      async (req) =>
        ok(
          await account.switchRole(callerOf(req), ctxOf(req), req.body.roleId),
          text('account.roleSwitched'),
        ),
    );
    scope.get(
      `${P}/authcode/shareKey`,
      {
        schema: {
          tags,
          security,
          summary: 'A one-time key that opens a session for this user elsewhere',
          response: { 200: envelopeOf(ShareKeyData) },
        },
      },
      async (req) => ok(await account.shareKey(ctxOf(req))),
    );
    scope.post(
      `${P}/tenantuser/setLanguage`,
      {
        schema: {
          tags,
          security,
          summary: "Keep the user's language (zh-CN or en-US) on their account",
          body: SetLanguageBody,
          response: { 200: Nothing },
        },
      },
      async (req) => {
        await account.setLanguage(ctxOf(req), req.body);
        return ok(null);
      },
    );
    scope.post(
      `${P}/tenantuser/updateUserBaseInfo`,
      {
        schema: {
          tags,
          security,
          summary: "Update the user's own profile",
          body: UpdateUserBaseInfoBody,
          response: { 200: Nothing },
        },
      },
      async (req) => {
        await account.updateBaseInfo(ctxOf(req), req.body);
        return ok(null, text('common.updated'));
      },
    );
  };
