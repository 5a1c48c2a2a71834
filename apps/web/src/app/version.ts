// A new release may change what local storage holds; spec §4: when the stored version differs from the
// build's, storage is cleared, the new version stored and the page reloaded after one second.

export const VERSION_STORAGE_KEY = 'bizadmin-version';
const VERSION_RELOAD_DELAY_MS = 1000;

/**
 * Checks the stored version against `buildVersion`; true when the page is about to reload. A first
 * visit has nothing stale to clear, so it only stores the version.
 */
export function checkAppVersion(storage: Storage, buildVersion: string, reload: () => void): boolean {
  const storedVersion = storage.getItem(VERSION_STORAGE_KEY);
  if (storedVersion === buildVersion) return false;
  if (storedVersion === null) {
    storage.setItem(VERSION_STORAGE_KEY, buildVersion);
    return false;
  }
  storage.clear();
  storage.setItem(VERSION_STORAGE_KEY, buildVersion);
  setTimeout(reload, VERSION_RELOAD_DELAY_MS);
  return true;
}
