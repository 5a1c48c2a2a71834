// The route trees of the app. Before a session is loaded only the public pages exist; once the menu
// is known, its pages join them inside the shell (spec §2.3 "add the routes; then proceed"): those are
// built by sessionRoutes.tsx, loaded with the session (the sign-on page needs neither it nor the page
// registry).
import { CERT_VERIFY_PAGE } from '@platform/contract/cert-model';
import type { ComponentType } from 'react';
import { redirectDocument, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { isPublicPath } from './navigation';
import { PageLoading } from './PageLoading';
import type { PageModule } from './pageRegistry';
import { RootLayout } from './RootLayout';

export function lazyPage(load: () => Promise<PageModule>): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load()).default });
}

// Loaded when first needed: antd's Result would otherwise join what the sign-on page downloads.
export const notFound = async () => ({
  Component: (await import('../pages/errors/NotFoundPage')).NotFoundPage,
});

/** Loads a page module's named component (pages outside the menu registry export names, not defaults). */
function page<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): () => Promise<{ Component: ComponentType }> {
  return async () => ({ Component: (await load())[name] });
}

/** The public content pages whose text administrators edit (the report form is separate). */
export const CONTENT_PAGE_KINDS = ['privacypolicy', 'termsofservice', 'comreport', 'reportnotice'] as const;

export const publicRoutes: RouteObject[] = [
  { path: '/sso', lazy: lazyPage(() => import('../pages/auth/sso')) },
  { path: '/chancgePassword', lazy: lazyPage(() => import('../pages/auth/change-password')) },
  // The certificate verification page a certificate's QR code opens (no sign-in).
  { path: CERT_VERIFY_PAGE, lazy: lazyPage(() => import('../pages/cert-verify/CertVerifyPage')) },
  {
    path: '/auth-redirect',
    lazy: page(() => import('../pages/auth/auth-redirect/AuthRedirectPage'), 'AuthRedirectPage'),
  },
  // Public content pages (spec §2.2), edited in system management; the kind is the path.
  ...CONTENT_PAGE_KINDS.map((kind) => ({
    path: `/${kind}`,
    lazy: page(() => import('../pages/content/ContentPage'), 'ContentPage'),
  })),
  { path: '/reportform', lazy: page(() => import('../pages/content/ReportFormPage'), 'ReportFormPage') },
  // Viewers reachable without a token (spec §2.2); the file itself still needs a right to read it.
  { path: '/filePreview', lazy: page(() => import('../pages/files/PdfPreviewPage'), 'PdfPreviewPage') },
  { path: '/office', lazy: page(() => import('../pages/files/OfficePage'), 'OfficePage') },
  // A person without an account uploads requested documents through a signed link.
  { path: '/exupload', lazy: page(() => import('../pages/exupload/ExUploadPage'), 'ExUploadPage') },
  {
    path: '/401',
    lazy: async () => ({ Component: (await import('../pages/errors/UnauthorizedPage')).UnauthorizedPage }),
  },
];

export function withRoot(children: RouteObject[]): RouteObject[] {
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
