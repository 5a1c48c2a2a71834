import { describe, expect, it } from 'vitest';
import { record } from '../test/people';
import { buildMenu, findMenuNode, parentKeysOf, selectedMenuKey } from './menu';

const home = record({
  path: '/',
  redirect: '/index',
  children: [
    record({
      path: 'index',
      component: 'home/index',
      meta: { title: '首页', resourceId: 'r', icon: 'home' },
    }),
  ],
});
const systemManagement = record({
  path: '/useManagement',
  alwaysShow: true,
  meta: { title: '系统管理', resourceId: 'r', icon: 'setting' },
  children: [
    record({ path: 'index', component: 'system/app/index', hidden: true }),
    record({
      path: '/use-management',
      component: 'system/app/index',
      meta: { title: '应用管理', resourceId: 'r' },
    }),
    record({ path: '/resources', component: 'system/resource/index', hidden: true }),
    record({
      path: '/use-tenant',
      component: 'system/tenant/index',
      meta: { title: '租户管理', resourceId: 'r' },
    }),
  ],
});
const profile = record({
  path: '/profile',
  hidden: true,
  children: [record({ path: 'index', component: 'profile/index' })],
});
const help = record({
  path: '/help',
  type: 21,
  url: 'https://www.cnca.gov.cn/',
  blank: 3,
  meta: { title: '帮助文档', resourceId: 'r' },
});

describe('side menu', () => {
  it('shows a parent with one shown child as that child, with the parent icon when it has none', () => {
    expect(buildMenu([home])).toEqual([
      {
        key: '/index',
        title: '首页',
        icon: 'home',
        link: { href: '/index', external: false, newWindow: false },
      },
    ]);
  });

  it('leaves hidden entries out and keeps an always-shown parent as a sub-menu', () => {
    const [system] = buildMenu([systemManagement, profile]);

    expect(buildMenu([systemManagement, profile])).toHaveLength(1);
    expect(system).toMatchObject({ key: '/useManagement', title: '系统管理', icon: 'setting' });
    expect(system?.children?.map((item) => [item.key, item.title])).toEqual([
      ['/use-management', '应用管理'],
      ['/use-tenant', '租户管理'],
    ]);
  });

  it('opens an external entry at its url, in a new window when blank is 3', () => {
    expect(buildMenu([help])[0]?.link).toEqual({
      href: 'https://www.cnca.gov.cn/',
      external: true,
      newWindow: true,
    });
    const sameWindow = record({ path: '/guide', type: 21, url: 'https://example.com/guide' });
    expect(buildMenu([sameWindow])[0]?.link).toEqual({
      href: 'https://example.com/guide',
      external: true,
      newWindow: false,
    });
  });

  it('opens an in-app entry flagged blank 3 at its path in a new window', () => {
    const report = record({ path: '/comreport', component: 'report/index', blank: 3 });

    expect(buildMenu([report])[0]?.link).toEqual({ href: '/comreport', external: false, newWindow: true });
  });

  it('highlights the entry a hidden page names as its active menu, and opens its sub-menu', () => {
    const menu = buildMenu([home, systemManagement]);
    const key = selectedMenuKey('/resources', '/use-management');

    expect(key).toBe('/use-management');
    expect(parentKeysOf(menu, key)).toEqual(['/useManagement']);
    expect(findMenuNode(menu, key)?.title).toBe('应用管理');
    expect(selectedMenuKey('/use-tenant', null)).toBe('/use-tenant');
    expect(parentKeysOf(menu, '/index')).toEqual([]);
  });
});
