import { describe, expect, it } from 'vitest';
import {
  EMPTY_TAGS,
  nextAfterClose,
  tagsReducer,
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

describe('affix views from the menu', () => {
  it('come first, ahead of views restored from earlier', () => {
    const state = run(opened(business, plan), { type: 'setAffix', views: [home] });

    expect(paths(state)).toEqual(['/index', '/business/index', '/plan/index']);
  });

  it('take over an open view with the same path', () => {
    const state = run(opened(view('/index', { title: '首页' }), business), {
      type: 'setAffix',
      views: [home],
    });

    expect(state.views).toEqual([home, business]);
  });

  it('replace the affix views of an earlier menu', () => {
    const pinned = view('/dashboard', { title: '工作台', affix: true });
    const state = run(opened(home, business), { type: 'setAffix', views: [pinned] });

    expect(paths(state)).toEqual(['/dashboard', '/business/index']);
  });
});

describe('closing views', () => {
  const state = run(opened(business, plan, detail), { type: 'setAffix', views: [home] });

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
