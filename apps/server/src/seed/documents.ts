// The demo of issue 23's pages: the platform's content pages with east-cert's report form and two reports,
// and each demo tenant's server-driven page. A step of the demo start (server.ts) after seedDemo, like the
// business modules' demos, so that seedDemo itself only touches the tables of the platform's core.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { withSystemScope } from '../db/tenant-scope.js';
import { tenants } from '../db/schema/index.js';
import { seedContentDemo } from './content.js';
import { DEMO_TENANTS } from './index.js';
import { seedPageRenderDemo } from './page-render.js';

export async function seedDocumentsDemo(db: Db): Promise<void> {
  await withSystemScope(() =>
    db.transaction(async (tx) => {
      const rows = await tx
        .select({ id: tenants.id, code: tenants.code })
        .from(tenants)
        .where(
          inArray(
            tenants.code,
            DEMO_TENANTS.map((t) => t.code),
          ),
        );
      await seedContentDemo(tx);
      const idOf = new Map(rows.map((r) => [r.code, r.id]));
      const tenantIds = new Map(DEMO_TENANTS.map((t) => [t.code, idOf.get(t.code)!] as const));
      await seedPageRenderDemo(tx, tenantIds);
    }),
  );
}
