// Switching app (spec §4), shared by the navbar's app switcher and the user menu's 切换系统 entry.
import type { MyApp } from '@platform/contract';
import { browser } from '../app/browser';
import { appEntryHref } from '../app/sso';
import { useSession } from '../stores/session';

/**
 * The apps worth offering: those the user holds a role in (another would only greet them with "no
 * business opened"), and the current one.
 */
export function switchableApps(apps: readonly MyApp[], currentKey: string | undefined): MyApp[] {
  return apps.filter((app) => app.hasAccess || app.key === currentKey);
}

/** Stores the app's key and opens the app on its own domain with the session handed over. */
export function switchToApp(app: MyApp): void {
  const { token, appKey, setAppKey } = useSession.getState();
  if (!token || app.key === appKey) return;
  setAppKey(app.key);
  browser.assign(appEntryHref(app.domain, token, app.key));
}
