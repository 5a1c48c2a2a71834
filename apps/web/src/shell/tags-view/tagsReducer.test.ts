import { describe, expect, it } from 'vitest';
import {
  EMPTY_TAGS,
  nextAfterClose,
  tagsReducer,
  tagTitle,
  type TagsAction,
  type TagsState,
  type VisitedView,
} from './tagsReducer';

function view(path: string, extra: Partial<VisitedView> = {}): VisitedView {
  return { path, title: path.slice(1) || '首页', affix: false, noCache: false, ...extra };
}

const home = view('/index', { title: '首页', affix: true });
const business = view('/business/index', { title: '业务办理' });
const plan = view('/plan/index', { title: '计划管理' });
const detail = view('/plan/detail?id=7', { title: '计划详情' });

function run(state: TagsState, ...actions: TagsAction[]): TagsState {
  return actions.reduce(tagsReducer, state);
}

function opened(...views: VisitedView[]): TagsState {
  return run(EMPTY_TAGS, ...views.map((v): TagsAction => ({ type: 'add', view: v })));
}

const paths = (state: TagsState) => state.views.map((v) => v.path);

describe('naming what a query-addressed page shows', () => {
  const formA = view('/work/designer?getIDB=a1', { title: '表单设计' });
  const formB = view('/work/designer?getIDB=b2', { title: '表单设计' });

  it('keeps one tag per designer form, each titled with its id, then with its name once loaded', () => {
    const state = run(
      opened(formA, formB),
      { type: 'name', path: formA.path, name: 'a1' },
      { type: 'name', path: formB.path, name: 'b2' },
      { type: 'name', path: formA.path, name: '企业基本信息' },
    );

    expect(paths(state)).toEqual(['/work/designer?getIDB=a1', '/work/designer?getIDB=b2']);
    expect(state.views.map(tagTitle)).toEqual(['表单设计 - 企业基本信息', '表单设计 - b2']);
  });

  it('keeps the name when the user comes back to the tag (the route opens it again)', () => {
    const state = run(
      opened(formA),
      { type: 'name', path: formA.path, name: '企业基本信息' },
      {
        type: 'add',
        view: formA,
      },
    );

    expect(tagTitle(state.views[0]!)).toBe('表单设计 - 企业基本信息');
  });

  it('shows the route title alone for an empty name, and ignores a name for a view not open', () => {
    const named = run(opened(formA), { type: 'name', path: formA.path, name: 'a1' });

    expect(tagTitle(run(named, { type: 'name', path: formA.path, name: '' }).views[0]!)).toBe('表单设计');
    expect(tagsReducer(named, { type: 'name', path: formB.path, name: 'b2' })).toBe(named);
    expect(tagsReducer(named, { type: 'name', path: formA.path, name: 'a1' })).toBe(named);
  });

  it('titles pages that name nothing with the route title, one tag per address as before', () => {
    expect(opened(business, plan, business).views.map(tagTitle)).toEqual(['业务办理', '计划管理']);
  });
});

describe('opening views', () => {
  it('adds each visited view once, in the order the user opened them', () => {
    const state = opened(business, plan, business);

    expect(paths(state)).toEqual(['/business/index', '/plan/index']);
  });

  it('tells two visits of one route apart by their query', () => {
    const other = view('/plan/detail?id=8', { title: '计划详情' });

    expect(paths(opened(detail, other))).toEqual(['/plan/detail?id=7', '/plan/detail?id=8']);
  });

  it('updates the title of a view that is already open, keeping its place', () => {
    const state = opened(business, plan, { ...business, title: '业务受理' });

    expect(state.views.map((v) => v.title)).toEqual(['业务受理', '计划管理']);
  });

  it('leaves the state untouched when the same view is opened again unchanged', () => {
    const state = opened(business);

    expect(tagsReducer(state, { type: 'add', view: { ...business } })).toBe(state);
  });

  it('puts an affix view after the other affix views, ahead of the visited ones', () => {
    const pinned = view('/dashboard', { title: '工作台', affix: true });

    const state = opened(home, business, pinned);

    expect(paths(state)).toEqual(['/index', '/dashboard', '/business/index']);
  });
});

/** A menu with `affix` pinned and every page of this file's views open to it. */
function menu(...affix: VisitedView[]): TagsAction {
  const pages = ['/index', '/dashboard', '/business/index', '/plan/index', '/plan/detail'];
  return { type: 'setMenu', affix, pages };
}

