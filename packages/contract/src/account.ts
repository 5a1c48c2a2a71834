// Sign-in, session and menu calls of spec shell.md §7.1 (all under /api/api-system/data/). Field
// names are the spec's, so the original front end and ours speak the same shapes.
import { z } from 'zod';
import { LANGUAGES } from './i18n.js';
import { reason } from './reasons.js';

export const ACCOUNT_PREFIX = '/api/api-system/data';

const trimmed = (max: number) => z.string().trim().min(1).max(max);
const mobileNumber = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, reason('mobileFormat'));

/**
 * A solved sign-in challenge (verify/verifyCode): the ALTCHA payload, base64 JSON of the challenge
 * and the counter found. Required once the server asks for one (captchaEnabled).
 */
const challengeSolution = z.string().trim().max(4096).optional();

export const LoginBody = z.object({
  username: trimmed(64),
  pwd: z.string().min(1).max(128),
  code: challengeSolution,
  /** Which of the user's tenants to sign in to; the first one when absent. */
  tenantId: z.uuid().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const LoginByMobileBody = z.object({
  mobile: mobileNumber,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, reason('smsCodeFormat')),
  tenantId: z.uuid().optional(),
});
export type LoginByMobileBody = z.infer<typeof LoginByMobileBody>;

export const TokenData = z.object({ token: z.string() });
export type TokenData = z.infer<typeof TokenData>;

/** An ALTCHA proof-of-work challenge (altcha-lib v2): the browser finds the counter it asks for. */
export const AltchaChallenge = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
      data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
    })
    .loose(),
  signature: z.string().optional(),
});
export type AltchaChallenge = z.infer<typeof AltchaChallenge>;

export const CaptchaData = z.object({
  /** Whether the next sign-in (of this account from this address) must solve the challenge. */
  captchaEnabled: z.boolean(),
  /** The challenge's id, or null when none is asked. */
  uuid: z.string().nullable(),
  /** How much work the challenge asks: 0 none, each level doubles it. */
  level: z.number().int(),
  challenge: AltchaChallenge.nullable(),
});
export type CaptchaData = z.infer<typeof CaptchaData>;

export const SmsCodeQuery = z.object({
  mobile: mobileNumber,
  /** A solved challenge guarding the SMS send, when the server asks for one. */
  code: challengeSolution,
});
export type SmsCodeQuery = z.infer<typeof SmsCodeQuery>;

export const SmsSentData = z.object({
  expiresInSeconds: z.number().int(),
  resendAfterSeconds: z.number().int(),
});
export type SmsSentData = z.infer<typeof SmsSentData>;

/** App list entry (spec §3): key, id, domain, tenantAppKey, plus what a switcher shows. */
export const MyApp = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  /** The name shown in English; the Chinese one stands in when it is empty. */
  nameEn: z.string().nullable().optional(),
  logo: z.string().nullable(),
  domain: z.string().nullable(),
  tenantAppKey: z.string(),
  /** Whether the user holds any role in the app (a sign-in lands on the first such app). */
  hasAccess: z.boolean(),
});
export type MyApp = z.infer<typeof MyApp>;

export const RoleInfo = z.object({ id: z.string(), code: z.number().int(), name: z.string() });
export type RoleInfo = z.infer<typeof RoleInfo>;

/** User info (spec §3). `roles` are the role codes (as strings) the session acts with. */
export const UserInfo = z.object({
  userId: z.string(),
  name: z.string(),
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  introduction: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  type: z.number().int(),
  tenantUserId: z.string(),
  tenantId: z.string(),
  tenantName: z.string(),
  roles: z.array(z.string()),
  /** Every role the user holds in this tenant and app; a role switch picks one of them. */
  roleList: z.array(RoleInfo),
  /** The role the session was narrowed to by a role switch, or null for all of them. */
  currentRoleId: z.string().nullable(),
  isPlatformAdmin: z.boolean(),
  /** The language the user chose (issue 17), or null: the browser's then decides. */
  language: z.enum(LANGUAGES).nullable(),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** The user's language, kept on the account for every device they sign in on. */
export const SetLanguageBody = z.object({ language: z.enum(LANGUAGES) });
export type SetLanguageBody = z.infer<typeof SetLanguageBody>;

export const AppKeyQuery = z.object({ appKey: z.string().trim().min(1).max(64) });
export const AppKeyLowerQuery = z.object({ appkey: z.string().trim().min(1).max(64) });
export const KeyQuery = z.object({ key: z.string().trim().min(1).max(64) });

/** App info (spec §3); `config` is a JSON string as the original backend sends it. */
export const AppInfo = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  logo: z.string().nullable(),
  domain: z.string().nullable(),
  config: z.string(),
  privileges: z.array(z.string()),
  ssoUrl: z.string().nullable(),
  showTenantName: z.boolean(),
});
export type AppInfo = z.infer<typeof AppInfo>;

