// The browser's own copy of the answers being filled in, written on every change, so that a crash of
// the browser (or of the network) between two autosaves loses nothing. Removed once the server has
// everything it holds.
export interface LocalCopy {
  data: Record<string, unknown>;
  /** When it was written (this browser's clock). */
  changedAt: string;
  /** The server's draftSavedAt it was built on (null: none yet). */
  base: string | null;
}

const keyOf = (submitId: string) => `business-fill:${submitId}`;

export function readLocalCopy(submitId: string): LocalCopy | undefined {
  try {
    const raw = localStorage.getItem(keyOf(submitId));
    if (!raw) return undefined;
    const copy = JSON.parse(raw) as Partial<LocalCopy>;
    if (typeof copy.data !== 'object' || copy.data === null || typeof copy.changedAt !== 'string') {
      return undefined;
    }
    return { data: copy.data, changedAt: copy.changedAt, base: copy.base ?? null };
  } catch {
    return undefined;
  }
}

export function writeLocalCopy(submitId: string, copy: LocalCopy): void {
  try {
    localStorage.setItem(keyOf(submitId), JSON.stringify(copy));
  } catch {
    // Storage full or disabled: the server's autosave still keeps the draft.
  }
}

export function removeLocalCopy(submitId: string): void {
  localStorage.removeItem(keyOf(submitId));
}

/**
 * The local copy holds changes the server's draft lacks: it was built on the draft the server still
 * has (its later changes never reached the server), or written after the server's draft was saved.
 */
export function isNewerThanServer(copy: LocalCopy, serverSavedAt: string | null): boolean {
  if (copy.base === serverSavedAt) return true;
  return serverSavedAt === null || Date.parse(copy.changedAt) > Date.parse(serverSavedAt);
}
