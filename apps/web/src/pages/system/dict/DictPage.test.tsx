import type { Dict, LazyDict } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderWithQueries } from '../../../test/renderWithQueries';
import { readText } from './exchange';
import DictPage from './index';

const R = '/api/api-system/data/resource';
const mock = mockApi();
const answer = <T,>(data: T) => ({ code: 200, msg: '操作成功', data });

afterEach(async () => {
  vi.restoreAllMocks();
  await inLanguage('zh-CN');
});

const renderPage = () => renderWithQueries(<DictPage />);

let next = 0;
function dict(code: string, name: string, parentId: string | null, more: Partial<LazyDict> = {}): LazyDict {
  next++;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    parentId,
    code,
    name,
    value: null,
    sort: 0,
    status: 1,
    remark: null,
    level: parentId ? 2 : 1,
    scope: 'tenant',
    hasChildren: false,
    ...more,
  };
}

const labType = dict('LAB_TYPE', '实验室类型', null, { hasChildren: true });
const qsbi = dict('QSBITYPE', '问卷类型', null, { scope: 'platform' });
const phys = dict('LAB_PHYS', '物理', labType.id, { value: 'phys' });
const chem = dict('LAB_CHEM', '化学', labType.id, { status: 0 });

/** Answers the tree's levels from `levels`, which a test may change as the server would. */
function serveTree(levels: Map<string | undefined, LazyDict[]>) {
  mock.onGet(`${R}/getChildDictWithDefer`).reply((config) => {
    const parentId = (config.params as { parentId?: string }).parentId;
    return [200, answer(levels.get(parentId) ?? [])];
  });
}

function serveItems(items: Dict[]) {
  mock.onPost(`${R}/getDictItemPageList`).reply(200, answer({ items, total: items.length }));
}

const tree = () => document.querySelector('[role="tree"]') as HTMLElement;
/** A button by its text; text queries stay fast where role queries over antd's styles are slow. */
const button = (text: string, within: HTMLElement = document.body) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent === text)!;
const treeNode = (name: string) =>
  within(tree()).getByText(name).closest('.ant-tree-treenode') as HTMLElement;

async function chooseLabType() {
  renderPage();
  await screen.findByText('实验室类型');
  fireEvent.click(within(tree()).getByText('实验室类型'));
  await screen.findByText('实验室类型（LAB_TYPE）的字典项');
  // The items table is named for its dictionary, apart from the tree beside it.
  return screen.getByRole('table', { name: '实验室类型（LAB_TYPE）的字典项' });
}

it('loads children when a dictionary is opened and lists the items of the chosen one', async () => {
  serveTree(
    new Map([
      [undefined, [labType, qsbi]],
      [labType.id, [phys, chem]],
    ]),
  );
  serveItems([phys, chem]);
  renderPage();

  await screen.findByText('实验室类型');
  expect(within(treeNode('问卷类型')).getByText('平台')).toBeTruthy();
  expect(within(tree()).queryByText('物理')).toBeNull();
  expect(mock.history.get.map((c) => c.params)).toEqual([{}]);

  fireEvent.click(treeNode('实验室类型').querySelector('.ant-tree-switcher')!);
  expect(await within(tree()).findByText('物理')).toBeTruthy();
  expect(mock.history.get.at(-1)!.params).toEqual({ parentId: labType.id });

  fireEvent.click(within(tree()).getByText('实验室类型'));
  await screen.findByText('实验室类型（LAB_TYPE）的字典项');
  const table = document.querySelector('table')!;
  expect(await within(table).findByText('phys')).toBeTruthy();
  const disabledRow = within(table).getByText('LAB_CHEM').closest('tr')!;
  expect(within(disabledRow).getByText('停用')).toBeTruthy();
  const itemsCall = mock.history.post.find((c) => c.url?.endsWith('getDictItemPageList'))!;
  expect(JSON.parse(itemsCall.data as string)).toEqual({ code: 'LAB_TYPE' });
  expect(itemsCall.params).toEqual({ pageIndex: 1, pageSize: 20 });
});

