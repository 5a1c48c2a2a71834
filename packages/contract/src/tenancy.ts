// Tenants (platform administrator) and a tenant's users (its system managers). Paths are under
// /api/api-system/data/tenant/ and /api/api-system/data/tenantuser/ (the spec does not show them).
import { z } from 'zod';
import { DeptNodeSchema, PageQuery } from './organisation.js';
import { reason } from './reasons.js';

const status = z.union([z.literal(0), z.literal(1)]);
const mobile = z
  .string()
  .trim()
  .regex(/^1\d{10}$/, reason('mobileFormat'));
const password = z
  .string()
  .min(8, reason('passwordMin'))
  .max(64, reason('passwordMax'))
  .regex(/^(?=.*[A-Za-z])(?=.*\d).+$/, reason('passwordLettersAndDigits'));

export const TenantFields = z.object({
  code: z
    .string()
    .trim()
    .min(2, reason('minChars', { min: 2 }))
    .max(32, reason('maxChars', { max: 32 }))
    .regex(/^[a-z][a-z0-9-]*$/, reason('lowercaseCode')),
  name: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(100, reason('maxChars', { max: 100 })),
  status: status.default(1),
});
export const AddTenantBody = TenantFields;
export const UpdateTenantBody = TenantFields.omit({ code: true }).extend({ id: z.uuid() });
export const SubscribeAppsBody = z.object({ tenantId: z.uuid(), appIds: z.array(z.uuid()).max(100) });
export type AddTenantBody = z.input<typeof AddTenantBody>;
export type UpdateTenantBody = z.input<typeof UpdateTenantBody>;

export const TenantSubscription = z.object({
  appId: z.string(),
  appKey: z.string(),
  appName: z.string(),
  /** The app's English name, when it has one (issue 17). */
  appNameEn: z.string().nullable().optional(),
  tenantAppKey: z.string(),
  status: z.number(),
});
export const Tenant = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  status: z.number(),
  createdAt: z.string(),
  apps: z.array(TenantSubscription),
  userCount: z.number(),
});
export type Tenant = z.infer<typeof Tenant>;
export const TenantFilter = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: status.optional(),
});
export type TenantFilter = z.input<typeof TenantFilter>;
export const TenantPage = z.object({ items: z.array(Tenant), total: z.number().int() });

export const TenantUserFields = z.object({
  realname: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(32, reason('maxChars', { max: 32 })),
  mobile: mobile
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  email: z
    .email(reason('emailFormat'))
    .max(128)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  /** 1 staff, 2 expert, 3 certification body. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  deptId: z.uuid().nullable().optional(),
  positionId: z.uuid().nullable().optional(),
  roleIds: z.array(z.uuid()).max(200).default([]),
  status: status.default(1),
});
export const AddTenantUserBody = TenantUserFields.extend({
  username: z
    .string()
    .trim()
    .min(3, reason('minChars', { min: 3 }))
    .max(64, reason('maxChars', { max: 64 }))
    .regex(/^[A-Za-z0-9_.@-]+$/, reason('usernameChars')),
  password,
});
export const UpdateTenantUserBody = TenantUserFields.extend({ id: z.uuid() });
export const ResetPasswordBody = z.object({ id: z.uuid(), password });
export const DeleteTenantUserBody = z.object({ id: z.uuid() });
/**
 * Who was deleted: the membership always, the account (`accountDeleted`) only when the user belonged
 * to no other tenant and is not a platform administrator.
 */
export const DeletedTenantUser = z.object({
  id: z.string(),
  username: z.string(),
  realname: z.string(),
  accountDeleted: z.boolean(),
});
export type DeletedTenantUser = z.infer<typeof DeletedTenantUser>;
export const ChangeStatusBody = z.object({ id: z.uuid(), status });
export type AddTenantUserBody = z.input<typeof AddTenantUserBody>;
export type UpdateTenantUserBody = z.input<typeof UpdateTenantUserBody>;

export const TenantUser = z.object({
  id: z.string(),
  userId: z.string(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  type: z.number(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  positionId: z.string().nullable(),
  positionName: z.string().nullable(),
  status: z.number(),
  roles: z.array(z.object({ id: z.string(), appId: z.string(), code: z.number(), name: z.string() })),
  createdAt: z.string(),
  /**
   * Whether the caller may change the user's name, contacts and password: not a tenant administrator
   * when the user also belongs to another tenant or is a platform administrator.
   */
  identityEditable: z.boolean(),
});
export type TenantUser = z.infer<typeof TenantUser>;
export const TenantUserFilter = z.object({
  keyword: z.string().trim().max(64).optional(),
  deptId: z.uuid().optional(),
  status: status.optional(),
});
export type TenantUserFilter = z.input<typeof TenantUserFilter>;
export const TenantUserPage = z.object({ items: z.array(TenantUser), total: z.number().int() });

/**
 * Which tenant's users a call is about. Absent: the session's tenant. Another tenant only for the
 * platform administrator, who reaches a tenant's users from tenant management.
 */
export const TenantScopeQuery = z.object({ tenantId: z.uuid().optional() });
export const TenantUserPageQuery = PageQuery.extend(TenantScopeQuery.shape);

/** What the user form offers in a tenant: its departments, enabled positions, and grantable roles per app. */
export const TenantUserOptions = z.object({
  depts: z.array(DeptNodeSchema),
  positions: z.array(z.object({ id: z.string(), code: z.string(), name: z.string() })),
  apps: z.array(
    z.object({
      appId: z.string(),
      appName: z.string(),
      appNameEn: z.string().nullable().optional(),
      roles: z.array(z.object({ id: z.string(), code: z.number(), name: z.string() })),
    }),
  ),
});
export type TenantUserOptions = z.infer<typeof TenantUserOptions>;

/** The most data rows one import reads. */
export const USER_IMPORT_MAX_ROWS = 5000;
