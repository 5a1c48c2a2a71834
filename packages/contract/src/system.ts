// Resources (menu trees of apps) and roles, spec shell.md §7.3 (api-system/data/resource) and §7.4
// (data/role). Resources belong to the platform; roles are the platform's or a tenant's own.
import { z } from 'zod';
import { RouteMetaSchema } from './account.js';
import { reason } from './reasons.js';

const sort = z
  .number()
  .int(reason('integer'))
  .min(0, reason('notBelow', { min: 0 }))
  .max(1_000_000);
const optionalText = (max: number) =>
  z.string().trim().max(max, reason('maxChars', { max })).nullable().optional();

export const ResourceFields = z.object({
  appId: z.uuid(),
  parentId: z.uuid().nullable().optional(),
  path: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(200, reason('maxChars', { max: 200 })),
  name: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(100, reason('maxChars', { max: 100 }))
    .regex(/^[A-Za-z][\w-]*$/, reason('identifierChars')),
  title: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(50, reason('maxChars', { max: 50 })),
  /** The title shown in English; the Chinese one stands in when it is empty. */
  titleEn: optionalText(50),
  component: optionalText(200),
  icon: optionalText(100),
  redirect: optionalText(200),
  hidden: z.boolean().default(false),
  alwaysShow: z.boolean().default(false),
  blank: z.number().int().min(0).max(9).nullable().optional(),
  url: z.url(reason('urlFormat')).max(1000).nullable().optional(),
  /** 1 directory, 2 page, 3 button, 21 external url. */
  type: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(21)]).default(2),
  activeMenu: optionalText(200),
  breadcrumb: z.boolean().default(true),
  affix: z.boolean().default(false),
  noCache: z.boolean().default(false),
  showAsRoot: z.boolean().default(false),
  config: optionalText(20_000),
  body: optionalText(200_000),
  entityViewUuid: optionalText(64),
  sort: sort.default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
});
export const CreateResourceBody = ResourceFields;
export const SaveResourceBody = ResourceFields.extend({ id: z.uuid() });
export type CreateResourceBody = z.input<typeof CreateResourceBody>;
export type SaveResourceBody = z.input<typeof SaveResourceBody>;

export const Resource = z.object({
  id: z.string(),
  appId: z.string(),
  parentId: z.string().nullable(),
  path: z.string(),
  name: z.string(),
  title: z.string(),
  titleEn: z.string().nullable().optional(),
  component: z.string().nullable(),
  icon: z.string().nullable(),
  redirect: z.string().nullable(),
  hidden: z.boolean(),
  alwaysShow: z.boolean(),
  blank: z.number().nullable(),
  url: z.string().nullable(),
  type: z.number(),
  activeMenu: z.string().nullable(),
  breadcrumb: z.boolean(),
  affix: z.boolean(),
  noCache: z.boolean(),
  showAsRoot: z.boolean(),
  config: z.string().nullable(),
  body: z.string().nullable(),
  entityViewUuid: z.string().nullable(),
  sort: z.number(),
  status: z.number(),
  meta: RouteMetaSchema,
});
export type Resource = z.infer<typeof Resource>;
export interface ResourceNode extends Resource {
  children: ResourceNode[];
}
export const ResourceNodeSchema: z.ZodType<ResourceNode> = z.lazy(() =>
  Resource.extend({ children: z.array(ResourceNodeSchema) }),
);

export const ResourceIdQuery = z.object({ resourceid: z.uuid() });
export const AppIdQuery = z.object({ appid: z.uuid() });
export const AppIdCamelQuery = z.object({ appId: z.uuid() });
export const DelResourceBody = z.object({ id: z.uuid() });

export const RoleFields = z.object({
  appId: z.uuid(),
  code: z
    .number()
    .int(reason('integer'))
    .min(1, reason('notBelow', { min: 1 }))
    .max(999_999),
  name: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(50, reason('maxChars', { max: 50 })),
  description: optionalText(200),
  sort: sort.default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
});
export const AddRoleBody = RoleFields;
export const UpdateRoleBody = RoleFields.omit({ appId: true }).extend({ id: z.uuid() });
export type AddRoleBody = z.input<typeof AddRoleBody>;
export type UpdateRoleBody = z.input<typeof UpdateRoleBody>;

export const Role = z.object({
  id: z.string(),
  appId: z.string(),
  code: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  sort: z.number(),
  status: z.number(),
  /** Platform roles are shared by every tenant and managed by the platform administrator. */
  scope: z.enum(['platform', 'tenant']),
});
export type Role = z.infer<typeof Role>;

export const BindResourcesBody = z.object({
  roleId: z.uuid(),
  resourceIds: z.array(z.uuid()).max(10_000),
});
export const RoleIdQuery = z.object({ roleId: z.uuid() });
export const DeleteRoleBody = z.object({ id: z.uuid() });

/** The app's look in the shell (spec §3 App info config). */
export const AppConfigSchema = z.object({
  layout: z.enum(['1', '2', '3']).optional(),
  tagsView: z.boolean().optional(),
  menuBg: z.string().max(32).optional(),
  menuText: z.string().max(32).optional(),
  menuActiveText: z.string().max(32).optional(),
  menuActiveBg: z.string().max(32).optional(),
  icon: z.string().max(100).optional(),
});

export const AppFields = z.object({
  key: z
    .string()
    .trim()
    .min(2, reason('minChars', { min: 2 }))
    .max(32, reason('maxChars', { max: 32 }))
    .regex(/^[a-z][a-z0-9-]*$/, reason('lowercaseCode')),
  name: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(50, reason('maxChars', { max: 50 })),
  /** The name shown in English; the Chinese one stands in when it is empty. */
  nameEn: optionalText(50),
  logo: z.string().trim().max(1000).nullable().optional(),
  domain: z.string().trim().max(200).nullable().optional(),
  config: AppConfigSchema.default({}),
  privileges: z.array(z.string().max(100)).max(500).default([]),
  ssoUrl: z.string().trim().max(1000).nullable().optional(),
  showTenantName: z.boolean().default(false),
  sort: sort.default(0),
  status: z.union([z.literal(0), z.literal(1)]).default(1),
});
export const AddAppBody = AppFields;
export const UpdateAppBody = AppFields.omit({ key: true }).extend({ id: z.uuid() });
export type AddAppBody = z.input<typeof AddAppBody>;
export type UpdateAppBody = z.input<typeof UpdateAppBody>;

export const ManagedApp = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  logo: z.string().nullable(),
  domain: z.string().nullable(),
  config: AppConfigSchema,
  privileges: z.array(z.string()),
  ssoUrl: z.string().nullable(),
  showTenantName: z.boolean(),
  sort: z.number(),
  status: z.number(),
  tenantCount: z.number(),
});
export type ManagedApp = z.infer<typeof ManagedApp>;