it('adds an item under the chosen dictionary and shows it in the tree and the table', async () => {
  const levels = new Map([
    [undefined, [labType]],
    [labType.id, [phys]],
  ]);
  serveTree(levels);
  serveItems([phys]);
  const bio = dict('LAB_BIO', '生物', labType.id);
  mock.onPost(`${R}/saveDict`).reply(() => {
    levels.set(labType.id, [phys, bio]);
    serveItems([phys, bio]);
    return [200, answer(bio)];
  });
  const table = await chooseLabType();
  await within(table).findByText('物理');

  fireEvent.click(button('新增字典项'));
  const dialog = (await screen.findByText('新增“实验室类型”的下级字典项')).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('名称'), { target: { value: ' 生物 ' } });
  fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'LAB BIO' } });
  fireEvent.click(button('确定', dialog));
  expect(await within(dialog).findByText('只能包含字母、数字、下划线、点和连字符')).toBeTruthy();

  fireEvent.change(within(dialog).getByLabelText('编码'), { target: { value: 'LAB_BIO' } });
  fireEvent.click(button('确定', dialog));

  expect(await screen.findByText('保存成功')).toBeTruthy();
  const saved = mock.history.post.find((c) => c.url?.endsWith('saveDict'))!;
  expect(JSON.parse(saved.data as string)).toEqual({
    parentId: labType.id,
    code: 'LAB_BIO',
    name: '生物',
    value: null,
    sort: 0,
    status: 1,
    remark: null,
  });
  expect(await within(table).findByText('LAB_BIO')).toBeTruthy();
});

it("shows the server's reason when a move would make a cycle", async () => {
  serveTree(
    new Map([
      [undefined, [labType]],
      [labType.id, [phys]],
    ]),
  );
  serveItems([phys]);
  mock.onGet(`${R}/changeDictParent`).reply(400, {
    code: 400,
    msg: 'query.parentId：上级字典不能是该字典的下级字典',
    data: { errors: [{ field: 'query.parentId', reason: '上级字典不能是该字典的下级字典' }] },
  });
  await chooseLabType();

  fireEvent.click(button('移动'));
  const dialog = (await screen.findByText('移动字典“实验室类型”')).closest('.ant-modal') as HTMLElement;
  fireEvent.mouseDown(dialog.querySelector('.ant-select')!);
  const popup = document.querySelector('.ant-select-dropdown') as HTMLElement;
  await waitFor(() => expect(popup.querySelector('.ant-select-tree-switcher')).toBeTruthy());
  // Open 实验室类型 in the picker and choose its own item 物理.
  fireEvent.click(
    within(popup)
      .getAllByTitle('实验室类型（LAB_TYPE）')[0]!
      .closest('.ant-select-tree-treenode')!
      .querySelector('.ant-select-tree-switcher')!,
  );
  fireEvent.click(await within(popup).findByTitle('物理（LAB_PHYS）'));
  fireEvent.click(button('确定', dialog));

  expect(await within(dialog).findByText('上级字典不能是该字典的下级字典')).toBeTruthy();
  const move = mock.history.get.find((c) => c.url?.endsWith('changeDictParent'))!;
  expect(move.params).toEqual({ dictId: labType.id, parentId: phys.id });
});

it('exports the checked dictionaries to a file and reports the refused rows of an import', async () => {
  serveTree(new Map([[undefined, [labType, qsbi]]]));
  const exported = [
    {
      code: 'LAB_TYPE',
      name: '实验室类型',
      sort: 0,
      status: 1,
      value: null,
      remark: null,
      children: [
        { code: 'LAB_PHYS', name: '物理', sort: 0, status: 1, value: 'phys', remark: null, children: [] },
      ],
    },
  ];
  mock.onPost(`${R}/exportDictByIds`).reply(200, answer(exported));
  mock.onPost(`${R}/importDictDataV2`).reply(400, {
    code: 400,
    msg: '导入失败，共2处错误：第1行 code：字典编码已存在；第2行 code：字典编码已存在',
    data: {
      imported: 0,
      errors: [
        { row: 1, field: 'code', reason: '字典编码已存在' },
        { row: 2, field: 'code', reason: '字典编码已存在' },
      ],
    },
  });
  const saved: Blob[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    saved.push(blob as Blob);
    return 'blob:export';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  renderPage();
  await screen.findByText('实验室类型');

  expect(button('导出').disabled).toBe(true);
  fireEvent.click(treeNode('实验室类型').querySelector('.ant-tree-checkbox')!);
  fireEvent.click(button('导出（1）'));

  expect(await screen.findByText('已导出 1 个字典')).toBeTruthy();
  expect(
    JSON.parse(mock.history.post.find((c) => c.url?.endsWith('exportDictByIds'))!.data as string),
  ).toEqual({
    ids: [labType.id],
  });
  expect(JSON.parse(await readText(saved[0]!))).toEqual(exported);
  expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^字典导出_\d{14}\.json$/);

  fireEvent.click(button('导入'));
  const dialog = (await screen.findByText('导入字典')).closest('.ant-modal') as HTMLElement;
  const file = new File([JSON.stringify(exported)], 'dicts.json', { type: 'application/json' });
  fireEvent.change(dialog.querySelector('input[type="file"]')!, { target: { files: [file] } });
  expect(await within(dialog).findByText('文件中共 2 条字典（含各级下级）')).toBeTruthy();
  fireEvent.click(button('导入', dialog));

  expect(await within(dialog).findByText('导入失败，以下行有错误，未导入任何数据：')).toBeTruthy();
  const rows = [...dialog.querySelectorAll('tbody tr')].map((row) => row.textContent);
  expect(rows).toEqual(['1LAB_TYPE实验室类型code字典编码已存在', '2LAB_PHYS物理code字典编码已存在']);
  expect(
    JSON.parse(mock.history.post.find((c) => c.url?.endsWith('importDictDataV2'))!.data as string),
  ).toEqual({
    items: exported,
  });
});

