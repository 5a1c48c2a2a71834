import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useUser } from '../../stores/user';
import { renderShell } from '../../test/renderShell';
import { clearTagsView, TAGS_VIEW_STORAGE_KEY, useTagsView } from './tagsStore';

afterEach(() => {
  clearTagsView();
  useUser.getState().clear();
  sessionStorage.clear();
});

function tagsBar() {
  return within(screen.getByRole('navigation', { name: '已打开的页面' }));
}

function tagTitles(): string[] {
  return tagsBar()
    .getAllByRole('link')
    .map((link) => link.textContent ?? '');
}

function shownBox(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name });
}

function mounted(name: string): boolean {
  return screen.queryByLabelText(name) !== null;
}

/** Opens the shell on `first` and visits `others` in turn, as the user clicking through the menu. */
async function visit(first: string, ...others: string[]) {
  const shell = renderShell(first);
  for (const path of others) await act(() => shell.router.navigate(path));
  return shell;
}

async function rightClickMenu(title: string) {
  fireEvent.contextMenu(tagsBar().getByRole('link', { name: title }));
  return within(await screen.findByRole('menu'));
}

async function choose(title: string, command: string) {
  fireEvent.click((await rightClickMenu(title)).getByRole('menuitem', { name: command }));
}

describe('the tags bar', () => {
  it('opens the menu affix view first, then a tag for every page visited, the current one marked', async () => {
    await visit('/plan', '/apply', '/plan');

    expect(tagTitles()).toEqual(['首页', '计划管理', '申请记录']);
    expect(tagsBar().getByRole('link', { name: '计划管理' }).getAttribute('aria-current')).toBe('page');
    expect(tagsBar().getByRole('link', { name: '申请记录' }).getAttribute('aria-current')).toBeNull();
  });

  it('tags a page nested deep in the menu by its own title', async () => {
    await visit('/sys/org/dept');

    expect(tagTitles()).toEqual(['首页', '部门管理']);
  });

  it('gives no tag to a page without a title', async () => {
    await visit('/nowhere');

    expect(tagTitles()).toEqual(['首页']);
  });

  it('goes to a view when its tag is clicked', async () => {
    const { router } = await visit('/plan', '/apply');

    fireEvent.click(tagsBar().getByRole('link', { name: '计划管理' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
  });

  it('offers no way to close an affix view', async () => {
    await visit('/plan');

    expect(tagsBar().queryByRole('button', { name: '关闭 首页' })).toBeNull();
    const menu = await rightClickMenu('首页');
    expect(menu.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      '刷新',
      '关闭其他',
      '关闭所有',
    ]);
  });

  it('comes back with the open tags after a reload of the page', async () => {
    sessionStorage.setItem(
      TAGS_VIEW_STORAGE_KEY,
      JSON.stringify({
        state: {
          views: [
            { path: '/index', title: '首页', affix: true, noCache: false },
            { path: '/apply', title: '申请记录', affix: false, noCache: false },
          ],
        },
        version: 1,
      }),
    );
    await useTagsView.persist.rehydrate();

    await visit('/plan');

    expect(tagTitles()).toEqual(['首页', '申请记录', '计划管理']);
  });

  it("drops the tags of another application's pages when this one's menu does not have them", async () => {
    sessionStorage.setItem(
      TAGS_VIEW_STORAGE_KEY,
      JSON.stringify({
        state: {
          views: [
            { path: '/use-management', title: '应用管理', affix: false, noCache: false },
            { path: '/apply', title: '申请记录', affix: false, noCache: false },
            { path: '/use-tenant', title: '租户管理', affix: false, noCache: false },
          ],
        },
        version: 1,
      }),
    );
    await useTagsView.persist.rehydrate();

    await visit('/plan');

    expect(tagTitles()).toEqual(['首页', '申请记录', '计划管理']);
  });
});

describe('closing tags', () => {
  it('closes the active view with its close button and goes to the last remaining view', async () => {
    const { router } = await visit('/plan', '/apply', '/detail/7');
    fireEvent.change(shownBox('详情备注 7'), { target: { value: '草稿' } });

    fireEvent.click(tagsBar().getByRole('button', { name: '关闭 计划详情' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
    expect(tagTitles()).toEqual(['首页', '计划管理', '申请记录']);
    expect(mounted('详情备注 7')).toBe(false);
  });

  it('closes a view in the background without leaving the current one, unmounting its page', async () => {
    const { router } = await visit('/plan', '/apply');
    expect(mounted('计划备注')).toBe(true);

    fireEvent.click(tagsBar().getByRole('button', { name: '关闭 计划管理' }));

    await waitFor(() => expect(mounted('计划备注')).toBe(false));
    expect(router.state.location.pathname).toBe('/apply');
    expect(tagTitles()).toEqual(['首页', '申请记录']);
  });

  it('opens a closed view afresh when the user comes back to it', async () => {
    const { router } = await visit('/plan', '/apply');
    await act(() => router.navigate('/plan'));
    fireEvent.change(shownBox('计划备注'), { target: { value: '草稿' } });

    await choose('计划管理', '关闭');
    await waitFor(() => expect(router.state.location.pathname).toBe('/apply'));
    await act(() => router.navigate('/plan'));

    expect(shownBox('计划备注').value).toBe('');
  });

  it('closes the others from the context menu, keeping the affix views, and shows the kept one', async () => {
    const { router } = await visit('/plan', '/apply', '/profile');

    await choose('计划管理', '关闭其他');

    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(tagTitles()).toEqual(['首页', '计划管理']);
    expect(mounted('申请备注')).toBe(false);
  });

  it('closes all but the affix views from the context menu, and goes to the last of them', async () => {
    const { router } = await visit('/plan', '/apply');

    await choose('申请记录', '关闭所有');

    await waitFor(() => expect(router.state.location.pathname).toBe('/index'));
    expect(tagTitles()).toEqual(['首页']);
    expect(mounted('计划备注')).toBe(false);
  });

  it('goes to the first permitted route when no view remains', async () => {
    const { router } = renderShell('/plan', []);

    await choose('计划管理', '关闭所有');

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(tagsBar().queryAllByRole('link')).toEqual([]);
  });
});

describe('refreshing a view', () => {
  it('mounts the active page afresh, leaving the other pages as they were', async () => {
    const { router } = await visit('/plan', '/apply');
    fireEvent.change(shownBox('申请备注'), { target: { value: '申请草稿' } });
    await act(() => router.navigate('/plan'));
    fireEvent.change(shownBox('计划备注'), { target: { value: '计划草稿' } });

    await choose('计划管理', '刷新');

    await waitFor(() => expect(shownBox('计划备注').value).toBe(''));
    await act(() => router.navigate('/apply'));
    expect(shownBox('申请备注').value).toBe('申请草稿');
  });

  it('goes to a background view and mounts it afresh', async () => {
    const { router } = await visit('/plan');
    fireEvent.change(shownBox('计划备注'), { target: { value: '计划草稿' } });
    await act(() => router.navigate('/apply'));

    await choose('计划管理', '刷新');

    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    expect(shownBox('计划备注').value).toBe('');
  });
});
