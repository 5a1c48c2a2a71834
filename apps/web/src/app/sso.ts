// Addresses of the single-sign-on round trip: the sign-on page is told which app to return to
// (`redirect=appkey%3D{key}`), and hands the new token over to the app (spec §4 app switching).
import type { MyApp } from '@platform/contract';

/** The sign-on page of this web app, used when the configured address cannot be read. */
export const DEFAULT_SSO_URL = '/sso';

/** The single-sign-on address for coming back to app `appKey`. */
export function ssoHref(ssoUrl: string, appKey: string | undefined): string {
  if (!appKey) return ssoUrl;
  const separator = ssoUrl.includes('?') ? '&' : '?';
  return `${ssoUrl}${separator}redirect=${encodeURIComponent(`appkey=${appKey}`)}`;
}

/** The app key carried by a sign-on page's `redirect` parameter (`appkey={key}`). */
export function appKeyFromRedirect(redirect: string | null): string | undefined {
  if (!redirect) return undefined;
  return new URLSearchParams(redirect).get('appkey') || undefined;
}

/**
 * The app to enter after signing in: the one asked for, else the first the user holds a role in, else
 * the first at all (whose empty menu then tells the user that no business is open for them).
 */
export function pickApp(apps: readonly MyApp[], appKey: string | undefined): MyApp | undefined {
  const withAccess = apps.filter((app) => app.hasAccess);
  return (
    withAccess.find((app) => app.key === appKey) ??
    withAccess[0] ??
    apps.find((app) => app.key === appKey) ??
    apps[0]
  );
}

/**
 * Where app `appKey` starts with a session handed over: its own domain, or this origin when it has
 * none. A domain without a scheme keeps the current one.
 */
export function appEntryHref(domain: string | null, token: string, appKey: string): string {
  const origin = !domain ? '' : /^https?:\/\//i.test(domain) ? domain : `//${domain}`;
  const query = `token=${encodeURIComponent(token)}&key=${encodeURIComponent(appKey)}`;
  return `${origin.replace(/\/+$/, '')}/?${query}`;
}
