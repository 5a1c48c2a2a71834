// Acting with one of the user's roles here, or with all of them again (spec §4 role switch), shared by
// the navbar's role switcher and the user menu, which is where a narrow screen finds it.
import type { UserInfo } from '@platform/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useState } from 'react';
import { switchRole } from '../app/boot';
import { i18n } from '../i18n';
import { useUser } from '../stores/user';

/** The choice that acts with every role the user holds: the state after signing in. */
export const ALL_ROLES = 'all-roles';

export interface RoleChoice {
  key: string;
  label: string;
}

/**
 * What the role menu offers: all roles, then each role the user holds in this app. Nothing for a user
 * with a single role, who has nothing to switch between.
 */
export function roleChoices(user: UserInfo | undefined): RoleChoice[] {
  if (!user || user.roleList.length <= 1) return [];
  return [
    { key: ALL_ROLES, label: i18n.t('shell:allRoles') },
    ...user.roleList.map((role) => ({ key: role.id, label: role.name })),
  ];
}

/** The key of the choice the session acts with. */
export function currentRoleChoice(user: UserInfo | undefined): string {
  return user?.currentRoleId ?? ALL_ROLES;
}

export function useRoleSwitch() {
  const user = useUser((state) => state.user);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [switching, setSwitching] = useState(false);
  const choices = roleChoices(user);
  const current = currentRoleChoice(user);

  const choose = async (key: string) => {
    if (key === current) return;
    setSwitching(true);
    try {
      await switchRole(key === ALL_ROLES ? null : key);
      // Whatever was cached belonged to the previous role.
      queryClient.clear();
      void message.success(i18n.t('shell:roleSwitched'));
    } finally {
      setSwitching(false);
    }
  };

  return {
    choices,
    current,
    currentLabel: choices.find((choice) => choice.key === current)?.label ?? i18n.t('shell:allRoles'),
    switching,
    choose,
  };
}
