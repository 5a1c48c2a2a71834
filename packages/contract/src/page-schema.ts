// The page schema of a page layout (spec shell.md §7.3, forms.md §7 "Page layout": getPageLayout's
// data.body is a JSON string holding it), as the server-driven page renderer draws it: a page with a
// title and blocks — a designer form, a list bound to a query call, a row of action buttons.
// The server refuses to save a body that does not validate; the layout editor checks as the text is
// typed. Every problem names its place (`blocks[1].query.url`) and says why in the caller's language.
// The web imports this module as '@platform/contract/page-schema' (zod, but only in the chunks of the
// renderer and the editor, never in the shell's).
import { z } from 'zod';
import type { Language } from './i18n.js';
import { pageSchemaReasons } from './locales/page-schema.js';

/** Only same-site API calls: `/api/…`, no scheme, no `//`, no `..`, no backslash or whitespace. */
export function isSameSiteApi(url: string): boolean {
  return /^\/api\/[^\s\\]*$/.test(url) && !url.includes('//') && !/(^|\/)\.\.(\/|$|\?)/.test(url);
}

/** A route of this site for "open a route": an absolute path, not `//host`, no scheme. */
export function isSameSiteRoute(to: string): boolean {
  return /^\/(?!\/)[^\s\\]*$/.test(to);
}

const reasons = pageSchemaReasons;
type ReasonKey = keyof (typeof reasons)['zh-CN'];
const isReasonKey = (key: string): key is ReasonKey => key in reasons['zh-CN'];

const text = (max: number) => z.string().trim().min(1, 'required').max(max);
const fieldName = z
  .string()
  .regex(/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*|\[\d+\])*$/, 'fieldName')
  .max(100);
/** A value sent to a call; strings may hold `${field}` places filled from the row or the filters. */
const paramValue = z.union([z.string().max(500), z.number(), z.boolean(), z.null()]);

export const ApiCall = z.strictObject({
  method: z.enum(['GET', 'POST']).default('GET'),
  url: z.string().max(500).refine(isSameSiteApi, 'sameSiteApi'),
  /** GET: added to the query; POST: the body (with the form's or the filters' values). */
  params: z.record(z.string().max(100), paramValue).optional(),
});
export type ApiCall = z.output<typeof ApiCall>;

const actionBase = {
  label: text(30),
  /** antd button look: primary, default, link; danger for destructive calls. */
  kind: z.enum(['primary', 'default', 'link']).optional(),
  danger: z.boolean().optional(),
};

/** Calls an API (after a confirmation when `confirm` is given), then reloads the lists of the page. */
export const ApiAction = z.strictObject({
  ...actionBase,
  action: z.literal('api'),
  api: ApiCall,
  confirm: z.string().max(200).optional(),
  /** The toast after success; the answer's msg otherwise. */
  success: z.string().max(100).optional(),
});
/** Opens a route of the site; `${field}` places are filled from the row. */
export const RouteAction = z.strictObject({
  ...actionBase,
  action: z.literal('route'),
  to: z.string().max(500).refine(isSameSiteRoute, 'sameSiteRoute'),
});
/** Opens a designer form in a dialog; its data is sent with `submit` (the row's values prefill it). */
export const FormAction = z.strictObject({
  ...actionBase,
  action: z.literal('form'),
  formId: z.uuid('formId'),
  title: z.string().max(100).optional(),
  submit: ApiCall.optional(),
});
export const PageAction = z.discriminatedUnion('action', [ApiAction, RouteAction, FormAction], {
  error: 'actionType',
});
export type PageAction = z.output<typeof PageAction>;

const blockBase = { title: z.string().max(100).optional() };

export const FormBlock = z.strictObject({
  ...blockBase,
  type: z.literal('form'),
  formId: z.uuid('formId'),
  /** Without it the form is shown without a submit button. */
  submit: ApiCall.optional(),
  submitLabel: z.string().max(30).optional(),
});

export const ListColumn = z.strictObject({
  name: fieldName,
  label: text(50),
  width: z.number().int().min(40).max(1000).optional(),
  /** date: YYYY-MM-DD; datetime: YYYY-MM-DD HH:mm. */
  format: z.enum(['text', 'date', 'datetime']).optional(),
  /** Shown as the label of the matching value (a status, a kind). */
  options: z
    .array(z.strictObject({ label: text(50), value: z.union([z.string(), z.number(), z.boolean()]) }))
    .max(100)
    .optional(),
});

export const ListFilter = z
  .strictObject({
    name: fieldName,
    label: text(50),
    type: z.enum(['input', 'select', 'date']),
    options: z
      .array(z.strictObject({ label: text(50), value: z.union([z.string(), z.number()]) }))
      .max(200)
      .optional(),
  })
  .refine((f) => f.type !== 'select' || (f.options?.length ?? 0) > 0, {
    message: 'selectOptions',
    path: ['options'],
  });

