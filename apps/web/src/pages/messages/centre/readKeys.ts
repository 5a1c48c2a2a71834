// Recent read-state keys (spec shell.md §4): the parent path of the page each recently read message led
// to, newest first, kept in local storage so that it survives a reload.

export const READ_KEYS_STORAGE_KEY = 'bizadmin-msg-read-keys';
/** How many keys are kept. */
export const READ_KEYS_LIMIT = 20;

export interface ReadKey {
  parentPath: string;
  messageId: string;
  /** When it was read, ms since the epoch. */
  at: number;
}

function isReadKey(value: unknown): value is ReadKey {
  if (typeof value !== 'object' || value === null) return false;
  const key = value as Record<string, unknown>;
  return (
    typeof key.parentPath === 'string' && typeof key.messageId === 'string' && typeof key.at === 'number'
  );
}

export function readKeys(storage: Storage = localStorage): ReadKey[] {
  try {
    const stored: unknown = JSON.parse(storage.getItem(READ_KEYS_STORAGE_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter(isReadKey) : [];
  } catch {
    return [];
  }
}

/** The path a page sits under: '/plan' for '/plan#underway', '/business' for '/business/index'. */
export function parentPathOf(path: string): string {
  const page = path.split('#')[0]!.replace(/\/index$/, '');
  return page || '/';
}

/** Records that a message was read and led to `path`; one key per parent path, newest first. */
export function rememberRead(
  messageId: string,
  path: string,
  now: number = Date.now(),
  storage: Storage = localStorage,
): ReadKey[] {
  const parentPath = parentPathOf(path);
  const keys = [
    { parentPath, messageId, at: now },
    ...readKeys(storage).filter((key) => key.parentPath !== parentPath),
  ].slice(0, READ_KEYS_LIMIT);
  try {
    storage.setItem(READ_KEYS_STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or forbidden (private mode): the keys are a convenience, reading still works.
  }
  return keys;
}
