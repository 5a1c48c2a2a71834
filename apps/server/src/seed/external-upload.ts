// Demo external upload (issue 23): staff_a asks a supplier for supporting documents of their returned
// quality-system paper through an upload link, and the supplier has sent one PDF. Made through the
// module's calls (staff_a's session, then the public upload), so the link, the stored file and the
// message are what the pages expect; staff_a has read the message (the message centre's journeys count
// the unread ones). Runs once, after the brand demo seed.
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { InjectOptions } from 'light-my-request';
import { EXUPLOAD_PREFIX, ExUploadPaths, type CreatedExUploadLink } from '@platform/contract';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/migrate.js';
import { MessageStatus, sessions } from '../db/schema/index.js';
import { withSystemScope, withTenantScope } from '../db/tenant-scope.js';
import { createPdf } from '../documents/pdf.js';
import { announceUnread } from '../live/unread-hub.js';
import { newToken, sha256 } from '../security/secrets.js';
import { memberOf } from './cert.js';

export const EXUPLOAD_DEMO_TITLE = '请补充供应商资质证明材料';

async function call<T>(app: FastifyInstance, request: InjectOptions): Promise<T> {
  const res = await app.inject(request);
  if (res.statusCode !== 200)
    throw new Error(`external upload demo seed answered ${res.statusCode}: ${res.body}`);
  return (res.json() as { data: T }).data;
}

export async function seedExUploadDemo(app: FastifyInstance, db: Db): Promise<void> {
  const staff = await withSystemScope(() => memberOf(db, 'staff_a'));
  const [submission] = await withSystemScope(async () =>
    rowsOf<{ id: string }>(
      await db.execute(sql`select id from biz_submissions
        where tenant_id = ${staff.tenantId} and submitter_id = ${staff.tenantUserId}
        order by created_at, id limit 1`),
    ),
  );
  if (!submission) throw new Error('external upload demo seed: staff_a has no submission');
  const token = newToken();
  const [session] = await withSystemScope(() =>
    db
      .insert(sessions)
      .values({
        tokenHash: sha256(token),
        userId: staff.userId,
        tenantId: staff.tenantId,
        tenantUserId: staff.tenantUserId,
        expiresAt: new Date(Date.now() + 3_600_000),
        userAgent: 'demo seed',
      })
      .returning({ id: sessions.id }),
  );
  const started = new Date();
  try {
    const link = await call<CreatedExUploadLink>(app, {
      method: 'POST',
      url: `${EXUPLOAD_PREFIX}/${ExUploadPaths.create}`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'zh-CN' },
      payload: {
        targetKind: 'submission',
        targetId: submission.id,
        title: EXUPLOAD_DEMO_TITLE,
        note: '请上传供应商的营业执照和质量体系认证证书（PDF 或图片），每个文件不超过上传限制。',
        accept: ['pdf', 'jpg', 'png'],
        maxFiles: 5,
        expiresInDays: 30,
      },
    });
    const pdf = createPdf({ title: '供应商营业执照', author: '苏州精密零件有限公司（演示数据）' });
    pdf.title('供应商营业执照', '演示文件');
    pdf.paragraph('本文件为演示数据自动生成，用于展示外部上传链接收到的文件。');
    const form = new FormData();
    form.append('uploaderName', '王经理');
    form.append('uploaderOrg', '苏州精密零件有限公司');
    form.append('uploaderPhone', '13800000000');
    form.append(
      'file',
      new Blob([new Uint8Array(await pdf.toBuffer())], { type: 'application/pdf' }),
      '供应商营业执照.pdf',
    );
    const body = new Response(form);
    await call(app, {
      method: 'POST',
      url: `${EXUPLOAD_PREFIX}/${ExUploadPaths.publicUpload}?token=${encodeURIComponent(new URL(link.url, 'http://x').searchParams.get('token')!)}`,
      headers: { 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
      remoteAddress: '203.0.113.10',
    });
    await withTenantScope(staff.tenantId, () =>
      db.transaction(async (tx) => {
        await tx.execute(sql`update messages set status = ${MessageStatus.read}, read_at = now()
          where tenant_id = ${staff.tenantId} and receiver_tenant_user_id = ${staff.tenantUserId}
            and status = ${MessageStatus.unread} and created_at >= ${started}`);
        await announceUnread(tx as Db, { tenantId: staff.tenantId, receivers: [staff.tenantUserId] });
      }),
    );
  } finally {
    await withSystemScope(() => db.execute(sql`delete from sessions where id = ${session!.id}`));
  }
}
