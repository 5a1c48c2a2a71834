// The first load with a token (spec §2.3): the user's apps, then, for the current app, the user info,
// the app info and the menu. The calls are silent: a failure is shown on the start-up error page.
import type { RouteRecord } from '@platform/contract';
import { getAppInfo, getMenuRoutes, getMyApps, getUserInfo } from '../api/account';
import { useSession } from '../stores/session';
import { bindSettingsToUser, useSettings } from '../stores/settings';
import { useUser } from '../stores/user';
import { followAccountLanguage } from '../i18n/userLanguage';
import { pickApp } from './sso';

/**
 * Loads the session into the stores, the user's settings included, and answers the menu; an empty
 * menu means no business has been opened for the user, as does having no app at all.
 */
export async function loadSession(): Promise<RouteRecord[]> {
  const session = useSession.getState();
  const apps = await getMyApps({ silent: true });
  // The app the address names, even one without a role for the user: its empty menu says so.
  const app = apps.find((candidate) => candidate.key === session.appKey) ?? pickApp(apps, undefined);
  if (!app) return [];
  // Stored before the other calls, which carry them as headers.
  session.setAppKey(app.key);
  session.setAppId(app.id);
  session.setTenantAppKey(app.tenantAppKey || undefined);
  const [user, appInfo, menu] = await Promise.all([
    getUserInfo(app.key, { silent: true }),
    getAppInfo(app.key),
    getMenuRoutes(app.key),
  ]);
  session.setTenantUserId(user.tenantUserId);
  // The user's own layout settings, over the defaults the app's config asks for (spec §3).
  bindSettingsToUser(user.userId);
  useSettings.getState().applyAppConfig(appInfo.config);
  await followAccountLanguage(user.language);
  useUser.getState().setLoaded({ user, apps, app: appInfo, menu: menu ?? [] });
  return menu ?? [];
}
