import { describe, expect, it } from 'vitest';
import { record } from '../test/people';
import { shellFrame, type FrameMenus } from './frame';
import { buildMenu } from './menu';
import { buildTopMenu } from './topMenu';

const records = [
  record({
    path: '/',
    redirect: '/index',
    children: [record({ path: 'index', component: 'home/index', meta: { title: '首页', resourceId: 'r' } })],
  }),
  record({
    path: '/useManagement',
    alwaysShow: true,
    meta: { title: '系统管理', resourceId: 'r' },
    children: [
      record({
        path: '/use-management',
        component: 'system/app/index',
        meta: { title: '应用管理', resourceId: 'r' },
      }),
      record({
        path: '/use-tenant',
        component: 'system/tenant/index',
        meta: { title: '租户管理', resourceId: 'r' },
      }),
    ],
  }),
];
const menus: FrameMenus = { side: buildMenu(records), top: buildTopMenu(records) };
const titles = (nodes: { title: string }[] | undefined) => nodes?.map((node) => node.title);

describe('shell frame', () => {
  it('left layout: the whole menu in the sidebar, the breadcrumb in the navbar', () => {
    const frame = shellFrame('1', 'desktop', menus, '/use-tenant');

    expect(titles(frame.sideMenu)).toEqual(['首页', '系统管理']);
    expect(frame).toMatchObject({ topMenu: undefined, breadcrumb: true, logo: 'sidebar' });
  });

  it('head layout: the whole menu in the header and no sidebar', () => {
    const frame = shellFrame('2', 'desktop', menus, '/use-tenant');

    expect(frame.sideMenu).toBeUndefined();
    expect(frame.topMenu?.mode).toBe('head');
    expect(titles(frame.topMenu?.nodes)).toEqual(['首页', '系统管理']);
    expect(frame).toMatchObject({ breadcrumb: false, logo: 'header' });
  });

  it('mixed layout: first-level entries on top, the current one’s children in the sidebar', () => {
    const inSystem = shellFrame('3', 'desktop', menus, '/use-tenant');
    expect(inSystem.topMenu?.mode).toBe('mixed');
    expect(titles(inSystem.sideMenu)).toEqual(['应用管理', '租户管理']);

    const atHome = shellFrame('3', 'desktop', menus, '/index');
    expect(atHome.sideMenu).toBeUndefined();
  });

  it('on a phone, any layout: the whole menu in the drawer and nothing in the header', () => {
    for (const layout of ['1', '2', '3'] as const) {
      const frame = shellFrame(layout, 'mobile', menus, '/use-tenant');
      expect(titles(frame.sideMenu)).toEqual(['首页', '系统管理']);
      expect(frame).toMatchObject({ topMenu: undefined, breadcrumb: false, logo: 'sidebar' });
    }
  });
});
