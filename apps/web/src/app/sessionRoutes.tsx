// The routes of a loaded session (spec §2.3): the public pages, the audit documents, and the menu's
// pages inside the shell. Loaded by boot.ts with the session, not at start-up.
import { Navigate, type RouteObject } from 'react-router';
import { buildRoutes, type AppRoute, type BuiltRoutes } from './buildRoutes';
import { pageRegistry } from './pageRegistry';
import type { AppRouteHandle } from './routeResource';
import { lazyPage, notFound, publicRoutes, withRoot } from './router';
import titlesEn from '../i18n/locales/en-US/routes/titles';
import titlesZh from '../i18n/locales/zh-CN/routes/titles';

export { buildRoutes };

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
  // The viewers of spec §2.2 that need a session (static, hidden): full-page, opened beside the shell.
  {
    path: '/fileview',
    lazy: async () => ({ Component: (await import('../pages/files/FileViewPage')).FileViewPage }),
  },
  {
    path: '/previewOfd',
    lazy: async () => ({ Component: (await import('../pages/files/ofd/OfdPreviewPage')).OfdPreviewPage }),
  },
];

/**
 * Workflow pages that no menu lists but every signed-in user may reach inside the shell: the decision
 * tables (spec shell.md §2.2 /dmn, static and hidden) and the progress of a process instance, which
 * work queues, messages and business pages link to. The server decides what each caller may see.
 */
const workflowRoutes: RouteObject[] = [
  {
    path: '/dmn',
    handle: { title: titlesZh.dmn, titleEn: titlesEn.dmn } satisfies AppRouteHandle,
    lazy: lazyPage(() => import('../pages/workflow/dmn/index')),
  },
  {
    path: '/workflow/progress',
    handle: { title: titlesZh.progress, titleEn: titlesEn.progress } satisfies AppRouteHandle,
    lazy: lazyPage(() => import('../pages/workflow/progress/index')),
  },
  {
    // Batch processing of OFD/PDF e-invoices (spec §2.2 /batchProcessOfd, static and hidden).
    path: '/batchProcessOfd',
    handle: { title: titlesZh.batchProcessOfd, titleEn: titlesEn.batchProcessOfd } satisfies AppRouteHandle,
    lazy: async () => ({ Component: (await import('../pages/files/ofd/BatchOfdPage')).BatchOfdPage }),
  },
  {
    // Filling in one submission (/business/fill?submitId=…), opened from 业务办理 and from messages.
    path: '/business/fill',
    handle: {
      title: titlesZh.businessFill,
      titleEn: titlesEn.businessFill,
      activeMenu: '/business',
    } satisfies AppRouteHandle,
    lazy: lazyPage(() => import('../pages/business/fill/FillPage')),
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
          children: [...built.routes.map(routeObjectOf), ...workflowRoutes, { path: '*', lazy: notFound }],
        },
      ],
    },
  ]);
}
