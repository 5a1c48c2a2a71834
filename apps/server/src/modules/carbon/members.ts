// The name a member of the tenant is shown by on carbon rows (created_by, updated_by, history): the
// real name, or the username when none is set.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';

export async function memberName(db: Db, tenantId: string, tenantUserId: string): Promise<string | null> {
  const rows = rowsOf<{ name: string }>(
    await db.execute(sql`select coalesce(nullif(u.realname, ''), u.username) as name
      from tenant_users tu join users u on u.id = tu.user_id
      where tu.tenant_id = ${tenantId} and tu.id = ${tenantUserId}`),
  );
  return rows[0]?.name ?? null;
}
