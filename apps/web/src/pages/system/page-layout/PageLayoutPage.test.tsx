import type { PageLayout } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderWithQueries } from '../../../test/renderWithQueries';
import PageLayoutPage from './index';

const R = '/api/api-system/data/resource';
const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});
const answer = <T,>(data: T) => ({ code: 200, msg: '操作成功', data });

/** A button by its text; text queries stay fast where role queries over antd's styles are slow. */
const button = (text: string, scope: HTMLElement) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent === text)!;

// In a router: the preview's buttons may open routes.
const renderPage = () =>
  renderWithQueries(
    <MemoryRouter>
      <PageLayoutPage />
    </MemoryRouter>,
  );

const review: PageLayout = {
  id: '7b0c5f7e-5f0e-4a53-9d0b-1d0c7b3f2a01',
  name: '碳排放审核页',
  pageId: 'carbon-review',
  status: 1,
  updatedAt: '2025-03-01T08:00:00.000Z',
  body: '{"type":"page","title":"审核","body":[]}',
};
const { body: _body, ...reviewSummary } = review;

function serveList(items = [reviewSummary]) {
  mock.onPost(`${R}/getPageLayoutList`).reply(200, answer({ items, total: items.length }));
}

async function openEditor() {
  renderPage();
  const row = (await screen.findByText('碳排放审核页')).closest('tr')!;
  fireEvent.click(button('编辑', row));
  const dialog = (await screen.findByText('编辑页面布局')).closest('.ant-modal') as HTMLElement;
  const editor = within(dialog).getByLabelText('页面配置（JSON）') as HTMLTextAreaElement;
  await waitFor(() => expect(editor.value).toContain('"title": "审核"'));
  return { dialog, editor };
}

it('lists the layouts with the page each is bound to', async () => {
  serveList([reviewSummary, { ...reviewSummary, id: 'a2', name: '填报页', pageId: null, status: 0 }]);
  renderPage();

  const bound = (await screen.findByText('碳排放审核页')).closest('tr')!;
  expect(within(bound).getByText('carbon-review')).toBeTruthy();
  expect(within(bound).getByText('启用')).toBeTruthy();
  const unbound = screen.getByText('填报页').closest('tr')!;
  expect(within(unbound).getByText('未绑定')).toBeTruthy();
  expect(within(unbound).getByText('停用')).toBeTruthy();
  expect(JSON.parse(mock.history.post[0]!.data as string)).toEqual({});
  expect(mock.history.post[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });
});

it('refuses invalid JSON with its line and column before sending, then saves valid JSON', async () => {
  serveList();
  mock.onGet(`${R}/getPageLayout`).reply(200, answer(review));
  mock
    .onPost(`${R}/savePageLayout`)
    .reply((config) => [200, answer({ ...review, body: JSON.parse(config.data as string).body })]);
  const { dialog, editor } = await openEditor();

  // The third line loses its comma.
  const broken = editor.value.replace('"page",', '"page"');
  fireEvent.change(editor, { target: { value: broken } });
  fireEvent.click(button('保存', dialog));

  expect(await within(dialog).findByText('第 3 行，第 3 列：缺少逗号或 }')).toBeTruthy();
  await waitFor(() =>
    expect(dialog.querySelector('[data-line="3"]')!.getAttribute('style')).toContain('background'),
  );
  expect(mock.history.post.filter((c) => c.url?.endsWith('savePageLayout'))).toHaveLength(0);

  fireEvent.change(editor, { target: { value: '{"type": "page", "title": "新审核", "body": []}' } });
  fireEvent.click(button('保存', dialog));

  expect(await screen.findByText('保存成功')).toBeTruthy();
  const saved = mock.history.post.find((c) => c.url?.endsWith('savePageLayout'))!;
  expect(JSON.parse(saved.data as string)).toEqual({
    id: review.id,
    name: '碳排放审核页',
    pageId: 'carbon-review',
    status: 1,
    body: '{"type": "page", "title": "新审核", "body": []}',
  });
  // The list is read again.
  await waitFor(() =>
    expect(mock.history.post.filter((c) => c.url?.endsWith('getPageLayoutList'))).toHaveLength(2),
  );
});

