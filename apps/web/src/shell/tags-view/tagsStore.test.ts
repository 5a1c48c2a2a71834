import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../stores/session';
import type { VisitedView } from './tagsReducer';
import { clearTagsView, TAGS_VIEW_STORAGE_KEY, useTagsView } from './tagsStore';

const home: VisitedView = { path: '/index', title: '首页', affix: true, noCache: false };
const plan: VisitedView = { path: '/plan/index?year=2024', title: '计划管理', affix: false, noCache: false };

function openTags() {
  const { dispatch } = useTagsView.getState();
  dispatch({ type: 'setMenu', affix: [home], pages: ['/index', '/plan/index'] });
  dispatch({ type: 'add', view: plan });
  dispatch({ type: 'refresh', path: plan.path });
}

afterEach(() => {
  clearTagsView();
  useSession.getState().clear();
  sessionStorage.clear();
});

describe('the open tags', () => {
  it('survive a reload of the page within the browser session', async () => {
    openTags();

    vi.resetModules();
    const reloaded = await import('./tagsStore');

    expect(reloaded.useTagsView.getState().views).toEqual([home, plan]);
    expect(reloaded.useTagsView.getState().refreshes).toEqual({});
  });

  it('are kept in session storage, not local storage, so they end with the browser session', () => {
    openTags();

    expect(JSON.parse(sessionStorage.getItem(TAGS_VIEW_STORAGE_KEY)!)).toMatchObject({
      state: { views: [home, plan] },
    });
    expect(localStorage.getItem(TAGS_VIEW_STORAGE_KEY)).toBeNull();
  });

  it('keep the name a page gave its tag across a reload', async () => {
    openTags();
    useTagsView.getState().dispatch({ type: 'name', path: plan.path, name: '2024年度' });

    vi.resetModules();
    const reloaded = await import('./tagsStore');

    expect(reloaded.useTagsView.getState().views).toEqual([home, { ...plan, name: '2024年度' }]);
  });

  it('skip stored entries that are not views', async () => {
    sessionStorage.setItem(
      TAGS_VIEW_STORAGE_KEY,
      JSON.stringify({
        state: { views: [plan, { path: '/x' }, null, 'y', { ...plan, path: '/z', name: 7 }] },
        version: 1,
      }),
    );

    await useTagsView.persist.rehydrate();

    expect(useTagsView.getState().views).toEqual([plan]);
  });

  it('all close, affix ones too, when the user logs out', () => {
    openTags();

    useSession.getState().clear();

    expect(useTagsView.getState().views).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem(TAGS_VIEW_STORAGE_KEY)!)).toMatchObject({
      state: { views: [] },
    });
  });

  it('stay open when the session expires, as the user may stay on the page', () => {
    useSession.getState().signIn('tok-1');
    openTags();

    useSession.getState().resetToken();

    expect(useTagsView.getState().views).toEqual([home, plan]);
  });

  it('all close when a new session starts, as a role switch does', () => {
    useSession.getState().signIn('tok-1');
    openTags();

    useSession.getState().signIn('role-2-token');

    expect(useTagsView.getState().views).toEqual([]);
  });
});
