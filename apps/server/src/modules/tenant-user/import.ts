// Importing a tenant's users from an .xlsx sheet. Every row is checked (required fields, formats, a
// username or mobile already taken or repeated in the file, department, position and roles that exist
// in the tenant); the rows without a problem are created in one transaction and each refused row is
// reported by its sheet row number, column and reason. A file that cannot be read writes nothing.
import type { z } from 'zod';
import {
  AddTenantUserBody,
  issueReason,
  LANGUAGES,
  type ImportProblem,
  type ImportReport,
  type TenantUserOptions,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { refuse } from '../../http/errors.js';
import { joined, t, text, type Language, type ServerKey, type TextParam } from '../../i18n/index.js';
import { hashPassword } from '../../security/password.js';
import { optionsOf } from './options.js';
import { tenantUserRepo as repo } from './repo.js';
import { tenantInScope } from './scope.js';
import {
  deptPaths,
  header,
  IMPORT_KEYS,
  PATH_SEPARATOR,
  readUserSheet,
  roleLabels,
  statusNames,
  userTypeNames,
  writeTemplate,
  type SheetKey,
  type SheetRow,
} from './sheet.js';

/** A row ready to be created. */
interface NewUser {
  row: number;
  username: string;
  realname: string;
  password: string;
  mobile: string | null;
  email: string | null;
  type: number;
  deptId: string | null;
  positionId: string | null;
  roleIds: string[];
  status: number;
}

/** Names that may stand for several records: a name found once is the record, twice is ambiguous. */
class Lookup {
  private readonly ids = new Map<string, Set<string>>();

  add(name: string, id: string) {
    const key = name.trim().toLowerCase();
    this.ids.set(key, (this.ids.get(key) ?? new Set()).add(id));
  }

  find(name: string): { id: string } | 'missing' | 'ambiguous' {
    const found = this.ids.get(name.trim().toLowerCase());
    if (!found) return 'missing';
    if (found.size > 1) return 'ambiguous';
    return { id: [...found][0]! };
  }
}

function lookupsOf(options: TenantUserOptions) {
  const depts = new Lookup();
  for (const [id, path] of deptPaths(options.depts)) {
    depts.add(path, id);
    depts.add(path.split(PATH_SEPARATOR).at(-1)!, id);
  }
  const positions = new Lookup();
  for (const p of options.positions) {
    positions.add(p.name, p.id);
    positions.add(p.code, p.id);
  }
  const roles = new Lookup();
  for (const [id, label] of roleLabels(options)) {
    roles.add(label, id);
    roles.add(label.slice(label.indexOf(PATH_SEPARATOR) + 1), id);
  }
  return { depts, positions, roles };
}

const ROLE_SEPARATORS = /[,，、;；\n]/;
const POOL = 4;
const MOBILE = /^1\d{10}$/;

/** The first reason zod gives for a value in a language, or undefined when it passes. */
function reasonOf(schema: z.ZodType, value: unknown, language: Language): string | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return undefined;
  const issue = parsed.error.issues[0];
  return issue ? issueReason(language, issue) : t(language, 'tenantUser.import.invalid');
}

/** A type or status cell: its value, or its words in either language (a template of either). */
function choiceOf(written: string | undefined, names: Record<number, string>[], fallback: number) {
  if (!written) return fallback;
  const lower = written.toLowerCase();
  for (const inLanguage of names) {
    for (const [value, name] of Object.entries(inLanguage))
      if (lower === name.toLowerCase() || written === value) return Number(value);
  }
  return undefined;
}

const TYPE_NAMES = LANGUAGES.map(userTypeNames);
const STATUS_NAMES = LANGUAGES.map(statusNames);

/** Hashes with a few scrypt calls at a time, on libuv's thread pool. */
async function hashAll(passwords: string[]): Promise<string[]> {
  const hashes = new Array<string>(passwords.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(POOL, passwords.length) }, async () => {
      for (let i = next++; i < passwords.length; i = next++) hashes[i] = await hashPassword(passwords[i]!);
    }),
  );
  return hashes;
}