it('deletes the chosen dictionary after confirmation and stops asking for its items', async () => {
  const levels = new Map([
    [undefined, [labType, qsbi]],
    [labType.id, []],
  ]);
  serveTree(levels);
  serveItems([]);
  mock.onPost(`${R}/delDict`).reply(() => {
    levels.set(undefined, [qsbi]);
    return [200, answer(null)];
  });
  await chooseLabType();
  const itemCalls = () => mock.history.post.filter((c) => c.url?.endsWith('getDictItemPageList')).length;
  await waitFor(() => expect(itemCalls()).toBe(1));

  fireEvent.click(button('删除'));
  const confirm = (await screen.findByText('确定删除字典“实验室类型”吗？')).closest(
    '.ant-modal',
  ) as HTMLElement;
  fireEvent.click(button('确定', confirm));

  expect(await screen.findByText('删除成功')).toBeTruthy();
  await waitFor(() => expect(within(tree()).queryByText('实验室类型')).toBeNull());
  expect(screen.getByText('请在左侧选择一个字典')).toBeTruthy();
  expect(mock.history.post.find((c) => c.url?.endsWith('delDict'))!.params).toEqual({ dictId: labType.id });
  expect(itemCalls()).toBe(1);
});

it('saves the English name typed beside the name', async () => {
  serveTree(new Map([[undefined, [labType]]]));
  serveItems([phys]);
  mock.onPost(`${R}/saveDict`).reply(200, answer({ ...phys, nameEn: 'Physics' }));
  const table = await chooseLabType();

  fireEvent.click(button('编辑', (await within(table).findByText('物理')).closest('tr')!));
  const dialog = (await screen.findByText('编辑字典')).closest('.ant-modal') as HTMLElement;
  fireEvent.change(within(dialog).getByLabelText('英文名称'), { target: { value: ' Physics ' } });
  fireEvent.click(button('确定', dialog));

  expect(await screen.findByText('保存成功')).toBeTruthy();
  const saved = mock.history.post.find((c) => c.url?.endsWith('saveDict'))!;
  expect(JSON.parse(saved.data as string)).toMatchObject({ id: phys.id, name: '物理', nameEn: 'Physics' });
});

it('shows dictionaries in English: English names where kept, the Chinese name otherwise', async () => {
  await inLanguage('en-US');
  const labTypes = { ...labType, nameEn: 'Lab types' };
  serveTree(new Map([[undefined, [labTypes, qsbi]]]));
  serveItems([{ ...phys, nameEn: 'Physics' }, chem]);
  const { container } = renderPage();

  fireEvent.click(await within(await screen.findByRole('tree')).findByText('Lab types'));
  expect(within(treeNode('问卷类型')).getByText('Platform')).toBeTruthy();
  const table = await screen.findByRole('table', { name: 'Items of Lab types (LAB_TYPE)' });
  expect(await within(table).findByText('Physics')).toBeTruthy();
  // 化学 has no English name.
  expect(within(within(table).getByText('化学').closest('tr')!).getByText('Disabled')).toBeTruthy();
  expect(within(table).queryByText('物理')).toBeNull();
  expect(screen.getByText('Name', { selector: 'th' })).toBeTruthy();

  fireEvent.click(button('Add item'));
  const dialog = (await screen.findByText('Add an item under "Lab types"')).closest(
    '.ant-modal',
  ) as HTMLElement;
  expect(within(dialog).getByLabelText('English name')).toBeTruthy();
  // The page and the dialog: a message an earlier test left on the screen may still be fading out.
  const userData = ['问卷类型', '化学'];
  expect(chineseIn(container, userData)).toEqual([]);
  expect(chineseIn(dialog, userData)).toEqual([]);
});
