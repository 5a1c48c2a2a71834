import { createBrowserRouter, type RouteObject } from 'react-router';
import { HomePage } from '../pages/home';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { RootLayout } from './RootLayout';
import { sendResourceIdOf } from './routeResource';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

/** The app's history-mode router, wired so that requests carry the current screen's resourceId. */
export function createAppRouter() {
  const router = createBrowserRouter(routes);
  sendResourceIdOf(router);
  return router;
}
