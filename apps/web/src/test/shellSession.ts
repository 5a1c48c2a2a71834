// For tests of the signed-in shell: a menu with a group, and the layout settings a user saved.
import type { RouteRecord } from '@platform/contract';
import { settingsStorageKey, type Settings } from '../stores/settings';
import { record, staffUser } from './people';
import { businessMenu } from './renderApp';

/** The business menu with a group of two pages, for the layouts that show a group's children. */
export const menuWithGroup: RouteRecord[] = [
  ...businessMenu,
  record({
    path: '/useManagement',
    alwaysShow: true,
    meta: { title: '系统管理', resourceId: 'res-system', icon: 'setting' },
    children: [
      record({
        path: '/use-management',
        component: 'system/app/index',
        meta: { title: '应用管理', resourceId: 'res-app' },
      }),
      record({
        path: '/use-tenant',
        component: 'system/tenant/index',
        meta: { title: '租户管理', resourceId: 'res-tenant' },
      }),
    ],
  }),
];

/** Settings the staff user picked on an earlier visit, as the settings store keeps them. */
export function savedSettings(choices: Partial<Settings>, userId = staffUser.userId) {
  localStorage.setItem(settingsStorageKey(userId), JSON.stringify({ state: { choices }, version: 1 }));
}
