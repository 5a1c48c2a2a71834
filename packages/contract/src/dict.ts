// Dictionaries and page layouts, spec shell.md §7.3 (api-system/data/resource). A dictionary is a tree
// of entries found by code; the platform's entries are shared by every tenant.
import { z } from 'zod';
import { reason } from './reasons.js';
import { FieldProblem } from './envelope.js';

const sort = z
  .number()
  .int(reason('integer'))
  .min(0, reason('notBelow', { min: 0 }))
  .max(1_000_000);
const status = z.union([z.literal(0), z.literal(1)]);
const optionalText = (max: number) =>
  z.string().trim().max(max, reason('maxChars', { max })).nullable().optional();

export const DictCode = z
  .string()
  .trim()
  .min(1, reason('required'))
  .max(64, reason('maxChars', { max: 64 }))
  .regex(/^[A-Za-z0-9_.-]+$/, reason('dictCodeChars'));

/** What an entry says, without where it sits: shared by saving, exporting and importing. */
const DictEntryFields = z.object({
  code: DictCode,
  name: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(100, reason('maxChars', { max: 100 })),
  /** The name shown in English; the Chinese one stands in when it is empty. */
  nameEn: optionalText(100),
  value: optionalText(500),
  sort: sort.default(0),
  status: status.default(1),
  remark: optionalText(500),
});

/** Creates an entry without `id`, changes the entry with that `id` otherwise. */
export const SaveDictBody = DictEntryFields.extend({
  id: z.uuid().optional(),
  parentId: z.uuid().nullable().optional(),
});
export type SaveDictBody = z.input<typeof SaveDictBody>;

export const Dict = z.object({
  id: z.string(),
  parentId: z.string().nullable(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable().optional(),
  value: z.string().nullable(),
  sort: z.number().int(),
  status: z.number().int(),
  remark: z.string().nullable(),
  /** 1 for a top-level entry (a dictionary), 2 for its items, and so on. */
  level: z.number().int(),
  /** Platform entries are shared by every tenant and changed by the platform administrator only. */
  scope: z.enum(['platform', 'tenant']),
});
export type Dict = z.infer<typeof Dict>;

export interface DictNode extends Dict {
  children: DictNode[];
}
export const DictNodeSchema: z.ZodType<DictNode> = z.lazy(() =>
  Dict.extend({ children: z.array(DictNodeSchema) }),
);

/** A node of the lazily loaded tree: its children are fetched when it is opened. */
export const LazyDict = Dict.extend({ hasChildren: z.boolean() });
export type LazyDict = z.infer<typeof LazyDict>;

export const DictCodeQuery = z.object({
  code: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 })),
});
/** The most levels an import nests, and the most a subtree is asked for. */
export const DICT_MAX_DEPTH = 20;

export const DictLevelQuery = DictCodeQuery.extend({
  level: z.coerce
    .number()
    .int(reason('integer'))
    .min(1, reason('notBelow', { min: 1 }))
    .max(DICT_MAX_DEPTH, reason('notAbove', { max: DICT_MAX_DEPTH })),
});
export const DictIdQuery = z.object({ dictId: z.uuid() });
export const ParentIdQuery = z.object({ parentId: z.uuid().optional() });
export const ParentDictIdQuery = z.object({ parentDictId: z.uuid() });
/** Without `parentId` the entry becomes a top-level dictionary. */
export const ChangeDictParentQuery = z.object({ dictId: z.uuid(), parentId: z.uuid().optional() });

export const DictFilter = z.object({
  code: z.string().trim().max(64).optional(),
  name: z.string().trim().max(100).optional(),
  /** `null` asks for top-level dictionaries; absent means any parent. */
  parentId: z.uuid().nullable().optional(),
  status: status.optional(),
});
export type DictFilter = z.infer<typeof DictFilter>;

export const DictItemFilter = z.object({
  code: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 })),
  name: z.string().trim().max(100).optional(),
  status: status.optional(),
});
export type DictItemFilter = z.infer<typeof DictItemFilter>;

export const DictPage = z.object({ items: z.array(Dict), total: z.number().int() });

export const BindDictItemsBody = z.object({
  parentId: z.uuid(),
  itemIds: z.array(z.uuid()).min(1, reason('pickAtLeastOne')).max(1000),
});
export const DictIdsBody = z.object({ ids: z.array(z.uuid()).min(1, reason('pickAtLeastOne')).max(1000) });

/** The portable form of an entry and its subtree: no ids, so it can be imported anywhere. */
export interface DictExportNode {
  code: string;
  name: string;
  nameEn?: string | null | undefined;
  value?: string | null | undefined;
  sort: number;
  status: 0 | 1;
  remark?: string | null | undefined;
  children: DictExportNode[];
}
export type DictExportNodeInput = z.input<typeof DictEntryFields> & {
  children?: DictExportNodeInput[] | undefined;
};
export const DictExportNodeSchema: z.ZodType<DictExportNode, DictExportNodeInput> = z.lazy(() =>
  DictEntryFields.extend({ children: z.array(DictExportNodeSchema).max(5000).default([]) }),
);

/** At most this many entries (counting every level) are imported by one call. */
export const DICT_IMPORT_LIMIT = 5000;

export const ImportDictBody = z.object({
  /** Where the imported dictionaries go; absent or null makes them top-level. */
  parentId: z.uuid().nullable().optional(),
  items: z.array(DictExportNodeSchema).min(1, reason('importAtLeastOne')).max(DICT_IMPORT_LIMIT),
});
export type ImportDictBody = z.input<typeof ImportDictBody>;

/** One refused row of an import; rows count every entry in depth-first order, from 1. */
export const ImportProblem = FieldProblem.extend({ row: z.number().int() });
export type ImportProblem = z.infer<typeof ImportProblem>;
export const ImportReport = z.object({ imported: z.number().int(), errors: z.array(ImportProblem) });
export type ImportReport = z.infer<typeof ImportReport>;

const isJson = (text: string) => {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
};

export const PageLayoutFields = z.object({
  name: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(100, reason('maxChars', { max: 100 })),
  pageId: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 }))
    .nullable()
    .optional(),
  body: z.string().max(2_000_000, reason('pageConfigTooLarge')).refine(isJson, reason('notJson')),
  status: status.default(1),
});
/** Creates a layout without `id`, changes the layout with that `id` otherwise. */
export const SavePageLayoutBody = PageLayoutFields.extend({ id: z.uuid().optional() });
export type SavePageLayoutBody = z.input<typeof SavePageLayoutBody>;

export const PageLayout = z.object({
  id: z.string(),
  name: z.string(),
  pageId: z.string().nullable(),
  /** The page schema as a JSON string. */
  body: z.string(),
  status: z.number().int(),
  updatedAt: z.string(),
});
export type PageLayout = z.infer<typeof PageLayout>;
export const PageLayoutSummary = PageLayout.omit({ body: true });
export type PageLayoutSummary = z.infer<typeof PageLayoutSummary>;
export const PageLayoutPage = z.object({ items: z.array(PageLayoutSummary), total: z.number().int() });

export const PageLayoutFilter = z.object({ name: z.string().trim().max(100).optional() });
export type PageLayoutFilter = z.infer<typeof PageLayoutFilter>;
export const PageIdQuery = z.object({
  pageId: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 })),
});
export const BindPageLayoutBody = z.object({ layoutId: z.uuid() });
