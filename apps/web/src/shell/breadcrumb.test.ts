import { describe, expect, it } from 'vitest';
import type { MenuTrailStep } from '../app/buildRoutes';
import { buildBreadcrumb } from './breadcrumb';

function step(title: string, path: string, extra: Partial<MenuTrailStep> = {}): MenuTrailStep {
  return { title, path, breadcrumb: true, linkable: true, ...extra };
}

/** The matches of a page inside the shell: the root, the shell layout, the page. */
function matchesOf(trail: MenuTrailStep[]) {
  return [{ handle: undefined }, { handle: undefined }, { handle: { resourceId: 'r', trail } }];
}

describe('breadcrumb', () => {
  it('starts at 首页, leads through the menu groups and ends at the page, which links nowhere', () => {
    const crumbs = buildBreadcrumb(
      matchesOf([step('系统管理', '/useManagement'), step('应用管理', '/use-management')]),
    );

    expect(crumbs).toEqual([
      { title: '首页', path: '/' },
      { title: '系统管理', path: '/useManagement' },
      { title: '应用管理' },
    ]);
  });

  it('leaves out records flagged breadcrumb false and untitled ones', () => {
    const crumbs = buildBreadcrumb(
      matchesOf([
        step('认证服务', '/cert', { breadcrumb: false }),
        step('', '/cert/apply'),
        step('认证申请', '/cert/apply/index'),
      ]),
    );

    expect(crumbs).toEqual([{ title: '首页', path: '/' }, { title: '认证申请' }]);
  });

  it('does not link a group that opens nothing', () => {
    const crumbs = buildBreadcrumb(
      matchesOf([step('审核', '/audit', { linkable: false }), step('审核计划', '/audit/plan')]),
    );

    expect(crumbs[1]).toEqual({ title: '审核' });
  });

  it('shows the home page as a single 首页, not a link to itself', () => {
    expect(buildBreadcrumb(matchesOf([step('首页', '/'), step('首页', '/index')]))).toEqual([
      { title: '首页' },
    ]);
  });

  it('shows one crumb for a parent and the single page of the same title it holds', () => {
    expect(
      buildBreadcrumb(matchesOf([step('个人中心', '/profile'), step('个人中心', '/profile/index')])),
    ).toEqual([{ title: '首页', path: '/' }, { title: '个人中心' }]);
  });

  it('names a page that no menu lists by its own title (/dmn, /workflow/progress)', () => {
    const handle = { title: '决策表', titleEn: 'Decision tables' };
    expect(buildBreadcrumb([{ handle: undefined }, { handle }])).toEqual([
      { title: '首页', path: '/' },
      { title: '决策表' },
    ]);
    expect(buildBreadcrumb([{ handle: undefined }, { handle }], 'en-US')).toEqual([
      { title: 'Home', path: '/' },
      { title: 'Decision tables' },
    ]);
  });

  it('shows only 首页 on a page without a menu record (not found)', () => {
    expect(buildBreadcrumb([{ handle: undefined }, { handle: undefined }])).toEqual([{ title: '首页' }]);
  });
});
