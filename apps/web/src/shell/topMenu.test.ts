import { describe, expect, it } from 'vitest';
import { record } from '../test/people';
import { buildMenu } from './menu';
import { activeTopNode, buildTopMenu, firstLinkOf, splitTopMenu } from './topMenu';

const items = ['首页', '业务办理', '申请记录', '计划管理', '专家评审', '合同管理'];

describe('top bar split', () => {
  it('shows every entry and no more-menu when all fit at about 135 px each', () => {
    expect(splitTopMenu(items, 6 * 135)).toEqual({ visible: items, more: [] });
    expect(splitTopMenu(items, 2000)).toEqual({ visible: items, more: [] });
  });

  it('puts the entries that do not fit into the more-menu, which takes a place itself', () => {
    // 700 px hold five places: four entries and 更多.
    expect(splitTopMenu(items, 700)).toEqual({
      visible: ['首页', '业务办理', '申请记录', '计划管理'],
      more: ['专家评审', '合同管理'],
    });
    expect(splitTopMenu(items, 6 * 135 - 1).visible).toHaveLength(4);
  });

  it('puts everything into the more-menu when not even two places fit', () => {
    expect(splitTopMenu(items, 200)).toEqual({ visible: [], more: items });
    expect(splitTopMenu(items, 0)).toEqual({ visible: [], more: items });
  });

  it('uses the width per entry it is given (145 px in another variant)', () => {
    expect(splitTopMenu(items, 580, 145).visible).toEqual(['首页', '业务办理', '申请记录']);
  });
});

const system = record({
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
});
const home = record({
  path: '/',
  redirect: '/index',
  children: [record({ path: 'index', component: 'home/index', meta: { title: '首页', resourceId: 'r' } })],
});

describe('top bar entries', () => {
  it('leaves out hidden records and records without an id', () => {
    const hidden = record({ path: '/profile', hidden: true, component: 'profile/index' });
    const withoutId = { ...record({ path: '/draft', component: 'cert/draft/index' }), id: '' };

    expect(buildTopMenu([home, system, hidden, withoutId]).map((node) => node.title)).toEqual([
      '首页',
      '系统管理',
    ]);
  });

  it('finds the first-level entry a page belongs to', () => {
    const nodes = buildMenu([home, system]);

    expect(activeTopNode(nodes, '/use-tenant')?.title).toBe('系统管理');
    expect(activeTopNode(nodes, '/index')?.title).toBe('首页');
    expect(activeTopNode(nodes, '/profile/index')).toBeUndefined();
  });

  it('opens the first page of a group chosen in the top bar', () => {
    const [, group] = buildMenu([home, system]);

    expect(firstLinkOf(group!)).toEqual({ href: '/use-management', external: false, newWindow: false });
  });
});
