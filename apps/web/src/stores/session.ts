// The signed-in session as the request client needs it. Kept in memory for now; the sign-in issue adds
// the two-day cookies of spec §4 behind the same setters.
import { create } from 'zustand';

export interface SessionState {
  token: string | undefined;
  /** Key of the application (system) the user works in; sent as `AppKey`. */
  appKey: string | undefined;
  appId: string | undefined;
  tenantUserId: string | undefined;
  /** Present only for tenant-specific applications; sent as `tenantappkey`. */
  tenantAppKey: string | undefined;
  setToken(token: string | undefined): void;
  setAppKey(appKey: string | undefined): void;
  setAppId(appId: string | undefined): void;
  setTenantUserId(tenantUserId: string | undefined): void;
  setTenantAppKey(tenantAppKey: string | undefined): void;
  /**
   * Forgets the token only: the app key and tenant app key stay so that the user can be sent back to
   * single sign-on for the same system (spec §4, "redirect with the current system key").
   */
  resetToken(): void;
}

export const useSession = create<SessionState>()((set) => ({
  token: undefined,
  appKey: undefined,
  appId: undefined,
  tenantUserId: undefined,
  tenantAppKey: undefined,
  setToken: (token) => set({ token }),
  setAppKey: (appKey) => set({ appKey }),
  setAppId: (appId) => set({ appId }),
  setTenantUserId: (tenantUserId) => set({ tenantUserId }),
  setTenantAppKey: (tenantAppKey) => set({ tenantAppKey }),
  resetToken: () => set({ token: undefined }),
}));