describe('affix views from the menu', () => {
  it('come first, ahead of views restored from earlier', () => {
    const state = run(opened(business, plan), menu(home));

    expect(paths(state)).toEqual(['/index', '/business/index', '/plan/index']);
  });

  it('take over an open view with the same path', () => {
    const state = run(opened(view('/index', { title: '首页' }), business), menu(home));

    expect(state.views).toEqual([home, business]);
  });

  it('replace the affix views of an earlier menu', () => {
    const pinned = view('/dashboard', { title: '工作台', affix: true });
    const state = run(opened(home, business), menu(pinned));

    expect(paths(state)).toEqual(['/dashboard', '/business/index']);
  });
});

describe('switching to another application or role', () => {
  const apps = view('/use-management', { title: '应用管理' });
  const tenants = view('/use-tenant', { title: '租户管理' });
  const users = view('/useManagement/use-user?tenantId=t1', { title: '用户管理' });

  it('closes the tags of pages the new menu does not have, keeping those it has, with their query', () => {
    const before = run(opened(apps, tenants, users, detail), { type: 'refresh', path: tenants.path });
    const state = run(before, {
      type: 'setMenu',
      affix: [home],
      pages: ['/index', '/useManagement/use-user', '/plan/detail'],
    });

    expect(paths(state)).toEqual(['/index', '/useManagement/use-user?tenantId=t1', '/plan/detail?id=7']);
    expect(state.refreshes).toEqual({});
  });

  it("closes the previous menu's affix views too when the new menu lacks them", () => {
    const state = run(opened(home, apps), { type: 'setMenu', affix: [], pages: ['/use-management'] });

    expect(paths(state)).toEqual(['/use-management']);
  });
});

describe('closing views', () => {
  const state = run(opened(business, plan, detail), menu(home));

  it('closes one view', () => {
    expect(paths(run(state, { type: 'close', path: '/plan/index' }))).toEqual([
      '/index',
      '/business/index',
      '/plan/detail?id=7',
    ]);
  });

  it('never closes an affix view', () => {
    expect(run(state, { type: 'close', path: '/index' })).toBe(state);
  });

  it('ignores a view that is not open', () => {
    expect(run(state, { type: 'close', path: '/nowhere' })).toBe(state);
  });

  it('closes the others, keeping the affix views and the chosen one', () => {
    expect(paths(run(state, { type: 'closeOthers', path: '/plan/index' }))).toEqual([
      '/index',
      '/plan/index',
    ]);
  });

  it('closes the others from an affix view, keeping only the affix views', () => {
    expect(paths(run(state, { type: 'closeOthers', path: '/index' }))).toEqual(['/index']);
  });

  it('closes all but the affix views', () => {
    expect(paths(run(state, { type: 'closeAll' }))).toEqual(['/index']);
  });

  it('closes everything when no view is affix', () => {
    expect(run(opened(business, plan), { type: 'closeAll' }).views).toEqual([]);
  });

  it('forgets the refresh count of a closed view, so that it opens afresh next time', () => {
    const refreshed = run(
      state,
      { type: 'refresh', path: '/plan/index' },
      { type: 'refresh', path: '/index' },
    );

    expect(run(refreshed, { type: 'close', path: '/plan/index' }).refreshes).toEqual({ '/index': 1 });
    expect(run(refreshed, { type: 'closeAll' }).refreshes).toEqual({ '/index': 1 });
  });
});

describe('refreshing a view', () => {
  it('counts every refresh of an open view', () => {
    const state = run(
      opened(business, plan),
      { type: 'refresh', path: '/plan/index' },
      { type: 'refresh', path: '/plan/index' },
    );

    expect(state.refreshes).toEqual({ '/plan/index': 2 });
    expect(paths(state)).toEqual(['/business/index', '/plan/index']);
  });

  it('ignores a view that is not open', () => {
    const state = opened(business);

    expect(run(state, { type: 'refresh', path: '/plan/index' })).toBe(state);
  });
});

describe('where closing leads', () => {
  const remaining = [home, business];

  it('stays put while the active view remains open', () => {
    expect(nextAfterClose(remaining, ['/plan/index'], '/business/index', '/')).toBeUndefined();
  });

  it('stays put on a page that has no tag of its own', () => {
    expect(nextAfterClose(remaining, ['/plan/index'], '/no-such-page', '/')).toBeUndefined();
  });

  it('goes to the last remaining view when the active one closes', () => {
    expect(nextAfterClose(remaining, ['/plan/index'], '/plan/index', '/')).toBe('/business/index');
  });

  it('goes to the first permitted route when no view remains', () => {
    expect(nextAfterClose([], ['/plan/index', '/business/index'], '/plan/index', '/')).toBe('/');
  });

  it('keeps the query of the view it goes to', () => {
    expect(nextAfterClose([home, detail], ['/plan/index'], '/plan/index', '/')).toBe('/plan/detail?id=7');
  });
});
