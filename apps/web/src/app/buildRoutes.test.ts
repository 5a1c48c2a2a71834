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

  it('still answers the fallback routes the menu leaves out, with the menu winning where it has them', () => {
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

    const { routes } = buildRoutes([home, profile]);

    expect(routeAt(routes, '/profile/index')).toMatchObject({ meta: { resourceId: 'res-p' } });
    expect(routes.filter((route) => route.path === '/profile/index')).toHaveLength(1);
    expect(routeAt(routes, '/use-tenant')).toMatchObject({ kind: 'page', component: 'system/tenant/index' });
    expect(routeAt(routes, '/useManagement')).toMatchObject({ kind: 'redirect', to: '/useManagement/index' });
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
