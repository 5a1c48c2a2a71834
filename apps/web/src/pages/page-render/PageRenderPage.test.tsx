import type { PageLayout, RouteRecord } from '@platform/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { TestProviders } from '../../components/TestProviders';
import { useUser } from '../../stores/user';
import { chineseIn, inLanguage } from '../../test/i18n';
import { mockApi } from '../../test/mockApi';
import PageRenderPage from './index';

const R = '/api/api-system/data/resource';
const ITEMS = '/api/demo/items';
const mock = mockApi();
const answer = <T,>(data: T, msg = '操作成功') => ({ code: 200, msg, data });

const record = {
  id: 'r1',
  parentId: null,
  path: '/page-render-demo',
  name: 'PageRenderDemo',
  component: 'page-render/index',
  redirect: null,
  alwaysShow: false,
  hidden: false,
  blank: null,
  url: null,
  type: 1,
  config: null,
  body: null,
  entityViewUuid: null,
  resourceId: 'res-1',
  showAsRoot: false,
  meta: { title: '示例', resourceId: 'res-1' },
  children: [],
} satisfies RouteRecord;

const page = {
  title: '供应商等级',
  blocks: [
    { type: 'actions', buttons: [{ label: '字典管理', action: 'route', to: '/dict' }] },
    {
      type: 'list',
      query: {
        method: 'GET',
        url: ITEMS,
        params: { code: 'supplier_level' },
        dataPath: 'list.rows',
        totalPath: 'list.total',
      },
      filters: [{ name: 'name', label: '名称', type: 'input' }],
      columns: [
        { name: 'name', label: '等级名称' },
        {
          name: 'status',
          label: '状态',
          options: [
            { label: '启用', value: 1 },
            { label: '停用', value: 0 },
          ],
        },
      ],
      paging: { pageSize: 5 },
      rowActions: [
        {
          label: '删除',
          action: 'api',
          confirm: '确定删除${name}？',
          api: { method: 'POST', url: `${R}/delDict?dictId=\${id}` },
        },
        { label: '查看', action: 'route', to: '/items/${id}' },
      ],
    },
  ],
};

const layout = (body: unknown, extra: Partial<PageLayout> = {}): PageLayout => ({
  id: '7b0c5f7e-5f0e-4a53-9d0b-1d0c7b3f2a01',
  name: '供应商等级页',
  pageId: 'PageRenderDemo',
  status: 1,
  updatedAt: '2026-11-01T08:00:00.000Z',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  ...extra,
});

const rows = (from: number, n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `id${from + i}`,
    name: `等级${from + i}`,
    status: (from + i) % 2,
  }));