export interface RouteMeta {
  title: string;
  /** The title shown in English; the web falls back to `title` when it is empty. */
  titleEn?: string | null;
  icon?: string | null;
  activeMenu?: string | null;
  breadcrumb?: boolean;
  affix?: boolean;
  resourceId: string;
  noCache?: boolean;
}

/** The menu route record of spec §3, as tenant/getresources answers it. */
export interface RouteRecord {
  id: string;
  parentId: string | null;
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  alwaysShow: boolean;
  hidden: boolean;
  /** 3 opens the item in a new window. */
  blank: number | null;
  url: string | null;
  /** 21 is an external url. */
  type: number;
  config: string | null;
  body: string | null;
  entityViewUuid: string | null;
  resourceId: string;
  showAsRoot: boolean;
  meta: RouteMeta;
  children: RouteRecord[];
}

export const RouteMetaSchema = z.object({
  title: z.string(),
  titleEn: z.string().nullable().optional(),
  icon: z.string().nullable().optional(),
  activeMenu: z.string().nullable().optional(),
  breadcrumb: z.boolean().optional(),
  affix: z.boolean().optional(),
  resourceId: z.string(),
  noCache: z.boolean().optional(),
});

export const RouteRecordSchema: z.ZodType<RouteRecord> = z.lazy(() =>
  z.object({
    id: z.string(),
    parentId: z.string().nullable(),
    path: z.string(),
    name: z.string(),
    component: z.string().nullable(),
    redirect: z.string().nullable(),
    alwaysShow: z.boolean(),
    hidden: z.boolean(),
    blank: z.number().int().nullable(),
    url: z.string().nullable(),
    type: z.number().int(),
    config: z.string().nullable(),
    body: z.string().nullable(),
    entityViewUuid: z.string().nullable(),
    resourceId: z.string(),
    showAsRoot: z.boolean(),
    meta: RouteMetaSchema,
    children: z.array(RouteRecordSchema),
  }),
);

const newPassword = z
  .string()
  .min(8, reason('newPasswordMin'))
  .max(64, reason('newPasswordMax'))
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, reason('newPasswordLettersAndDigits'));

/** Signed in: the old password proves it is you. Signed out (/chancgePassword): an SMS reset code. */
export const UpdatePwdBody = z.union([
  z.object({ oldPassword: z.string().min(1).max(128), newPassword }),
  z.object({
    mobile: mobileNumber,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, reason('smsCodeFormat')),
    newPassword,
  }),
]);
export type UpdatePwdBody = z.infer<typeof UpdatePwdBody>;

export const UpdateUserBaseInfoBody = z.object({
  realname: trimmed(32),
  email: z.email(reason('emailFormat')).max(128).nullable().optional(),
  avatar: z.string().max(512).nullable().optional(),
  introduction: z.string().max(500).nullable().optional(),
});
export type UpdateUserBaseInfoBody = z.infer<typeof UpdateUserBaseInfoBody>;

/** One of the roles the user holds, or null to act with all of them again. */
export const SwitchRoleBody = z.object({ roleId: z.uuid().nullable() });
export type SwitchRoleBody = z.infer<typeof SwitchRoleBody>;

export const ShareKeyData = z.object({ shareKey: z.string(), expiresInSeconds: z.number().int() });
export const LoginByShareKeyBody = z.object({ shareKey: z.string().min(16).max(128) });

/** The fixed-key configuration look-up; the sign-on address is under SSO_LOGIN_URL_KEY. */
export const SSO_LOGIN_URL_KEY = 'sso.login.url';
export const ConfigValueData = z.object({ key: z.string(), value: z.string() });
export type ConfigValueData = z.infer<typeof ConfigValueData>;

/** Role codes the spec names (notification targets depend on them). */
export const RoleCode = { business: 8, expert: 33, certReview: 34, business42: 42, workQueue: 47 } as const;