export const ListQuery = ApiCall.extend({
  /** Where the rows are in the answer's data (`items`, `list.rows`); '' when data is the array. */
  dataPath: z.string().max(100).default('items'),
  /** Where the total is in the answer's data; without it the number of rows is the total. */
  totalPath: z.string().max(100).optional(),
});

export const ListBlock = z
  .strictObject({
    ...blockBase,
    type: z.literal('list'),
    query: ListQuery,
    columns: z.array(ListColumn).min(1).max(30),
    filters: z.array(ListFilter).max(10).optional(),
    /** Paging sent in the query (pageIndex from 1, pageSize); `false` for an unpaged list. */
    paging: z
      .union([
        z.literal(false),
        z.strictObject({
          pageSize: z.number().int().min(1).max(200).default(10),
          pageParam: z.string().max(30).default('pageIndex'),
          sizeParam: z.string().max(30).default('pageSize'),
        }),
      ])
      .optional(),
    /** The row's key field (for React), `id` by default. */
    rowKey: fieldName.optional(),
    rowActions: z.array(PageAction).max(10).optional(),
  })
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.filters?.forEach((f, i) => {
      if (seen.has(f.name))
        ctx.addIssue({ code: 'custom', message: 'uniqueName', path: ['filters', i, 'name'], input: f.name });
      seen.add(f.name);
    });
  });

export const ActionsBlock = z.strictObject({
  ...blockBase,
  type: z.literal('actions'),
  buttons: z.array(PageAction).min(1).max(20),
});

export const PageBlock = z.discriminatedUnion('type', [FormBlock, ListBlock, ActionsBlock], {
  error: 'blockType',
});
export type PageBlock = z.output<typeof PageBlock>;
export type FormBlock = z.output<typeof FormBlock>;
export type ListBlock = z.output<typeof ListBlock>;
export type ActionsBlock = z.output<typeof ActionsBlock>;

/**
 * The page. `type: 'page'` is optional (the amis-style bodies saved before keep reading); properties
 * the schema does not know at the top are kept and ignored, so an empty object is an empty page.
 * The title falls back to the layout's name.
 */
export const PageSchema = z.object({
  type: z.literal('page').optional(),
  title: z.string().max(100).optional(),
  blocks: z.array(PageBlock).max(50).default([]),
});
export type PageSchema = z.output<typeof PageSchema>;

/** One problem of a page schema: where (`blocks[1].query.url`, '' for the page itself) and why. */
export interface PageSchemaProblem {
  path: string;
  reason: string;
}

/** `blocks[1].query.url` from zod's path. */
export function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i === 0 ? '' : '.'}${String(p)}`))
    .join('');
}

function say(language: Language, key: ReasonKey, params: Record<string, string | number> = {}) {
  return reasons[language][key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

const list = (values: readonly unknown[]) => values.map((v) => String(v)).join(', ');

function reasonOf(issue: z.core.$ZodIssue, language: Language): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return say(language, 'required');
  if (isReasonKey(issue.message)) {
    const input = 'input' in issue ? issue.input : undefined;
    return say(language, issue.message, { name: typeof input === 'string' ? input : '' });
  }
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected === 'int'
        ? say(language, 'integer')
        : say(language, 'type', { expected: issue.expected });
    case 'too_big':
      if (issue.origin === 'string') return say(language, 'tooLong', { max: Number(issue.maximum) });
      if (issue.origin === 'array') return say(language, 'tooMany', { max: Number(issue.maximum) });
      return say(language, 'tooBig', { max: Number(issue.maximum) });
    case 'too_small':
      if (issue.origin === 'string') return say(language, 'tooShort', { min: Number(issue.minimum) });
      if (issue.origin === 'array') return say(language, 'tooFew', { min: Number(issue.minimum) });
      return say(language, 'tooSmall', { min: Number(issue.minimum) });
    case 'invalid_value':
      return say(language, 'oneOf', { values: list(issue.values) });
    case 'unrecognized_keys':
      return say(language, 'unknownKey', { keys: issue.keys.join(', ') });
    default:
      return say(language, 'invalid');
  }
}

/** The problems of a parsed JSON value as a page schema: empty when it is a valid page. */
export function pageSchemaProblems(value: unknown, language: Language): PageSchemaProblem[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [{ path: '', reason: say(language, 'notObject') }];
  const parsed = PageSchema.safeParse(value, { reportInput: true });
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    path: pathText(issue.path),
    reason: reasonOf(issue, language),
  }));
}

/** The page of a valid value, or its problems. */
export function readPageSchema(
  value: unknown,
  language: Language,
): { page: PageSchema } | { problems: PageSchemaProblem[] } {
  const problems = pageSchemaProblems(value, language);
  return problems.length ? { problems } : { page: PageSchema.parse(value) };
}
