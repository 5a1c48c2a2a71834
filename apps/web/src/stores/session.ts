// The signed-in session (spec §3 "stored session values", §4). Every value lives in a two-day cookie
// on the registrable domain, so apps on sibling sub-domains share it; the store mirrors the cookies
// so that the request client reads them synchronously.
import { create } from 'zustand';
import { clearTagsView } from '../shell/tags-view/tagsStore';
import { readCookie, removeCookie, writeCookie } from './cookies';
import { useUser } from './user';

type StoredKey = 'token' | 'appKey' | 'appId' | 'tenantUserId' | 'tenantAppKey' | 'ssoLoginUrl';

// Prefixed: the cookies are shared with everything else served under the same registrable domain.
const COOKIE_NAMES: Record<StoredKey | 'firstRouter', string> = {
  token: 'bizadmin-token',
  appKey: 'bizadmin-key',
  appId: 'bizadmin-app-id',
  tenantUserId: 'bizadmin-tenant-user-id',
  tenantAppKey: 'bizadmin-tenant-app-key',
  ssoLoginUrl: 'bizadmin-sso-login-url',
  firstRouter: 'bizadmin-first-router',
};

export interface SessionState {
  token: string | undefined;
  /** Key of the application (system) the user works in; sent as `AppKey`. Setting another one forgets
   * the app id and tenant app key, which belong to the previous app. */
  appKey: string | undefined;
  appId: string | undefined;
  tenantUserId: string | undefined;
  /** Present only for tenant-specific applications; sent as `tenantappkey`. */
  tenantAppKey: string | undefined;
  /** The single-sign-on address, once fetched (spec §7.1 "fetched by a fixed key"). */
  ssoLoginUrl: string | undefined;
  /** Raised by a sign-in: the next menu load lands the user on the first route (spec §2.3). */
  firstRouter: boolean;
  setToken(token: string | undefined): void;
  setAppKey(appKey: string | undefined): void;
  setAppId(appId: string | undefined): void;
  setTenantUserId(tenantUserId: string | undefined): void;
  setTenantAppKey(tenantAppKey: string | undefined): void;
  setSsoLoginUrl(ssoLoginUrl: string | undefined): void;
  /** Stores the token of a fresh sign-in and raises the first-router flag. */
  signIn(token: string): void;
  /** Whether the user should land on the first route; lowers the flag, as it applies once. */
  takeFirstRouter(): boolean;
  /**
   * Forgets the session but keeps what is needed to get back to it: the app key and the sign-on
   * address, so that the user is sent to single sign-on for the same system (spec §4).
   */
  resetToken(): void;
  /** Logout: forgets the session and every stored key (spec §4). */
  clear(): void;
}

function stored(key: StoredKey): string | undefined {
  return readCookie(COOKIE_NAMES[key]) || undefined;
}

function keep(key: StoredKey | 'firstRouter', value: string | undefined): void {
  if (value) writeCookie(COOKIE_NAMES[key], value);
  else removeCookie(COOKIE_NAMES[key]);
}

export const useSession = create<SessionState>()((set, get) => {
  const setter =
    (key: StoredKey) =>
    (value: string | undefined): void => {
      keep(key, value);
      set({ [key]: value });
    };
  const forgetKeys = (keys: StoredKey[]): void => {
    for (const key of keys) keep(key, undefined);
    set(Object.fromEntries(keys.map((key) => [key, undefined])));
  };
  const endSession = (keys: StoredKey[]): void => {
    forgetKeys(keys);
    keep('firstRouter', undefined);
    set({ firstRouter: false });
    useUser.getState().clear();
  };
  return {
    token: stored('token'),
    appKey: stored('appKey'),
    appId: stored('appId'),
    tenantUserId: stored('tenantUserId'),
    tenantAppKey: stored('tenantAppKey'),
    ssoLoginUrl: stored('ssoLoginUrl'),
    firstRouter: readCookie(COOKIE_NAMES.firstRouter) === '1',
    setToken: setter('token'),
    setAppKey: (appKey) => {
      // The app id and tenant app key name the previous app; sent with another app key, the server
      // refuses them.
      if (appKey !== get().appKey) forgetKeys(['appId', 'tenantAppKey']);
      setter('appKey')(appKey);
    },
    setAppId: setter('appId'),
    setTenantUserId: setter('tenantUserId'),
    setTenantAppKey: setter('tenantAppKey'),
    setSsoLoginUrl: setter('ssoLoginUrl'),
    signIn: (token) => {
      // A new session (a sign-in or a role switch, spec §4) opens none of the previous one's tags.
      clearTagsView();
      get().setToken(token);
      keep('firstRouter', '1');
      set({ firstRouter: true });
    },
    takeFirstRouter: () => {
      const raised = get().firstRouter;
      keep('firstRouter', undefined);
      set({ firstRouter: false });
      return raised;
    },
    resetToken: () => endSession(['token', 'appId', 'tenantUserId', 'tenantAppKey']),
    clear: () => {
      endSession(['token', 'appKey', 'appId', 'tenantUserId', 'tenantAppKey', 'ssoLoginUrl']);
      clearTagsView();
    },
  };
});
