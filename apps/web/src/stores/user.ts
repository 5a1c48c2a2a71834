// Who is signed in and what they may use: user info, their apps, the current app and its menu, as
// loaded on the first page load with a token (spec §2.3). The spec lists these among the stored
// session values (§3), so all but the menu are kept in local storage; the menu is always reloaded.
import type { AppInfo, MyApp, RouteRecord, UserInfo } from '@platform/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export interface UserState {
  user: UserInfo | undefined;
  apps: MyApp[];
  /** The current app (system) as queryByAppKey describes it, privileges included. */
  app: AppInfo | undefined;
  /** The server's menu route records for the current app; empty means no business opened. */
  menu: RouteRecord[];
  setLoaded(loaded: { user: UserInfo; apps: MyApp[]; app: AppInfo; menu: RouteRecord[] }): void;
  setUser(user: UserInfo): void;
  clear(): void;
}

export const useUser = create<UserState>()(
  persist(
    (set) => ({
      user: undefined,
      apps: [],
      app: undefined,
      menu: [],
      setLoaded: (loaded) => set(loaded),
      setUser: (user) => set({ user }),
      clear: () => set({ user: undefined, apps: [], app: undefined, menu: [] }),
    }),
    {
      name: 'bizadmin-user',
      storage: createJSONStorage(() => localStorage),
      partialize: ({ user, apps, app }) => ({ user, apps, app }),
    },
  ),
);
