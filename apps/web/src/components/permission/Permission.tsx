// The permission directive of spec §5 as a component and a hook: content shows only to a user who
// holds at least one listed role. The signed-in user's roles come from a provider, which the shell
// feeds from the user store, so the widgets stay free of any one store.
import { createContext, useContext, type ReactNode } from 'react';
import { hasRole } from '../../utils/permission';

const UserRolesContext = createContext<readonly string[]>([]);

export function PermissionProvider({ value, children }: { value: readonly string[]; children: ReactNode }) {
  return <UserRolesContext.Provider value={value}>{children}</UserRolesContext.Provider>;
}

/** Whether the signed-in user holds one of `roles`; throws when `roles` is absent or empty (spec §8). */
export function usePermission(roles: readonly string[] | undefined): boolean {
  return hasRole(useContext(UserRolesContext), roles);
}

export function Permission({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  return usePermission(roles) ? children : null;
}
