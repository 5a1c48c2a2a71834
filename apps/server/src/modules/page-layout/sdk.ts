// The page renderer's style files, served from the site's own paths (spec forms.md §7 "Upload": the
// server-driven page renderer loads its SDK style files from the site; one application uses /sdk,
// another a different style path). The spec's numeric application ids are the legacy system's; here
// each application has its own path by key, /sdk/<app key>/page-renderer.css: the shared sheet
// (/sdk/page-renderer.css) followed by that application's rules, if it has any. Public: a stylesheet
// holds nothing of a tenant.
import type { FastifyInstance, FastifyReply } from 'fastify';

const SHARED = `/* Page renderer: shared styles */
.page-render { max-width: 100%; }
.page-render-title { font-weight: 600; }
.page-render-block > .ant-card-head { min-height: 44px; }
.page-render-filters { row-gap: 12px; }
.page-render-filters .ant-form-item { margin-inline-end: 16px; }
.page-render-list .ant-table-cell { vertical-align: middle; }
.page-render-actions { padding: 4px 0; }
`;

/** Each application's own rules after the shared sheet. */
const BY_APP: Record<string, string> = {
  // The certification body's work lists are long: a denser table and smaller block headers.
  cert: `/* Page renderer: certification services */
.page-render { gap: 12px !important; }
.page-render-list .ant-table-cell { padding-block: 6px !important; }
.page-render-block > .ant-card-head { min-height: 36px; font-size: 14px; }
`,
};

const APP_KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const CACHE = 'public, max-age=3600';

export function registerRendererSdk(app: FastifyInstance) {
  const send = (css: string) => (_: unknown, reply: FastifyReply) =>
    reply.header('content-type', 'text/css; charset=utf-8').header('cache-control', CACHE).send(css);
  app.get('/sdk/page-renderer.css', { schema: { hide: true } }, send(SHARED));
  app.get<{ Params: { app: string } }>(
    '/sdk/:app/page-renderer.css',
    { schema: { hide: true } },
    async (req, reply) => {
      if (!APP_KEY.test(req.params.app)) return reply.callNotFound();
      return send(SHARED + (BY_APP[req.params.app] ?? ''))(req, reply);
    },
  );
}