it('lists the page schema problems with their places as the JSON is typed, and previews a valid page', async () => {
  serveList();
  mock.onGet(`${R}/getPageLayout`).reply(200, answer(review));
  const { dialog, editor } = await openEditor();

  const bad = {
    title: '审核',
    blocks: [
      { type: 'chart' },
      { type: 'actions', buttons: [{ label: '去', action: 'route', to: '//evil.example' }] },
    ],
  };
  fireEvent.change(editor, { target: { value: JSON.stringify(bad) } });
  expect(await within(dialog).findByText('页面配置有 2 处不符合页面结构：')).toBeTruthy();
  expect(within(dialog).getByText('blocks[0].type: 区块类型须为 form、list、actions 之一')).toBeTruthy();
  expect(within(dialog).getByText(/^blocks\[1\]\.buttons\[0\]\.to: /)).toBeTruthy();
  fireEvent.click(button('保存', dialog));
  expect(await within(dialog).findByText(/页面配置有 2 处错误，第一处：blocks\[0\]\.type/)).toBeTruthy();
  expect(mock.history.post.filter((c) => c.url?.endsWith('savePageLayout'))).toHaveLength(0);

  const good = {
    title: '审核预览',
    blocks: [{ type: 'actions', buttons: [{ label: '打开字典', action: 'route', to: '/dict' }] }],
  };
  fireEvent.change(editor, { target: { value: JSON.stringify(good) } });
  await waitFor(() => expect(within(dialog).queryByText(/不符合页面结构/)).toBeNull());
  fireEvent.click(within(dialog).getByText('预览'));
  expect(await within(dialog).findByText('审核预览')).toBeTruthy();
  expect(button('打开字典', dialog)).toBeTruthy();
});

it('formats the JSON, and puts a server refusal beside its field', async () => {
  serveList();
  mock.onGet(`${R}/getPageLayout`).reply(200, answer(review));
  mock.onPost(`${R}/savePageLayout`).reply(400, {
    code: 400,
    msg: 'body.pageId：该页面已绑定其他页面布局',
    data: { errors: [{ field: 'body.pageId', reason: '该页面已绑定其他页面布局' }] },
  });
  const { dialog, editor } = await openEditor();

  fireEvent.change(editor, { target: { value: '{"a":[1,2]}' } });
  fireEvent.click(button('格式化', dialog));
  await waitFor(() => expect(editor.value).toBe('{\n  "a": [\n    1,\n    2\n  ]\n}'));

  fireEvent.click(button('保存', dialog));
  expect(await within(dialog).findByText('该页面已绑定其他页面布局')).toBeTruthy();
});

it('deletes a layout after confirmation', async () => {
  serveList();
  mock.onPost(`${R}/delPageLayout`).reply(200, answer(null));
  renderPage();
  const row = (await screen.findByText('碳排放审核页')).closest('tr')!;

  fireEvent.click(button('删除', row));
  expect(await screen.findByText('确定删除页面布局“碳排放审核页”吗？')).toBeTruthy();
  fireEvent.click(button('确定', document.querySelector('.ant-modal-confirm')!));

  expect(await screen.findByText('删除成功')).toBeTruthy();
  const deleted = mock.history.post.find((c) => c.url?.endsWith('delPageLayout'))!;
  expect(deleted.params).toEqual({ id: review.id });
});

