// Sending the user to single sign-on: at logout, when a session has expired, and when a page needs a
// token the browser does not have (spec §2.3, §4).
import { getConfigValue, logout } from '../api/account';
import { useSession } from '../stores/session';
import { browser } from './browser';
import { DEFAULT_SSO_URL, ssoHref } from './sso';

// The contract's SSO_LOGIN_URL_KEY is a value export, and any value import from the contract pulls zod
// into the bundle.
const SSO_LOGIN_URL_KEY = 'sso.login.url';

/**
 * The single-sign-on address: read once by its fixed configuration key and then kept with the
 * session; our own sign-on page when it cannot be read.
 */
async function resolveSsoUrl(): Promise<string> {
  const { ssoLoginUrl, setSsoLoginUrl } = useSession.getState();
  if (ssoLoginUrl) return ssoLoginUrl;
  try {
    const configured = await getConfigValue(SSO_LOGIN_URL_KEY);
    if (configured) {
      setSsoLoginUrl(configured);
      return configured;
    }
  } catch {
    // Unreadable now (offline, older server): our own page serves, and the next call asks again.
  }
  return DEFAULT_SSO_URL;
}

/** Off to single sign-on, asking to come back to the current system. */
export async function goToSignOn(): Promise<void> {
  const { appKey } = useSession.getState();
  browser.assign(ssoHref(await resolveSsoUrl(), appKey));
}

/** Logout (spec §4): the server revokes the session, the browser forgets it, single sign-on follows. */
export async function signOut(): Promise<void> {
  const { appKey } = useSession.getState();
  const ssoUrl = await resolveSsoUrl();
  // The browser forgets the session whatever the server answers: the user asked to leave.
  await logout().catch(() => undefined);
  useSession.getState().clear();
  browser.assign(ssoHref(ssoUrl, appKey));
}