/** An import problem of a row, in the caller's language: the column's header and the reason. */
function problemOf(
  language: Language,
  row: number,
  key: SheetKey,
  reason: ServerKey,
  params?: Record<string, TextParam>,
): ImportProblem {
  return { row, field: header(language, key), reason: t(language, reason, params) };
}

export function userImport(db: Db) {
  /** Checks one row on its own; duplicates across rows and against the database come after. */
  function checkRow(
    { row, values: v }: SheetRow,
    lookups: ReturnType<typeof lookupsOf>,
    defaultPassword: string | undefined,
    language: Language,
  ): { user?: NewUser; problems: ImportProblem[] } {
    const problems: ImportProblem[] = [];
    /** A problem with a catalogue reason. */
    const problem = (key: SheetKey, reason: ServerKey, params?: Record<string, TextParam>) =>
      problems.push(problemOf(language, row, key, reason, params));
    /** A problem with zod's reason for the value, if it has one. */
    const check = (key: SheetKey, schema: z.ZodType, value: string) => {
      const reason = reasonOf(schema, value, language);
      if (reason) problems.push({ row, field: header(language, key), reason });
    };
    const shape = AddTenantUserBody.shape;

    const username = v.username ?? '';
    if (!username) problem('username', 'tenantUser.import.required');
    else check('username', shape.username, username);
    const realname = v.realname ?? '';
    if (!realname) problem('realname', 'tenantUser.import.required');
    else check('realname', shape.realname, realname);
    const password = v.password ?? defaultPassword ?? '';
    if (!password) problem('password', 'tenantUser.import.passwordRequired');
    else if (v.password) check('password', shape.password, password);
    const mobile = v.mobile ?? null;
    if (mobile && !MOBILE.test(mobile)) problem('mobile', 'tenantUser.import.mobileFormat');
    const email = v.email ?? null;
    if (email) check('email', shape.email, email);
    const type = choiceOf(v.type, TYPE_NAMES, 1);
    if (type === undefined) {
      problem('type', 'tenantUser.import.typeChoice', {
        choices: joined(Object.values(userTypeNames(language))),
      });
    }

    let deptId: string | null = null;
    if (v.dept) {
      const found = lookups.depts.find(v.dept);
      if (found === 'missing') problem('dept', 'tenantUser.import.deptMissing', { name: v.dept });
      else if (found === 'ambiguous') problem('dept', 'tenantUser.import.deptAmbiguous', { name: v.dept });
      else deptId = found.id;
    }
    let positionId: string | null = null;
    if (v.position) {
      const found = lookups.positions.find(v.position);
      if (found === 'missing') problem('position', 'tenantUser.import.positionMissing', { name: v.position });
      else if (found === 'ambiguous') {
        problem('position', 'tenantUser.import.positionAmbiguous', { name: v.position });
      } else positionId = found.id;
    }
    const roleIds = new Set<string>();
    for (const name of (v.roles ?? '').split(ROLE_SEPARATORS).map((s) => s.trim())) {
      if (!name) continue;
      const found = lookups.roles.find(name);
      if (found === 'missing') problem('roles', 'tenantUser.import.roleMissing', { name });
      else if (found === 'ambiguous') problem('roles', 'tenantUser.import.roleAmbiguous', { name });
      else roleIds.add(found.id);
    }
    const status = choiceOf(v.status, STATUS_NAMES, 1);
    if (status === undefined) problem('status', 'tenantUser.import.statusChoice');
    if (problems.length) return { problems };
    return {
      problems,
      user: {
        row,
        username,
        realname,
        password,
        mobile,
        email,
        type: type!,
        deptId,
        positionId,
        roleIds: [...roleIds],
        status: status!,
      },
    };
  }

  /**
   * Refuses usernames and mobiles repeated in the file (the first keeps them) or already in use. Every
   * row is checked, refused ones too, so that one report names all that is wrong with a row.
   */
  async function refuseTaken(rows: SheetRow[], problems: ImportProblem[], language: Language): Promise<void> {
    const firstRow = { username: new Map<string, number>(), mobile: new Map<string, number>() };
    for (const { row, values } of rows) {
      for (const key of ['username', 'mobile'] as const) {
        const value = values[key]?.toLowerCase();
        if (!value || (key === 'mobile' && !MOBILE.test(value))) continue;
        const first = firstRow[key].get(value);
        if (first === undefined) firstRow[key].set(value, row);
        else problems.push(problemOf(language, row, key, 'tenantUser.import.repeated', { row: first }));
      }
    }
    const names = [...firstRow.username.keys()];
    const mobiles = [...firstRow.mobile.keys()];
    const [takenNames, takenMobiles] = await Promise.all([
      repo.takenUsernames(db, names),
      repo.takenMobiles(db, mobiles),
    ]);
    for (const v of takenNames) {
      problems.push(problemOf(language, firstRow.username.get(v)!, 'username', 'tenantUser.usernameTaken'));
    }
    for (const v of takenMobiles) {
      problems.push(problemOf(language, firstRow.mobile.get(v)!, 'mobile', 'tenantUser.mobileTaken'));
    }
  }

  async function create(tenantId: string, accepted: NewUser[], defaultPassword: string | undefined) {
    // The shared initial password is hashed once for all rows that use it: a row's own password gets
    // its own salt, but a thousand scrypt runs for the same password would only make the import slow.
    const own = accepted.filter((u) => u.password !== defaultPassword);
    const [ownHashes, [sharedHash]] = await Promise.all([
      hashAll(own.map((u) => u.password)),
      hashAll(defaultPassword && own.length < accepted.length ? [defaultPassword] : []),
    ]);
    const hashOf = new Map(own.map((u, i) => [u.row, ownHashes[i]!]));
    const CHUNK = 500;
    await db
      .transaction(async (tx) => {
        for (let at = 0; at < accepted.length; at += CHUNK) {
          await repo.insertMembers(
            tx,
            tenantId,
            accepted.slice(at, at + CHUNK).map((u) => ({
              username: u.username,
              realname: u.realname,
              mobile: u.mobile,
              email: u.email,
              passwordHash: hashOf.get(u.row) ?? sharedHash!,
              type: u.type,
              deptId: u.deptId,
              positionId: u.positionId,
              status: u.status,
              roleIds: u.roleIds,
            })),
          );
        }
      })
      .catch((error: unknown) => {
        // Someone took a username or mobile between the check and the insert: nothing was written.
        if (isUniqueViolation(error)) refuse('file', text('tenantUser.import.takenMeanwhile'));
        throw error;
      });
  }

  return {
    async template(ctx: RequestContext, target: string | undefined, language: Language): Promise<Buffer> {
      return writeTemplate(await optionsOf(db, await tenantInScope(db, ctx, target)), language);
    },

    async run(
      ctx: RequestContext,
      target: string | undefined,
      file: Buffer,
      defaultPassword: string | undefined,
      language: Language,
    ): Promise<ImportReport> {
      const tenantId = await tenantInScope(db, ctx, target);
      if (defaultPassword) {
        const reason = reasonOf(AddTenantUserBody.shape.password, defaultPassword, language);
        if (reason) refuse('body.password', reason);
      }
      const rows = await readUserSheet(file);
      const lookups = lookupsOf(await optionsOf(db, tenantId));
      const problems: ImportProblem[] = [];
      const candidates: NewUser[] = [];
      for (const row of rows) {
        const checked = checkRow(row, lookups, defaultPassword, language);
        problems.push(...checked.problems);
        if (checked.user) candidates.push(checked.user);
      }
      await refuseTaken(rows, problems, language);
      const refused = new Set(problems.map((p) => p.row));
      const accepted = candidates.filter((u) => !refused.has(u.row));
      if (accepted.length) await create(tenantId, accepted, defaultPassword);
      const column = IMPORT_KEYS.map((key) => header(language, key));
      problems.sort((a, b) => a.row - b.row || column.indexOf(a.field) - column.indexOf(b.field));
      return { imported: accepted.length, errors: problems };
    },
  };
}

export type UserImport = ReturnType<typeof userImport>;