it('binds a layout to a page, a refusal showing beside the page', async () => {
  serveList();
  mock.onPost(`${R}/bindPageLayout`).replyOnce(400, {
    code: 400,
    msg: 'query.pageId：页面标识不存在',
    data: { errors: [{ field: 'query.pageId', reason: '页面标识不存在' }] },
  });
  mock.onPost(`${R}/bindPageLayout`).reply(200, answer({ ...review, pageId: 'carbon-fill' }));
  renderPage();
  const row = (await screen.findByText('碳排放审核页')).closest('tr')!;

  fireEvent.click(button('绑定页面', row));
  const dialog = (await screen.findByText('绑定页面：碳排放审核页')).closest('.ant-modal') as HTMLElement;
  const input = within(dialog).getByLabelText('绑定页面');
  fireEvent.change(input, { target: { value: ' carbon-fill ' } });
  fireEvent.click(button('确定', dialog));
  expect(await within(dialog).findByText('页面标识不存在')).toBeTruthy();
  fireEvent.click(button('确定', dialog));

  expect(await screen.findByText('绑定成功')).toBeTruthy();
  const bound = mock.history.post.findLast((c) => c.url?.endsWith('bindPageLayout'))!;
  expect(bound.params).toEqual({ pageId: 'carbon-fill' });
  expect(JSON.parse(bound.data as string)).toEqual({ layoutId: review.id });
});

it('shows the page before when a delete took the last row of the last page', async () => {
  const others = Array.from({ length: 20 }, (_, i) => ({ ...reviewSummary, id: `p${i}`, name: `布局${i}` }));
  let rows = [...others, reviewSummary];
  mock.onPost(`${R}/getPageLayoutList`).reply((config) => {
    const { pageIndex, pageSize } = config.params as { pageIndex: number; pageSize: number };
    const items = rows.slice((pageIndex - 1) * pageSize, pageIndex * pageSize);
    return [200, answer({ items, total: rows.length })];
  });
  mock.onPost(`${R}/delPageLayout`).reply(() => {
    rows = others;
    return [200, answer(null)];
  });
  renderPage();
  await screen.findByText('布局0');
  fireEvent.click(screen.getByTitle('2'));
  const row = (await screen.findByText('碳排放审核页')).closest('tr')!;

  fireEvent.click(button('删除', row));
  await screen.findByText('确定删除页面布局“碳排放审核页”吗？');
  fireEvent.click(button('确定', document.querySelector('.ant-modal-confirm')!));

  expect(await screen.findByText('布局0')).toBeTruthy();
  const reads = mock.history.post.filter((c) => c.url?.endsWith('getPageLayoutList'));
  expect(reads.at(-1)!.params).toEqual({ pageIndex: 1, pageSize: 20 });
});

it('edits a layout in English, naming a JSON error in English, with no Chinese but the user data', async () => {
  await inLanguage('en-US');
  serveList();
  mock.onGet(`${R}/getPageLayout`).reply(200, answer(review));
  const { container } = renderPage();
  const row = (await screen.findByText('碳排放审核页')).closest('tr')!;
  expect(screen.getByText('Layout name', { selector: 'th' })).toBeTruthy();
  expect(within(row).getByText('Enabled')).toBeTruthy();
  fireEvent.click(button('Edit', row));
  const dialog = (await screen.findByText('Edit page layout')).closest('.ant-modal') as HTMLElement;
  const editor = within(dialog).getByLabelText('Page configuration (JSON)') as HTMLTextAreaElement;
  await waitFor(() => expect(editor.value).toContain('"title": "审核"'));

  fireEvent.change(editor, { target: { value: editor.value.replace('"page",', '"page"') } });
  fireEvent.click(button('Save', dialog));
  expect(await within(dialog).findByText('Line 3, column 3: Comma or } expected')).toBeTruthy();
  fireEvent.change(editor, { target: { value: '{"type": "page"}' } });
  expect(await within(dialog).findByText('Valid JSON, 1 line(s)')).toBeTruthy();
  // The page and the dialog: a message an earlier test left on the screen may still be fading out.
  const userData = ['碳排放审核页'];
  expect(chineseIn(container, userData)).toEqual([]);
  expect(chineseIn(dialog, userData)).toEqual([]);
});
