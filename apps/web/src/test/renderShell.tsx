// For the tags view's tests: a small shell (tags bar over a kept-alive outlet) in a memory data router,
// with pages that hold state the user typed, one of them nested two levels deep as menus nest them.
import { render } from '@testing-library/react';
import { useEffect, useState } from 'react';
import {
  createMemoryRouter,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
  type RouteObject,
} from 'react-router';
import { TestProviders } from '../components/TestProviders';
import { KeepAliveOutlet } from '../shell/tags-view/KeepAliveOutlet';
import { TagsView } from '../shell/tags-view/TagsView';
import { useUser } from '../stores/user';
import { record } from './people';

/** How often a page saw a key pressed: only a page on show should listen. */
export const keysSeen: Record<string, number> = {};

function NotePage({ name }: { name: string }) {
  const [note, setNote] = useState('');
  useEffect(() => {
    const count = () => {
      keysSeen[name] = (keysSeen[name] ?? 0) + 1;
    };
    window.addEventListener('keydown', count);
    return () => window.removeEventListener('keydown', count);
  }, [name]);
  return <input aria-label={name} value={note} onChange={(event) => setNote(event.target.value)} />;
}

function ParentView() {
  return (
    <section>
      <Outlet />
    </section>
  );
}

function DetailPage() {
  const { id } = useParams();
  const { search } = useLocation();
  return (
    <>
      <p>{`详情 ${id}${search}`}</p>
      <NotePage name={`详情备注 ${id}`} />
    </>
  );
}

function Shell() {
  return (
    <>
      <TagsView />
      <main>
        <KeepAliveOutlet />
      </main>
    </>
  );
}

const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [
      { path: '/index', handle: { title: '首页', affix: true }, element: <NotePage name="首页备注" /> },
      { path: '/plan', handle: { title: '计划管理' }, element: <NotePage name="计划备注" /> },
      { path: '/apply', handle: { title: '申请记录' }, element: <NotePage name="申请备注" /> },
      {
        path: '/profile',
        handle: { title: '个人中心', noCache: true },
        element: <NotePage name="个人备注" />,
      },
      { path: '/detail/:id', handle: { title: '计划详情' }, element: <DetailPage /> },
      {
        path: '/sys',
        element: <ParentView />,
        children: [
          {
            path: 'org',
            element: <ParentView />,
            children: [
              { path: 'dept', handle: { title: '部门管理' }, element: <NotePage name="部门备注" /> },
            ],
          },
        ],
      },
      { path: '*', element: <p>页面不存在</p> },
    ],
  },
];

/** The menu: its one affix page, as the server seeds it, and the pages the tests visit. */
const menuWithAffixHome = [
  record({
    path: '/',
    redirect: '/index',
    children: [
      record({
        path: 'index',
        component: 'home/index',
        meta: { title: '首页', resourceId: 'h', affix: true },
      }),
    ],
  }),
  record({ path: '/plan', component: 'cert/plan/index', meta: { title: '计划管理', resourceId: 'p' } }),
  record({ path: '/apply', component: 'cert/apply/index', meta: { title: '申请记录', resourceId: 'a' } }),
];

export function renderShell(address: string, menu = menuWithAffixHome) {
  useUser.setState({ menu });
  const router = createMemoryRouter(routes, { initialEntries: [address] });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
