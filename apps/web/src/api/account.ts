// Sign-in, session and menu calls (spec §7.1). Sign-in and start-up calls are `silent`: the signed-out
// pages show their failures next to the form and the start-up shows them on its error page. Calls made
// in the signed-in shell are not, so that an expired session opens the expiry dialog (spec §8).
import type {
  AppInfo,
  CaptchaData,
  ConfigValueData,
  LoginBody,
  LoginByMobileBody,
  MyApp,
  RouteRecord,
  SetLanguageBody,
  SmsCodeQuery,
  SmsSentData,
  TokenData,
  UpdatePwdBody,
  UpdateUserBaseInfoBody,
  UserInfo,
} from '@platform/contract';
import { useEffect, useState } from 'react';
import { request } from './request';

// The contract's ACCOUNT_PREFIX is a value export, and any value import from the contract pulls zod
// into the bundle.
const P = '/api/api-system/data';

async function get<T>(url: string, params?: object, silent = false): Promise<T> {
  return (await request<T>({ method: 'get', url: `${P}/${url}`, params, silent })).data;
}

async function post<T>(url: string, data?: object, silent = false): Promise<T> {
  return (await request<T>({ method: 'post', url: `${P}/${url}`, data, silent })).data;
}

export async function login(body: LoginBody): Promise<string> {
  return (await post<TokenData>('tenantuser/login', body, true)).token;
}

export async function loginByMobile(body: LoginByMobileBody): Promise<string> {
  return (await post<TokenData>('tenantuser/loginByMobile', body, true)).token;
}

/**
 * Whether the next sign-in (as `username`, from this browser's address) must solve a proof-of-work
 * challenge, and a new one if so; without a username, whether an SMS code send must.
 */
export function getChallenge(username?: string): Promise<CaptchaData> {
  return get<CaptchaData>('verify/verifyCode', username ? { username } : undefined, true);
}

export function sendLoginSms(query: SmsCodeQuery): Promise<SmsSentData> {
  return get<SmsSentData>('sms/getCheckCode', query, true);
}

export function sendResetSms(mobile: string): Promise<SmsSentData> {
  return get<SmsSentData>('sms/getSmsCheckCode', { mobile }, true);
}

/** Changes the password (signed in, with the old one) or resets it (signed out, with an SMS code). */
export async function updatePassword(body: UpdatePwdBody, options: { silent: boolean }): Promise<void> {
  await post<null>('tenantuser/updatePwd', body, options.silent);
}

export function getMyApps(options: { silent: boolean }): Promise<MyApp[]> {
  return get<MyApp[]>('app/getMyApps', undefined, options.silent);
}

export function getUserInfo(appKey: string, options: { silent: boolean }): Promise<UserInfo> {
  return get<UserInfo>('tenantuser/getuserinfo', { appKey }, options.silent);
}

export function getMenuRoutes(appKey: string): Promise<RouteRecord[] | null> {
  return get<RouteRecord[] | null>('tenant/getresources', { appkey: appKey }, true);
}

export function getAppInfo(appKey: string): Promise<AppInfo> {
  return get<AppInfo>('app/queryByAppKey', { appKey }, true);
}

/** The app a single-sign-on page signs into. */
export function getSsoApp(key: string): Promise<AppInfo> {
  return get<AppInfo>('data/app/getSSOApp', { key }, true);
}

export async function getConfigValue(key: string): Promise<string> {
  return (await get<ConfigValueData>('config/getByKey', { key }, true)).value;
}

export async function logout(): Promise<void> {
  await post<null>('tenantuser/logout', undefined, true);
}

/** A new session acting with one of the user's roles, or with all of them (null); answers its token. */
export async function switchRole(roleId: string | null): Promise<string> {
  return (await post<TokenData>('tenantuser/switchRole', { roleId })).token;
}

/** Keeps the language on the user's account; silent: the switch has already happened on the page. */
export async function saveLanguage(body: SetLanguageBody): Promise<void> {
  await post<null>('tenantuser/setLanguage', body, true);
}

export async function updateUserBaseInfo(body: UpdateUserBaseInfoBody): Promise<void> {
  await post<null>('tenantuser/updateUserBaseInfo', body);
}

// The session's reads (apps, user, menu) are made by app/ and the profile page and kept in the user
// store. The sign-on page's app look-up is a plain effect: react-query is not part of the sign-on page.

/** The app a single-sign-on page signs into, when its address names one; undefined until known. */
export function useSsoApp(key: string | undefined): { data: AppInfo | undefined } {
  const [found, setFound] = useState<{ key: string; app: AppInfo }>();
  useEffect(() => {
    if (key === undefined) return;
    let current = true;
    getSsoApp(key).then(
      (app) => current && setFound({ key, app }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [key]);
  return { data: found && found.key === key ? found.app : undefined };
}
