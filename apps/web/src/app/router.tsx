// The route trees of the app. Before a session is loaded only the public pages exist; once the menu
// is known, its pages join them inside the shell (spec §2.3 "add the routes; then proceed").
import type { ComponentType } from 'react';
import { Navigate, redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { AppRoute, BuiltRoutes } from './buildRoutes';
import { isPublicPath } from './navigation';
import { PageLoading } from './PageLoading';
import { pageRegistry, type PageModule } from './pageRegistry';
import type { AppRouteHandle } from './routeResource';
import { RootLayout } from './RootLayout';

function lazyPage(load: () => Promise<PageModule>): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load()).default });
}

// Loaded when first needed: antd's Result would otherwise join what the sign-on page downloads.
const notFound = async () => ({ Component: (await import('../pages/errors/NotFoundPage')).NotFoundPage });

const publicRoutes: RouteObject[] = [
  { path: '/sso', lazy: lazyPage(() => import('../pages/auth/sso')) },
  { path: '/chancgePassword', lazy: lazyPage(() => import('../pages/auth/change-password')) },
  {
    path: '/401',
    lazy: async () => ({ Component: (await import('../pages/errors/UnauthorizedPage')).UnauthorizedPage }),
  },
];

function withRoot(children: RouteObject[]): RouteObject[] {
  return [{ Component: RootLayout, HydrateFallback: PageLoading, children }];
}

/**
 * Leaving the public pages for one that needs a session starts the app afresh: a full page load runs
 * the navigation rules (sign-on without a token, session loading with one).
 */
function leavePublicPages({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return isPublicPath(url.pathname) ? null : redirectDocument(`${url.pathname}${url.search}`);
}

/** Routes without a loaded session: the public pages. A public page not built yet is not found. */
export function publicAppRoutes(): RouteObject[] {
  return withRoot([...publicRoutes, { path: '*', loader: leavePublicPages, lazy: notFound }]);
}

function routeObjectOf(route: AppRoute): RouteObject {
  if (route.kind === 'redirect') return { path: route.path, element: <Navigate replace to={route.to} /> };
  const handle: AppRouteHandle = {
    resourceId: route.meta.resourceId,
    activeMenu: route.meta.activeMenu ?? undefined,
    title: route.meta.title,
    titleEn: route.meta.titleEn,
    affix: route.meta.affix,
    noCache: route.meta.noCache,
    trail: route.trail,
  };
  const load = pageRegistry.get(route.component);
  return load
    ? { path: route.path, handle, lazy: lazyPage(load) }
    : { path: route.path, handle, lazy: notFound };
}

/**
 * The audit documents of spec shell.md §2.5 and forms.md §2: not public (§2.2 does not list them; their
 * data needs a session) and not menu pages (messages link to them, for everyone they concern), so they
 * stand outside the shell as printable A4 pages.
 */
const auditDocumentRoutes: RouteObject[] = [
  {
    path: '/auditNotice',
    lazy: async () => ({ Component: (await import('../pages/audit/AuditLetterPage')).AuditLetterPage }),
  },
  {
    path: '/auditReport',
    lazy: async () => ({ Component: (await import('../pages/audit/AuditReportPage')).AuditReportPage }),
  },
  {
    path: '/shjh',
    lazy: async () => ({ Component: (await import('../pages/audit/AuditPlanPage')).AuditPlanPage }),
  },
];

/** Routes of a loaded session: the public pages, the audit documents, and the menu's pages inside the shell. */
export function sessionAppRoutes(built: BuiltRoutes): RouteObject[] {
  return withRoot([
    ...publicRoutes,
    // Spec §2.3: a signed-in user who opens /login goes to /.
    { path: '/login', element: <Navigate replace to="/" /> },
    {
      lazy: async () => ({ Component: (await import('./QueryLayout')).QueryLayout }),
      children: [
        ...auditDocumentRoutes,
        {
          lazy: async () => ({ Component: (await import('./ShellRoute')).ShellRoute }),
          children: [...built.routes.map(routeObjectOf), { path: '*', lazy: notFound }],
        },
      ],
    },
  ]);
}
