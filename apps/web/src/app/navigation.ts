// The navigation rules of spec §2.3 as pure decisions; boot.ts and the router carry them out.

/**
 * Pages anyone may open without a token: spec §2.2, plus our own single-sign-on page and the 401 page,
 * which must show whether or not the session that was refused is still there.
 */
const PUBLIC_PATHS: readonly string[] = [
  '/401',
  '/sso',
  '/auth-redirect',
  '/chancgePassword',
  '/privacypolicy',
  '/termsofservice',
  '/comreport',
  '/reportnotice',
  '/reportform',
  '/office',
  '/filePreview',
  // Issue 23: the external upload link is opened by people without an account.
  '/exupload',
  // The certificate verification page (CERT_VERIFY_PAGE of the contract's cert-model).
  '/cert-verify',
];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.includes(path);
}

export type EntryDecision =
  /** Show the page as it is; a token, if any, is not needed for it. */
  | { kind: 'public' }
  /** No token for a page that needs one: off to the single-sign-on address. */
  | { kind: 'signOn' }
  /** Load the session (apps, user, menu), then show `path`. */
  | { kind: 'load'; path: string };

/** What a full page load of `pathname` leads to. */
export function decideEntry(pathname: string, hasToken: boolean): EntryDecision {
  // A signed-in user has nothing to do on a sign-in page.
  if (hasToken && pathname === '/login') return { kind: 'load', path: '/' };
  if (isPublicPath(pathname)) return { kind: 'public' };
  if (!hasToken) return { kind: 'signOn' };
  return { kind: 'load', path: pathname };
}

/**
 * Pages whose query `token` is not a session handed over to the app as a whole: the external upload
 * link's own token, and the single-sign-on callback, which stores its token itself whichever one is
 * saved (pages/auth/auth-redirect).
 */
const OWN_TOKEN_PATHS: readonly string[] = ['/auth-redirect', '/exupload'];

export function takesQueryHandoff(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return !OWN_TOKEN_PATHS.includes(path);
}

export interface QueryHandoff {
  /** Values to store, taken from the query of the address the user arrived with. */
  token?: string;
  appKey?: string;
  tenantAppKey?: string;
  /** The query without those parameters: a token must not linger in the address bar or history. */
  search: string;
}

/**
 * Reads the sign-in handoff (`?token=…&key=…`, spec §4 app switching) and `tenantAppKey` from a query.
 * The token is taken only when none is saved yet (spec §2.3).
 */
export function readQueryHandoff(search: string, hasToken: boolean): QueryHandoff {
  const params = new URLSearchParams(search);
  const handoff: QueryHandoff = { search: '' };
  const token = params.get('token');
  const appKey = params.get('key');
  const tenantAppKey = params.get('tenantAppKey');
  if (token && !hasToken) handoff.token = token;
  if (appKey) handoff.appKey = appKey;
  if (tenantAppKey) handoff.tenantAppKey = tenantAppKey;
  for (const name of ['token', 'key', 'tenantAppKey']) params.delete(name);
  const rest = params.toString();
  handoff.search = rest ? `?${rest}` : '';
  return handoff;
}

/** Where a loaded session starts: the first route right after a sign-in, else where the user asked to go. */
export function landingPath(requested: string, firstPath: string | undefined, firstRouter: boolean): string {
  return firstRouter && firstPath ? firstPath : requested;
}
