// Brand test set-up shared by the process and scoring suites: the body's questionnaires as /brandQs
// binds them, written directly — two groups (quality, service), each with one scored questionnaire of a
// radio indicator `level` (max 10) and a textarea indicator `note` (max 5).
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/migrate.js';
import { choices, field, template } from '../src/seed/business.js';

/** Replaces the tenant's questionnaires; answers the questionnaire id of each group. */
export async function twoBrandGroups(db: Db, tenantId: string, weights = { quality: 0.5, service: 0.5 }) {
  const form = template([
    field({
      type: 'radio',
      label: '质量管理水平',
      model: 'level',
      required: true,
      options: { options: choices('优', '良', '中'), AnswerScore: 10 },
    }),
    field({ type: 'textarea', label: '说明', model: 'note', options: { AnswerScore: 5 } }),
  ]);
  const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query));
  await q(sql`delete from brand_qs_groups where tenant_id = ${tenantId}`);
  await q(sql`delete from brand_questionnaires where tenant_id = ${tenantId}`);
  const qs = { quality: '', service: '' };
  for (const [key, name, sort] of [
    ['quality', '质量', 1],
    ['service', '服务', 2],
  ] as const) {
    const [g] = await q<{
      id: string;
    }>(sql`insert into brand_qs_groups (tenant_id, name, dimension, weight, sort)
      values (${tenantId}, ${name}, ${key}, ${weights[key]}, ${sort}) returning id`);
    const [row] = await q<{ id: string }>(sql`insert into brand_questionnaires
        (tenant_id, group_id, form_id, name, form_json, weight, sort)
      values (${tenantId}, ${g!.id}, gen_random_uuid(), ${`${name}问卷`}, ${form}, 1, 1) returning id`);
    qs[key] = row!.id;
  }
  return qs;
}
