import { describe, expect, it } from 'vitest';
import { isSameSiteApi, pageSchemaProblems, readPageSchema } from './page-schema.js';

const FORM_ID = '0b7f6c1e-8a53-4c55-9f4c-3f2f3a5e9a11';
const DICT = '/api/api-system/data/resource';

export const example = {
  type: 'page',
  title: '供应商等级',
  blocks: [
    {
      type: 'actions',
      buttons: [
        {
          label: '新增等级',
          action: 'form',
          formId: FORM_ID,
          submit: { method: 'POST', url: `${DICT}/saveDict` },
        },
        { label: '字典管理', action: 'route', to: '/dict' },
      ],
    },
    {
      type: 'list',
      query: {
        method: 'POST',
        url: `${DICT}/getDictItemPageList`,
        params: { code: 'supplier_level' },
        totalPath: 'total',
      },
      columns: [
        { name: 'name', label: '名称' },
        { name: 'status', label: '状态', options: [{ label: '启用', value: 1 }] },
      ],
      filters: [
        { name: 'name', label: '名称', type: 'input' },
        { name: 'status', label: '状态', type: 'select', options: [{ label: '启用', value: 1 }] },
        { name: 'from', label: '起', type: 'date' },
      ],
      paging: { pageSize: 5 },
      rowActions: [
        {
          label: '删除',
          action: 'api',
          danger: true,
          confirm: '确定删除 ${name}？',
          api: { method: 'POST', url: `${DICT}/delDict?dictId=\${id}` },
        },
      ],
    },
    { type: 'form', formId: FORM_ID, submit: { method: 'POST', url: `${DICT}/saveDict` } },
  ],
};

const withBlock = (block: unknown) => ({ title: 't', blocks: [{ type: 'form', formId: FORM_ID }, block] });
const problems = (value: unknown, language: 'zh-CN' | 'en-US' = 'zh-CN') =>
  pageSchemaProblems(value, language);

describe('page schema', () => {
  it('accepts the documented example and fills the defaults', () => {
    expect(problems(example)).toEqual([]);
    const read = readPageSchema(example, 'zh-CN');
    if (!('page' in read)) throw new Error('invalid');
    const list = read.page.blocks[1];
    expect(list).toMatchObject({
      type: 'list',
      query: { dataPath: 'items' },
      paging: { pageSize: 5, pageParam: 'pageIndex' },
    });
  });

  it('takes an empty object, and amis-style bodies, as an empty page', () => {
    expect(problems({})).toEqual([]);
    expect(problems({ type: 'page', title: 'x', body: [{ type: 'form' }] })).toEqual([]);
  });

  it('refuses a value that is not an object', () => {
    expect(problems([])).toEqual([{ path: '', reason: '页面须为 JSON 对象' }]);
    expect(problems('page', 'en-US')).toEqual([{ path: '', reason: 'The page must be a JSON object' }]);
  });

  it('names the place of an off-site or relative query url', () => {
    const list = (url: string) =>
      withBlock({ type: 'list', query: { url }, columns: [{ name: 'a', label: 'A' }] });
    for (const url of [
      'https://evil.example/api/x',
      '//evil.example/api/x',
      '/api/../admin',
      'api/x',
      '/other/x',
    ]) {
      expect(problems(list(url))).toEqual([
        { path: 'blocks[1].query.url', reason: '须为本站的 /api/ 地址（不能带协议、主机或 ..）' },
      ]);
    }
    expect(problems(list('//x'), 'en-US')[0]!.reason).toBe(
      'Must be an /api/ address of this site (no scheme, host or ..)',
    );
  });

  it('names an unknown block type, a missing form id and a wrong method', () => {
    expect(problems(withBlock({ type: 'chart' }))).toEqual([
      { path: 'blocks[1].type', reason: '区块类型须为 form、list、actions 之一' },
    ]);
    expect(problems({ blocks: [{ type: 'form' }] })).toEqual([
      { path: 'blocks[0].formId', reason: '不能为空' },
    ]);
    expect(problems({ blocks: [{ type: 'form', formId: 'x' }] })).toEqual([
      { path: 'blocks[0].formId', reason: '须为设计器表单的 id（UUID）' },
    ]);
    expect(
      problems(
        withBlock({
          type: 'list',
          query: { method: 'PUT', url: '/api/x' },
          columns: [{ name: 'a', label: 'A' }],
        }),
      ),
    ).toEqual([{ path: 'blocks[1].query.method', reason: '须为以下之一：GET, POST' }]);
  });

  it('names problems of columns, filters, actions and unknown properties', () => {
    const list = {
      type: 'list',
      query: { url: '/api/x' },
      columns: [],
      filters: [
        { name: 'a', label: 'A', type: 'select' },
        { name: 'a', label: 'A2', type: 'input' },
      ],
      rowActions: [
        { label: 'go', action: 'route', to: 'https://evil.example' },
        { label: 'x', action: 'mail' },
      ],
      colour: 'red',
    };
    expect(problems(withBlock(list))).toEqual(
      expect.arrayContaining([
        { path: 'blocks[1]', reason: '无法识别的属性：colour' },
        { path: 'blocks[1].columns', reason: '至少1项' },
        { path: 'blocks[1].filters[0].options', reason: '下拉筛选须给出 options' },
        { path: 'blocks[1].rowActions[0].to', reason: '须为本站的路由路径（以 / 开头，不能带协议或主机）' },
        { path: 'blocks[1].rowActions[1].action', reason: '动作须为 api、route、form 之一' },
      ]),
    );
    expect(
      problems(withBlock({ type: 'actions', buttons: [{ label: '', action: 'route', to: '/x' }] })),
    ).toEqual([{ path: 'blocks[1].buttons[0].label', reason: '不能为空' }]);
    expect(problems({ title: 5 }, 'en-US')).toEqual([
      { path: 'title', reason: 'Wrong type, expected string' },
    ]);
  });

  it('names a filter used twice', () => {
    const list = {
      type: 'list',
      query: { url: '/api/x' },
      columns: [{ name: 'a', label: 'A' }],
      filters: [
        { name: 'a', label: 'A', type: 'input' },
        { name: 'a', label: 'A2', type: 'input' },
      ],
    };
    expect(problems(withBlock(list))).toEqual([{ path: 'blocks[1].filters[1].name', reason: '名称“a”重复' }]);
  });

  it('keeps API calls on this site', () => {
    expect(isSameSiteApi('/api/api-system/x?y=1')).toBe(true);
    expect(isSameSiteApi('/api/a/../../x')).toBe(false);
    expect(isSameSiteApi('/api/a\\b')).toBe(false);
    expect(isSameSiteApi('/api/a b')).toBe(false);
  });
});
