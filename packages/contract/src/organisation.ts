// Departments (data/dept) and positions (data/position) of a tenant, spec shell.md §7.5–7.6.
import { z } from 'zod';
import { reason } from './reasons.js';

const name = (max: number) =>
  z.string().trim().min(1, reason('required')).max(max, reason('maxChars', { max }));
const optionalText = (max: number) =>
  z.string().trim().max(max, reason('maxChars', { max })).nullable().optional();
const status = z.union([z.literal(0), z.literal(1)]);
const sort = z
  .number()
  .int(reason('integer'))
  .min(0, reason('notBelow', { min: 0 }))
  .max(1_000_000);

export const DeptFields = z.object({
  parentId: z.uuid().nullable().optional(),
  name: name(50),
  leader: optionalText(30),
  phone: z
    .string()
    .trim()
    .regex(/^[\d+\-() ]{5,20}$/, reason('phoneFormat'))
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  email: z
    .email(reason('emailFormat'))
    .max(100)
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null)),
  sort: sort.default(0),
  status: status.default(1),
});
export const AddDeptBody = DeptFields;
export const UpdateDeptBody = DeptFields.extend({ id: z.uuid() });
export type AddDeptBody = z.input<typeof AddDeptBody>;
export type UpdateDeptBody = z.input<typeof UpdateDeptBody>;

export const IdBody = z.object({ id: z.uuid() });
export const IdQuery = z.object({ id: z.uuid() });

export interface DeptNode {
  id: string;
  parentId: string | null;
  name: string;
  leader: string | null;
  phone: string | null;
  email: string | null;
  sort: number;
  status: number;
  children: DeptNode[];
}

export const Dept = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  name: z.string(),
  leader: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  sort: z.number().int(),
  status: z.number().int(),
});
export const DeptNodeSchema: z.ZodType<DeptNode> = z.lazy(() =>
  Dept.extend({ children: z.array(DeptNodeSchema) }),
);

/**
 * A department on the department page (getDeptTree): with the number of users it holds itself, so that
 * the page can tell before asking why one cannot be deleted.
 */
export interface DeptTreeNode extends DeptNode {
  userCount: number;
  children: DeptTreeNode[];
}

export const DeptTreeNodeSchema: z.ZodType<DeptTreeNode> = z.lazy(() =>
  Dept.extend({ userCount: z.number().int(), children: z.array(DeptTreeNodeSchema) }),
);

export const PositionFields = z.object({
  code: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 }))
    .regex(/^[A-Za-z0-9_-]+$/, reason('codeChars')),
  name: name(50),
  sort: sort.default(0),
  status: status.default(1),
  remark: optionalText(500),
});
export const AddPositionBody = PositionFields;
export const UpdatePositionBody = PositionFields.extend({ id: z.uuid() });
export type AddPositionBody = z.input<typeof AddPositionBody>;
export type UpdatePositionBody = z.input<typeof UpdatePositionBody>;

export const Position = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type Position = z.infer<typeof Position>;

export const PageQuery = z.object({
  pageIndex: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
});
export const PositionFilter = z.object({
  code: z.string().trim().max(64).optional(),
  name: z.string().trim().max(50).optional(),
  status: status.optional(),
});
export type PositionFilter = z.input<typeof PositionFilter>;
export const PositionPage = z.object({ items: z.array(Position), total: z.number().int() });
