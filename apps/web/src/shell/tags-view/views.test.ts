import { describe, expect, it } from 'vitest';
import { record } from '../../test/people';
import { affixViewsOf, isKeptAlive, visitedViewOf } from './views';

describe('the view of a route', () => {
  it('is titled from the route meta the handle carries', () => {
    expect(visitedViewOf({ title: '资源管理', resourceId: 'r' }, '/resources?appId=1')).toEqual({
      path: '/resources?appId=1',
      title: '资源管理',
      affix: false,
      noCache: false,
    });
  });

  it('carries the affix and noCache flags', () => {
    expect(visitedViewOf({ title: '首页', affix: true, noCache: true }, '/index')).toMatchObject({
      affix: true,
      noCache: true,
    });
  });

  it('does not exist for a route without a title, such as a redirect or the not-found page', () => {
    expect(visitedViewOf(undefined, '/nowhere')).toBeUndefined();
    expect(visitedViewOf({ resourceId: 'r' }, '/nowhere')).toBeUndefined();
  });

  it('is kept alive when titled and not flagged noCache', () => {
    expect(isKeptAlive({ title: '业务办理' })).toBe(true);
    expect(isKeptAlive({ title: '个人中心', noCache: true })).toBe(false);
    expect(isKeptAlive(undefined)).toBe(false);
  });
});

describe('affix views of the menu', () => {
  it('are the pages flagged affix, at their full paths', () => {
    const menu = [
      record({
        path: '/',
        redirect: '/index',
        children: [
          record({
            path: 'index',
            component: 'home/index',
            meta: { title: '首页', resourceId: 'h', affix: true },
          }),
        ],
      }),
      record({
        path: '/cert',
        children: [
          record({
            path: 'desk',
            children: [
              record({
                path: 'todo',
                component: 'cert/todo',
                meta: { title: '待办', resourceId: 't', affix: true },
              }),
            ],
          }),
          record({ path: 'plan', component: 'cert/plan', meta: { title: '计划', resourceId: 'p' } }),
        ],
      }),
    ];

    expect(affixViewsOf(menu)).toEqual([
      { path: '/index', title: '首页', affix: true, noCache: false },
      { path: '/cert/desk/todo', title: '待办', affix: true, noCache: false },
    ]);
  });

  it('leave out external links and containers', () => {
    const menu = [
      record({
        path: '/help',
        type: 21,
        url: 'https://example.com',
        meta: { title: '帮助', resourceId: 'x', affix: true },
      }),
      record({
        path: '/sys',
        meta: { title: '系统', resourceId: 's', affix: true },
        children: [record({ path: 'a', component: 'sys/a' })],
      }),
    ];

    expect(affixViewsOf(menu)).toEqual([]);
  });
});
