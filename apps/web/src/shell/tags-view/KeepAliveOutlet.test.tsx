import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useUser } from '../../stores/user';
import { keysSeen, renderShell } from '../../test/renderShell';
import { clearTagsView } from './tagsStore';

afterEach(() => {
  clearTagsView();
  useUser.getState().clear();
  sessionStorage.clear();
  for (const name of Object.keys(keysSeen)) delete keysSeen[name];
  vi.restoreAllMocks();
});

/** The visible text box named `name`; a hidden page's boxes are not found. */
function shownBox(name: string): HTMLInputElement {
  return screen.getByRole<HTMLInputElement>('textbox', { name });
}

/** Whether the page with the text box `name` is mounted, shown or hidden. */
function mounted(name: string): boolean {
  return screen.queryByLabelText(name) !== null;
}

function type(name: string, text: string) {
  fireEvent.change(shownBox(name), { target: { value: text } });
}

function tagsBar() {
  return within(screen.getByRole('navigation', { name: '已打开的页面' }));
}

async function openTag(title: string) {
  fireEvent.click(tagsBar().getByRole('link', { name: title }));
  await screen.findByRole('link', { name: title, current: 'page' });
}

describe('keep-alive of the open tags', () => {
  it('keeps what the user typed on a page while they visit another tab', async () => {
    const { router } = renderShell('/plan');
    type('计划备注', '年度计划草稿');

    await act(() => router.navigate('/apply'));
    expect(screen.queryByRole('textbox', { name: '计划备注' })).toBeNull();
    expect(mounted('计划备注')).toBe(true);
    type('申请备注', '申请说明');

    await openTag('计划管理');
    expect(shownBox('计划备注').value).toBe('年度计划草稿');
    await openTag('申请记录');
    expect(shownBox('申请备注').value).toBe('申请说明');
  });

  it('keeps a page nested two levels deep in the menu', async () => {
    const { router } = renderShell('/sys/org/dept');
    type('部门备注', '质量部');

    await act(() => router.navigate('/plan'));
    await openTag('部门管理');

    expect(shownBox('部门备注').value).toBe('质量部');
  });

  it('starts a noCache page afresh on every visit', async () => {
    const { router } = renderShell('/profile');
    type('个人备注', '未保存');

    await act(() => router.navigate('/plan'));
    expect(mounted('个人备注')).toBe(false);
    await openTag('个人中心');

    expect(shownBox('个人备注').value).toBe('');
  });

  it('keeps each visit of one route apart by its query, each seeing its own address', async () => {
    const { router } = renderShell('/detail/7?tab=plan');
    type('详情备注 7', '七号');

    await act(() => router.navigate('/detail/8?tab=audit'));
    type('详情备注 8', '八号');

    expect(screen.getByText('详情 7?tab=plan')).toBeTruthy();
    expect(screen.getByText('详情 8?tab=audit')).toBeTruthy();
    const [first, second] = tagsBar().getAllByRole('link', { name: '计划详情' });
    expect(second!.getAttribute('aria-current')).toBe('page');

    fireEvent.click(first!);
    await screen.findByRole('textbox', { name: '详情备注 7' });
    expect(shownBox('详情备注 7').value).toBe('七号');
  });

  it('quiets a hidden page: it stops listening until it is shown again', async () => {
    const { router } = renderShell('/plan');
    fireEvent.keyDown(window, { key: 'a' });

    await act(() => router.navigate('/apply'));
    fireEvent.keyDown(window, { key: 'b' });
    expect(keysSeen).toEqual({ 计划备注: 1, 申请备注: 1 });

    await openTag('计划管理');
    fireEvent.keyDown(window, { key: 'c' });
    expect(keysSeen).toEqual({ 计划备注: 2, 申请备注: 1 });
  });

  it('brings the window back to where the user left a kept page', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { router } = renderShell('/plan');
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(420);
    fireEvent.scroll(window);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(0);

    await act(() => router.navigate('/apply'));
    scrollTo.mockClear();
    await openTag('计划管理');

    await vi.waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 420));
  });

  it('does not keep a page without a tag, such as the not-found page', async () => {
    const { router } = renderShell('/nowhere');
    expect(screen.getByText('页面不存在')).toBeTruthy();

    await act(() => router.navigate('/plan'));

    expect(screen.queryByText('页面不存在')).toBeNull();
  });
});
