// After a sign-in: choose the app to enter and hand the session over to it (spec §4 app switching).
import { getMyApps, logout } from '../../../api/account';
import { browser } from '../../../app/browser';
import { appEntryHref, pickApp } from '../../../app/sso';
import { useSession } from '../../../stores/session';

/**
 * Stores the new session, then sends the browser to the app asked for (or the user's first) with the
 * token handed over. Answers 'noApps' when the user may use no app at all; the session then ends.
 */
export async function enterApp(
  token: string,
  wantedAppKey: string | undefined,
): Promise<'entering' | 'noApps'> {
  const session = useSession.getState();
  session.signIn(token);
  const app = pickApp(await getMyApps({ silent: true }), wantedAppKey);
  if (!app) {
    await logout().catch(() => undefined);
    session.resetToken();
    return 'noApps';
  }
  session.setAppKey(app.key);
  browser.assign(appEntryHref(app.domain, token, app.key));
  return 'entering';
}
