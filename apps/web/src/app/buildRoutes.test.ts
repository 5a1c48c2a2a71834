import { describe, expect, it } from 'vitest';
import { record } from '../test/people';
import { buildRoutes, resolvePath, type AppRoute } from './buildRoutes';

const home = record({
  path: '/',
  redirect: '/index',
  children: [
    record({ path: 'index', component: 'home/index', meta: { title: '首页', resourceId: 'res-home' } }),
  ],
});

const systemManagement = record({
  path: '/useManagement',
  redirect: '/useManagement/index',
  alwaysShow: true,
  children: [
    record({ path: 'index', component: 'system/app/index', hidden: true }),
    record({ path: '/use-management', component: 'system/app/index' }),
    record({
      path: '/resources',
      component: 'system/resource/index',
      hidden: true,
      meta: { title: '资源管理', resourceId: 'res-resources', activeMenu: '/use-management' },
    }),
    record({ path: '/use-tenant', component: 'system/tenant/index' }),
  ],
});

function routeAt(routes: AppRoute[], path: string) {
  return routes.find((route) => route.path === path);
}

describe('routes built from the menu', () => {
  it('answers every page of the menu at its full path, hidden ones included', () => {
    const { routes } = buildRoutes([home, systemManagement]);

    expect(routeAt(routes, '/index')).toMatchObject({ kind: 'page', component: 'home/index' });
    expect(routeAt(routes, '/use-management')).toMatchObject({ kind: 'page', component: 'system/app/index' });
    expect(routeAt(routes, '/useManagement/index')).toMatchObject({ kind: 'page' });
    expect(routeAt(routes, '/resources')).toMatchObject({
      kind: 'page',
      component: 'system/resource/index',
      meta: { resourceId: 'res-resources', activeMenu: '/use-management' },
    });
  });

  it('sends a parent to its own redirect', () => {
    const { routes } = buildRoutes([home, systemManagement]);

    expect(routeAt(routes, '/')).toEqual({ kind: 'redirect', path: '/', to: '/index' });
    expect(routeAt(routes, '/useManagement')).toEqual({
      kind: 'redirect',
      path: '/useManagement',
      to: '/useManagement/index',
    });
  });

  it('sends a parent without a redirect to its first visible child', () => {
    const certification = record({
      path: '/cert',
      children: [
        record({ path: 'draft', component: 'cert/draft/index', hidden: true }),
        record({ path: 'apply', component: 'cert/apply/index' }),
        record({ path: 'review', component: 'cert/review/index' }),
      ],
    });

    const { routes } = buildRoutes([home, certification]);

    expect(routeAt(routes, '/cert')).toEqual({ kind: 'redirect', path: '/cert', to: '/cert/apply' });
  });

  it('makes the first route the root when no route has the path /', () => {
    const business = record({
      path: '/business',
      children: [record({ path: 'index', component: 'business/index' })],
    });
    const review = record({
      path: '/businessReview',
      children: [record({ path: 'index', component: 'cert/review/index' })],
    });

    const { routes, firstPath } = buildRoutes([business, review]);

    expect(routeAt(routes, '/')).toEqual({ kind: 'redirect', path: '/', to: '/business/index' });
    expect(firstPath).toBe('/business/index');
  });

  it('lands a fresh sign-in on the first page the menu shows', () => {
    const hiddenFirst = record({ path: '/draft', component: 'cert/draft/index', hidden: true });

    expect(buildRoutes([hiddenFirst, systemManagement]).firstPath).toBe('/use-management');
  });

  it('gives an external link no route', () => {
    const help = record({ path: '/help', type: 21, url: 'https://www.cnca.gov.cn/', blank: 3 });

    const { routes } = buildRoutes([home, help]);

    expect(routeAt(routes, '/help')).toBeUndefined();
  });

  it('keeps a page whose component the app does not know, to show the not-found page there', () => {
    const { routes } = buildRoutes([home, record({ path: '/mystery', component: 'no/such/page' })]);

    expect(routeAt(routes, '/mystery')).toMatchObject({ kind: 'page', component: 'no/such/page' });
  });

  it('answers the personal centre for every user, with the menu winning where it has it', () => {
    const profile = record({
      path: '/profile',
      redirect: '/profile/index',
      hidden: true,
      children: [
        record({
          path: 'index',
          component: 'profile/index',
          meta: { title: '个人中心', resourceId: 'res-p' },
        }),
      ],
    });

    const withProfile = buildRoutes([home, profile]).routes;
    expect(routeAt(withProfile, '/profile/index')).toMatchObject({ meta: { resourceId: 'res-p' } });
    expect(withProfile.filter((route) => route.path === '/profile/index')).toHaveLength(1);

    const withoutProfile = buildRoutes([home]).routes;
    expect(routeAt(withoutProfile, '/profile')).toEqual({
      kind: 'redirect',
      path: '/profile',
      to: '/profile/index',
    });
    expect(routeAt(withoutProfile, '/profile/index')).toMatchObject({
      kind: 'page',
      component: 'profile/index',
      meta: { title: '个人中心', noCache: true },
    });
  });

  it('gives no system-management page to a user whose menu does not grant it', () => {
    const { routes } = buildRoutes([home]);

    for (const path of [
      '/useManagement',
      '/useManagement/index',
      '/use-management',
      '/resources',
      '/role',
      '/use-tenant',
      '/useManagement/use-user',
    ]) {
      expect(routeAt(routes, path)).toBeUndefined();
    }
    expect(routes.map((route) => route.path).sort()).toEqual(['/', '/index', '/profile', '/profile/index']);
  });

  it('carries the menu records above each page, for the breadcrumb', () => {
    const { routes } = buildRoutes([
      home,
      record({
        path: '/cert',
        redirect: 'noRedirect',
        meta: { title: '认证服务', resourceId: 'res-cert', breadcrumb: false },
        children: [
          record({
            path: 'apply',
            component: 'cert/apply/index',
            meta: { title: '认证申请', resourceId: 'r' },
          }),
        ],
      }),
    ]);

    expect(routeAt(routes, '/cert/apply')).toMatchObject({
      trail: [
        { title: '认证服务', path: '/cert', breadcrumb: false, linkable: false },
        { title: '认证申请', path: '/cert/apply', breadcrumb: true, linkable: true },
      ],
    });
    expect(routeAt(routes, '/index')).toMatchObject({
      trail: [
        { title: '/', path: '/', breadcrumb: true, linkable: true },
        { title: '首页', path: '/index', breadcrumb: true, linkable: true },
      ],
    });
  });
});

describe('full paths', () => {
  it('nests relative paths and keeps absolute ones', () => {
    expect(resolvePath('/', 'index')).toBe('/index');
    expect(resolvePath('/useManagement', 'use-user')).toBe('/useManagement/use-user');
    expect(resolvePath('/useManagement', '/use-management')).toBe('/use-management');
    expect(resolvePath('/cert/', 'apply/')).toBe('/cert/apply');
    expect(resolvePath('/', '')).toBe('/');
  });
});
