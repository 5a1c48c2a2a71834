import Fuse from 'fuse.js';
import { describe, expect, it } from 'vitest';
import { record } from '../../test/people';
import { buildMenu } from '../menu';
import {
  createRouteSearch,
  MAX_PATTERN_LENGTH,
  SEARCH_OPTIONS,
  searchableRoutes,
  type SearchableRoute,
} from './searchRoutes';

const page = (path: string, title: string, component = 'x/index') =>
  record({ path, component, meta: { title, resourceId: 'r' } });

const menu = buildMenu([
  record({
    path: '/',
    redirect: '/index',
    children: [page('index', '首页', 'home/index')],
  }),
  record({ path: '/business', children: [page('index', '业务办理')] }),
  record({ path: '/plan', children: [page('index', '计划管理')] }),
  record({
    path: '/useManagement',
    alwaysShow: true,
    meta: { title: '系统管理', resourceId: 'r' },
    children: [page('/use-management', '应用管理'), page('/use-tenant', '租户管理')],
  }),
  record({
    path: '/help',
    type: 21,
    url: 'https://www.cnca.gov.cn/',
    meta: { title: '帮助文档', resourceId: 'r' },
  }),
  record({ path: '/profile', hidden: true, children: [page('index', '个人中心')] }),
]);

const titlesOf = (routes: SearchableRoute[]) => routes.map((route) => route.title.join(' > '));

describe('searchable routes', () => {
  it('are the menu entries that open something, titled with the groups above them, hidden ones left out', () => {
    expect(searchableRoutes(menu).map((route) => [route.title, route.path])).toEqual([
      [['首页'], '/index'],
      [['业务办理'], '/business/index'],
      [['计划管理'], '/plan/index'],
      [['系统管理', '应用管理'], '/use-management'],
      [['系统管理', '租户管理'], '/use-tenant'],
      [['帮助文档'], '/help'],
    ]);
    expect(searchableRoutes(menu).find((route) => route.path === '/help')?.link).toEqual({
      href: 'https://www.cnca.gov.cn/',
      external: true,
      newWindow: false,
    });
  });
});

describe('header search', () => {
  const search = createRouteSearch(searchableRoutes(menu));

  it('uses the options of spec §5: title 0.7, path 0.3, threshold 0.4, one character enough', () => {
    expect(SEARCH_OPTIONS).toMatchObject({
      keys: [
        { name: 'title', weight: 0.7 },
        { name: 'path', weight: 0.3 },
      ],
      threshold: 0.4,
      minMatchCharLength: 1,
    });
    expect(MAX_PATTERN_LENGTH).toBe(32);
  });

  it('finds a route by part of its title', () => {
    expect(titlesOf(search('业务办'))[0]).toBe('业务办理');
    expect(titlesOf(search('租户'))[0]).toBe('系统管理 > 租户管理');
  });

  it('forgives a typo in the title', () => {
    expect(titlesOf(search('业务半理'))[0]).toBe('业务办理');
    expect(titlesOf(search('应用管里'))[0]).toBe('系统管理 > 应用管理');
  });

  it('finds a route by its path, and by a group title all the pages of the group', () => {
    expect(titlesOf(search('use-tenant'))[0]).toBe('系统管理 > 租户管理');
    expect(titlesOf(search('系统管理'))).toEqual(
      expect.arrayContaining(['系统管理 > 应用管理', '系统管理 > 租户管理']),
    );
  });

  it('ranks a title match above an equally good path match', () => {
    const titled = {
      title: ['plan 报表'],
      path: '/reports',
      link: { href: '/reports', external: false, newWindow: false },
    };
    const pathed = {
      title: ['计划'],
      path: '/plan',
      link: { href: '/plan', external: false, newWindow: false },
    };

    expect(createRouteSearch([pathed, titled])('plan')).toEqual([titled, pathed]);
  });

  it('finds nothing for a blank query or for text far from every route', () => {
    expect(search('')).toEqual([]);
    expect(search('   ')).toEqual([]);
    expect(search('碳排放核查报告')).toEqual([]);
  });

  it('searches with the first 32 characters of a longer query', () => {
    const long = `use-tenant${'x'.repeat(40)}`;

    expect(() => search(long)).not.toThrow();
    expect(search(long)).toEqual(search(long.slice(0, 32)));
  });
});

describe('header search over a large menu', () => {
  // A fixed seed: the same menu and queries every run.
  let seed = 7;
  const random = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed / 2 ** 31;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const syllables = [
    '质量',
    '认证',
    '碳',
    '审核',
    '合同',
    '证书',
    '报告',
    '管理',
    '查询',
    '统计',
    'Cert',
    'plan',
  ];
  const letters = 'abcdefghijklmnopqrstuvwxyz-/';
  const text = (parts: number) => Array.from({ length: parts }, () => pick(syllables)).join('');
  const routes: SearchableRoute[] = Array.from({ length: 400 }, (_, i) => {
    const path = `/${Array.from({ length: 6 + (i % 9) }, () => pick([...letters])).join('')}`;
    return { title: [text(2), text(3)], path, link: { href: path, external: false, newWindow: false } };
  });
  const plainFuse = new Fuse(routes, SEARCH_OPTIONS);
  const search = createRouteSearch(routes);

  it('answers exactly what fuse.js answers over every route, for typed, misspelt and path queries', () => {
    for (let n = 0; n < 400; n += 1) {
      const source = random() < 0.5 ? pick(routes).title.join('') : pick(routes).path;
      const start = Math.floor(random() * source.length);
      let query = source.slice(start, start + 1 + Math.floor(random() * 8));
      if (random() < 0.3) query = query.replace(query[0]!, pick([...letters]));
      const expected = plainFuse.search(query.trim(), { limit: 20 }).map((result) => result.item);
      expect(search(query), query).toEqual(expected);
    }
  });
});
