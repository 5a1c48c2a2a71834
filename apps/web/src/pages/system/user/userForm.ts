// Pure helpers of the user page: the role choices per app, the body a form saves, and a password the
// administrator may hand out.
import type { AddTenantUserBody, TenantUser, TenantUserOptions } from '@platform/contract';
import { i18n } from '../../../i18n';
import { localName } from '../../../i18n/localName';

export interface UserFormValues {
  username?: string;
  realname: string;
  password?: string;
  mobile?: string;
  email?: string;
  type: 1 | 2 | 3;
  deptId?: string | null;
  positionId?: string | null;
  roleIds: string[];
  status: 0 | 1;
}

/** The user types the server knows (1, 2, 3), by their catalogue entry (user.types.*). */
export const USER_TYPES = { 1: 'staff', 2: 'expert', 3: 'certBody' } as const;

/** Roles grouped by app, as a grouped select lists them: a user is granted roles per app. */
export function roleGroups(options: TenantUserOptions | undefined) {
  return (options?.apps ?? []).map((app) => {
    const appName = localName(app.appName, app.appNameEn);
    return {
      label: appName,
      title: appName,
      options: app.roles.map((role) => ({
        value: role.id,
        label: i18n.t('system:user.roleOption', { role: role.name, app: appName }),
      })),
    };
  });
}

/** The form's values for a user being edited. */
export function valuesOf(user: TenantUser): UserFormValues {
  return {
    realname: user.realname,
    mobile: user.mobile ?? '',
    email: user.email ?? '',
    type: ([1, 2, 3] as const).find((type) => type === user.type) ?? 1,
    deptId: user.deptId,
    positionId: user.positionId,
    roleIds: user.roles.map((role) => role.id),
    status: user.status === 0 ? 0 : 1,
  };
}

/** The saved body: blanks become null, text is trimmed. */
export function bodyOf(values: UserFormValues): Omit<AddTenantUserBody, 'username' | 'password'> {
  return {
    realname: values.realname.trim(),
    mobile: values.mobile?.trim() || null,
    email: values.email?.trim() || null,
    type: values.type,
    deptId: values.deptId ?? null,
    positionId: values.positionId ?? null,
    roleIds: values.roleIds,
    status: values.status,
  };
}

const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz';
const DIGITS = '23456789';

/**
 * A 12-character password with letters and digits (the server's rule), from the browser's secure
 * random source; look-alike characters (0/O, 1/l/I) are left out so that it can be read out.
 */
export function randomPassword(
  random: (n: number) => Uint32Array = (n) => crypto.getRandomValues(new Uint32Array(n)),
): string {
  const all = LETTERS + DIGITS;
  const values = random(12);
  const chars = Array.from(values, (v) => all[v % all.length]!);
  chars[0] = LETTERS[values[0]! % LETTERS.length]!;
  chars[11] = DIGITS[values[11]! % DIGITS.length]!;
  return chars.join('');
}