function renderAt(address: string) {
  const router = createMemoryRouter(
    [
      { path: '/page-render-demo', element: <PageRenderPage />, handle: { resourceId: 'res-1' } },
      { path: '/dict', element: <div>DICT PAGE</div> },
      { path: '/items/:id', element: <div>ITEM PAGE</div> },
    ],
    { initialEntries: [address] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <TestProviders>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return router;
}

const button = (text: string, scope: HTMLElement = document.body) =>
  [...scope.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;

beforeEach(() => {
  useUser.setState({ menu: [record] });
});
afterEach(async () => {
  await inLanguage('zh-CN');
});

it('finds the layout bound to the menu route name and lists rows with paging and filters', async () => {
  mock.onGet(`${R}/getPageLayoutS`).reply(200, answer(layout(page)));
  mock.onGet(ITEMS).reply((config) => {
    const { pageIndex, pageSize } = config.params as { pageIndex: number; pageSize: number };
    return [
      200,
      answer({ list: { rows: rows((pageIndex - 1) * pageSize + 1, pageIndex === 2 ? 2 : 5), total: 7 } }),
    ];
  });
  renderAt('/page-render-demo');

  expect(await screen.findByText('等级1')).toBeTruthy();
  expect(screen.getByText('供应商等级')).toBeTruthy();
  expect(mock.history.get[0]!.params).toEqual({ pageId: 'PageRenderDemo' });
  const first = mock.history.get.find((c) => c.url === ITEMS)!;
  expect(first.params).toEqual({ code: 'supplier_level', pageIndex: 1, pageSize: 5 });
  // Through the app's client: its headers (here the language) go with the configured call.
  expect(first.headers?.['Accept-Language']).toBe('zh-CN');
  const row = screen.getByText('等级1').closest('tr')!;
  expect(within(row).getByText('启用')).toBeTruthy();
  expect(screen.getByText('共 7 条')).toBeTruthy();

  fireEvent.click(screen.getByTitle('2'));
  expect(await screen.findByText('等级6')).toBeTruthy();
  expect(mock.history.get.filter((c) => c.url === ITEMS).at(-1)!.params).toMatchObject({ pageIndex: 2 });

  fireEvent.change(screen.getByLabelText('名称'), { target: { value: '优选' } });
  fireEvent.click(button('查询'));
  await waitFor(() =>
    expect(mock.history.get.filter((c) => c.url === ITEMS).at(-1)!.params).toEqual({
      code: 'supplier_level',
      name: '优选',
      pageIndex: 1,
      pageSize: 5,
    }),
  );
});

it('opens a route from an action button and from a row action, filling the row’s values', async () => {
  mock.onGet(`${R}/getPageLayoutS`).reply(200, answer(layout(page)));
  mock.onGet(ITEMS).reply(200, answer({ list: { rows: rows(1, 2), total: 2 } }));
  const router = renderAt('/page-render-demo');
  const row = (await screen.findByText('等级2')).closest('tr')!;
  fireEvent.click(button('查看', row));
  expect(await screen.findByText('ITEM PAGE')).toBeTruthy();
  expect(router.state.location.pathname).toBe('/items/id2');

  await router.navigate('/page-render-demo');
  fireEvent.click(await screen.findByText('字典管理'));
  expect(await screen.findByText('DICT PAGE')).toBeTruthy();
});

it('calls an API row action after its confirmation and reloads the list', async () => {
  mock.onGet(`${R}/getPageLayoutS`).reply(200, answer(layout(page)));
  mock.onGet(ITEMS).reply(200, answer({ list: { rows: rows(1, 2), total: 2 } }));
  mock.onPost(/\/delDict\?dictId=id1$/).reply(200, answer(null, '删除成功'));
  renderAt('/page-render-demo');
  const row = (await screen.findByText('等级1')).closest('tr')!;
  const loads = () => mock.history.get.filter((c) => c.url === ITEMS).length;
  const before = loads();
  fireEvent.click(button('删除', row));
  expect(await screen.findByText('确定删除等级1？')).toBeTruthy();
  fireEvent.click(button('确定'));
  await waitFor(() => expect(mock.history.post).toHaveLength(1));
  expect(mock.history.post[0]!.url).toBe(`${R}/delDict?dictId=id1`);
  await waitFor(() => expect(loads()).toBeGreaterThan(before));
});

it('reads ?layoutId= and lists the problems of an invalid layout with their places', async () => {
  const bad = {
    blocks: [
      { type: 'list', query: { url: 'https://evil.example/api' }, columns: [{ name: 'a', label: 'A' }] },
    ],
  };
  mock.onGet(`${R}/getPageLayout`).reply(200, answer(layout(bad)));
  renderAt('/page-render-demo?layoutId=abc');
  expect(await screen.findByText('页面布局“供应商等级页”的配置有误，无法显示：')).toBeTruthy();
  expect(
    screen.getByText('blocks[0].query.url: 须为本站的 /api/ 地址（不能带协议、主机或 ..）'),
  ).toBeTruthy();
  expect(mock.history.get[0]!.params).toEqual({ id: 'abc' });
});

it('says so when the page has no layout, in English too', async () => {
  mock.onGet(`${R}/getPageLayoutS`).reply(200, answer(null));
  await inLanguage('en-US');
  renderAt('/page-render-demo');
  expect(await screen.findByText('This page has no page layout yet')).toBeTruthy();
  expect(screen.getByText(/bind.* "PageRenderDemo"/)).toBeTruthy();
  expect(chineseIn(document.body, [])).toEqual([]);
});
