import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile, UploadPolicy } from '@platform/contract';
import type { App } from '../src/app.js';
import { DEFAULT_UPLOAD_EXTENSIONS, loadConfig } from '../src/config.js';
import { tenants, uploads } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { issuePolicy } from '../src/modules/upload/policy.js';
import { migratedDatabase, tempDir, testApp, testConfig, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
const U = `${P}/upload`;
const SECRET = 'test-upload-secret-0123456789abcdef';
const MAX = 64 * 1024;

const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
  Buffer.alloc(64, 7),
]);
const PDF = Buffer.from('%PDF-1.4\n% a small document\n');

let t: TestDatabase;
let app: App;
let dataDir: string;
const token = { staffA: '', staffB: '', admin: '' };
let eastId = '';

async function signIn(username: string, pwd: string, tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

const auth = (who: keyof typeof token) => ({ authorization: `Bearer ${token[who]}` });

/** A multipart body as a browser sends it (fields in order, then the file). */
async function multipart(
  fields: Record<string, string>,
  file?: { name: string; body: Buffer; type?: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append('file', new Blob([file.body], { type: file.type ?? 'application/octet-stream' }), file.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type')! },
  };
}

async function policy(who: keyof typeof token, query = 'dir=avatar') {
  const res = await app.inject({ method: 'GET', url: `${U}/applyPolicy?${query}`, headers: auth(who) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as UploadPolicy;
}

async function postToHost(fields: Record<string, string>, file?: { name: string; body: Buffer }) {
  const body = await multipart(fields, file);
  return app.inject({ method: 'POST', url: `${U}/object`, ...body });
}

async function uploadThroughServer(
  who: keyof typeof token,
  file: { name: string; body: Buffer },
  query = '',
  call = 'uploadfile',
) {
  const body = await multipart({}, file);
  return app.inject({
    method: 'POST',
    url: `${U}/${call}${query}`,
    headers: { ...auth(who), ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  dataDir = tempDir('uploads');
  const base = testConfig();
  app = await testApp(t.database, {
    dataDir,
    upload: {
      ...base.upload,
      maxBytes: MAX,
      secret: SECRET,
      extensions: [...DEFAULT_UPLOAD_EXTENSIONS, 'html', 'svg'],
    },
  });
  const byCode = Object.fromEntries((await t.database.db.select().from(tenants)).map((r) => [r.code, r.id]));
  eastId = byCode['east-cert']!;
  token.staffA = await signIn('staff_a', 'Demo@123');
  token.staffB = await signIn('staff_b', 'Demo@123');
  token.admin = await signIn('admin', 'Admin@123', eastId);
});
afterAll(async () => {
  await app.close();
  await t.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('signed uploads (applyPolicy / minioPolicy → form POST to the host → callback)', () => {
  it('uploads an avatar that only its tenant can download, by header or by session cookie', async () => {
    const p = await policy('staffA');
    expect(p).toMatchObject({
      host: `${U}/object`,
      callback: `${U}/callback`,
      maxSize: MAX,
      accessid: 'local',
    });
    expect(p.dir).toMatch(new RegExp(`^${eastId}/avatar/[0-9a-f]{16}/$`));
    expect(p.fields).toMatchObject({
      policy: p.policy,
      'x-amz-signature': p.signature,
      success_action_status: '200',
    });
    expect(p.expire).toBeGreaterThan(Date.now() / 1000);

    const key = `${p.dir}${Math.floor(Date.now() / 1000)}我的头像.png`;
    const stored = await postToHost(
      { ...p.fields, key, 'Content-Type': 'image/png' },
      { name: '我的 头像.png', body: PNG },
    );
    expect(stored.statusCode, stored.body).toBe(200);
    const file = stored.json().data as UploadedFile;
    expect(file).toMatchObject({ key, name: '我的 头像.png', size: PNG.length, type: 'image/png' });
    expect(file.url).toBe(`${U}/file/${key.split('/').map(encodeURIComponent).join('/')}`);

    const confirmed = await app.inject({
      method: 'POST',
      url: p.callback,
      headers: auth('staffA'),
      payload: { key },
    });
    expect(confirmed.json().data).toEqual(file);

    const byHeader = await app.inject({ method: 'GET', url: file.url, headers: auth('staffA') });
    expect(byHeader.statusCode).toBe(200);
    expect(byHeader.rawPayload.equals(PNG)).toBe(true);
    expect(byHeader.headers['content-type']).toBe('image/png');
    expect(byHeader.headers['content-disposition']).toBe(
      `inline; filename="__ __.png"; filename*=UTF-8''%E6%88%91%E7%9A%84%20%E5%A4%B4%E5%83%8F.png`,
    );
    const byCookie = await app.inject({
      method: 'GET',
      url: file.url,
      headers: { cookie: `bizadmin-key=system; bizadmin-token=${token.staffA}` },
    });
    expect(byCookie.statusCode).toBe(200);

    expect((await app.inject({ method: 'GET', url: file.url })).statusCode).toBe(401);
    const otherTenant = await app.inject({ method: 'GET', url: file.url, headers: auth('staffB') });
    expect(otherTenant.statusCode).toBe(404);
    const otherCallback = await app.inject({
      method: 'POST',
      url: p.callback,
      headers: auth('staffB'),
      payload: { key },
    });
    expect(otherCallback.statusCode).toBe(404);
  });

  it('answers minioPolicy with the same kind of signed parameters', async () => {
    const res = await app.inject({ method: 'GET', url: `${U}/minioPolicy`, headers: auth('staffB') });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.dir).toMatch(/\/file\/[0-9a-f]{16}\/$/);
  });

  it('refuses bad policy requests by field', async () => {
    const cases: [string, string][] = [
      ['dir=secret', 'query.dir'],
      ['dir=avatar&fileName=run.exe', 'query.fileName'],
      ['dir=avatar&fileName=notes.pdf', 'query.fileName'],
      [`dir=file&fileName=a.pdf&size=${MAX + 1}`, 'query.size'],
      ['dir=file&size=-1', 'query.size'],
    ];
    for (const [query, field] of cases) {
      const res = await app.inject({
        method: 'GET',
        url: `${U}/applyPolicy?${query}`,
        headers: auth('staffA'),
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json().data.errors[0].field, query).toBe(field);
    }
  });

  it('refuses a forged, tampered or expired policy', async () => {
    const p = await policy('staffA');
    const key = `${p.dir}1700000000a.png`;
    const forged = await postToHost(
      { ...p.fields, key, 'x-amz-signature': 'f'.repeat(64) },
      { name: 'a.png', body: PNG },
    );
    expect(forged.statusCode).toBe(403);
    expect(forged.json().data.errors[0].field).toBe('x-amz-signature');

    // Another tenant's directory written into the policy without re-signing it.
    const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString());
    doc.conditions[1] = ['starts-with', '$key', ''];
    const tampered = await postToHost(
      { ...p.fields, policy: Buffer.from(JSON.stringify(doc)).toString('base64'), key: '../../escape.png' },
      { name: 'a.png', body: PNG },
    );
    expect(tampered.statusCode).toBe(403);

    const expiredPolicy = issuePolicy(
      {
        bucket: 'local',
        keyPrefix: p.dir,
        minSize: 1,
        maxSize: MAX,
        expiresAt: new Date(Date.now() - 1000),
        fields: { success_action_status: '200', 'x-amz-meta-tenant': eastId, 'x-amz-meta-uploader': eastId },
      },
      { accessKey: 'local', secretKey: SECRET, region: 'local' },
    );
    const expired = await postToHost({ ...expiredPolicy.fields, key }, { name: 'a.png', body: PNG });
    expect(expired.statusCode).toBe(403);
    expect(expired.json()).toMatchObject({ code: 403, msg: 'policy：上传策略已过期，请重新上传' });
    expect(await t.database.db.select().from(uploads).where(eq(uploads.key, key))).toHaveLength(0);
  });

  it('refuses a key outside the directory, a traversal inside it, and an unlisted form field', async () => {
    const p = await policy('staffA');
    const outside = await postToHost(
      { ...p.fields, key: `${p.dir.replace(/^[^/]+/, 'platform')}1700000000a.png` },
      { name: 'a.png', body: PNG },
    );
    expect(outside.statusCode).toBe(403);
    expect(outside.json().data.errors[0].field).toBe('key');

    for (const key of [
      `${p.dir}../../../../etc/passwd`,
      `${p.dir}1700000000a/../../b.png`,
      `${p.dir}1700000000a\u0000.png`,
    ]) {
      const res = await postToHost({ ...p.fields, key }, { name: 'a.png', body: PNG });
      expect(res.statusCode, key).toBe(400);
      expect(res.json().data.errors[0].field).toBe('key');
    }
    const extra = await postToHost(
      { ...p.fields, key: `${p.dir}1700000000a.png`, acl: 'public-read' },
      { name: 'a.png', body: PNG },
    );
    expect(extra.statusCode).toBe(403);
    expect(extra.json().data.errors[0].field).toBe('acl');
    // Nothing was written outside the object folder.
    expect(fs.readdirSync(dataDir)).toEqual(['objects']);
  });

  it('refuses an oversized file, an empty one, a non-image as an avatar and a page renamed .png', async () => {
    const p = await policy('staffA');
    const big = await postToHost(
      { ...p.fields, key: `${p.dir}1700000000big.png` },
      { name: 'big.png', body: Buffer.concat([PNG, Buffer.alloc(MAX)]) },
    );
    expect(big.statusCode).toBe(413);
    expect(big.json().data.errors[0].field).toBe('file');
    const empty = await postToHost(
      { ...p.fields, key: `${p.dir}1700000000empty.png` },
      { name: 'empty.png', body: Buffer.alloc(0) },
    );
    expect(empty.statusCode).toBe(400);
    const pdf = await postToHost(
      { ...p.fields, key: `${p.dir}1700000000doc.pdf` },
      { name: 'doc.pdf', body: PDF },
    );
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().data.errors[0].field).toBe('key');
    const disguised = await postToHost(
      { ...p.fields, key: `${p.dir}1700000000x.png` },
      { name: 'x.png', body: Buffer.from('<html><script>alert(1)</script></html>') },
    );
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().msg).toBe('file：文件内容与扩展名 .png 不符');
    const rows = await t.database.db.select().from(uploads).where(eq(uploads.tenantId, eastId));
    expect(rows.map((r) => r.key).filter((k) => k.startsWith(p.dir))).toEqual([]);
  });

  it('answers a refusal over real HTTP while a large file is still arriving', async () => {
    const p = await policy('staffA');
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...p.fields, key: `${p.dir}1700000000huge.png` }))
      form.append(k, v);
    form.append('file', new Blob([PNG, Buffer.alloc(MAX * 8)]), 'huge.png');
    const res = await fetch(`${address}${U}/object`, { method: 'POST', body: form });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { msg: string }).msg).toBe('file：文件大小超过上限 64KB');
  });

  it('never replaces a stored object', async () => {
    const p = await policy('staffA');
    const key = `${p.dir}1700000000same.png`;
    expect((await postToHost({ ...p.fields, key }, { name: 'same.png', body: PNG })).statusCode).toBe(200);
    const again = await postToHost({ ...p.fields, key }, { name: 'same.png', body: PNG });
    expect(again.statusCode).toBe(409);
  });

  it('needs a session for policies and keeps application logos to platform administrators', async () => {
    expect((await app.inject({ method: 'GET', url: `${U}/applyPolicy` })).statusCode).toBe(401);
    const staffLogo = await app.inject({
      method: 'GET',
      url: `${U}/applyPolicy?dir=logo`,
      headers: auth('staffA'),
    });
    expect(staffLogo.statusCode).toBe(403);

    const p = await policy('admin', 'dir=logo');
    expect(p.dir).toMatch(/^platform\/logo\//);
    const key = `${p.dir}1700000000logo.png`;
    const logo = (await postToHost({ ...p.fields, key }, { name: 'logo.png', body: PNG })).json()
      .data as UploadedFile;
    // A logo is shown to every tenant, even before sign-in.
    expect((await app.inject({ method: 'GET', url: logo.url })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: logo.url, headers: auth('staffB') })).statusCode).toBe(
      200,
    );
  });
});

describe('uploads through the API server (uploadfile / uploadfileminio)', () => {
  it('stores a document under a cleaned key and downloads it as an attachment with its Chinese name', async () => {
    const res = await uploadThroughServer('staffB', { name: '质量 手册(2025).pdf', body: PDF });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data as UploadedFile;
    expect(file.key).toMatch(/\/file\/[0-9a-f]{16}\/\d{10}质量手册2025\.pdf$/);
    expect(file).toMatchObject({ name: '质量 手册(2025).pdf', size: PDF.length, type: 'application/pdf' });

    const down = await app.inject({ method: 'GET', url: file.url, headers: auth('staffB') });
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe(PDF.toString());
    expect(down.headers['content-disposition']).toContain(
      `filename*=UTF-8''%E8%B4%A8%E9%87%8F%20%E6%89%8B%E5%86%8C%282025%29.pdf`,
    );
    expect((await app.inject({ method: 'GET', url: file.url, headers: auth('staffA') })).statusCode).toBe(
      404,
    );
    expect(fs.existsSync(path.join(dataDir, 'objects', ...file.key.split('/')))).toBe(true);
  });

  it('serves HTML and SVG only as inert downloads', async () => {
    for (const [name, body] of [
      ['page.html', '<html><script>alert(document.cookie)</script></html>'],
      ['pic.svg', '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'],
    ] as const) {
      const file = (await uploadThroughServer('staffA', { name, body: Buffer.from(body) })).json()
        .data as UploadedFile;
      const down = await app.inject({ method: 'GET', url: file.url, headers: auth('staffA') });
      expect(down.statusCode).toBe(200);
      expect(down.headers['content-type']).toBe('application/octet-stream');
      expect(down.headers['content-disposition']).toMatch(/^attachment;/);
      expect(down.headers['content-security-policy']).toContain('sandbox');
      expect(down.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('refuses a missing file, a forbidden type, an image-only directory breach and an oversized file', async () => {
    const notMultipart = await app.inject({
      method: 'POST',
      url: `${U}/uploadfile`,
      headers: auth('staffA'),
      payload: { file: 'x' },
    });
    expect(notMultipart.statusCode).toBe(400);
    expect(notMultipart.json().data.errors[0].field).toBe('body.file');
    const exe = await uploadThroughServer('staffA', { name: 'setup.exe', body: Buffer.from('MZ') });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().data.errors[0]).toMatchObject({ field: 'body.file' });
    expect(exe.json().msg).toContain('不支持的文件类型 .exe');
    const avatarPdf = await uploadThroughServer(
      'staffA',
      { name: 'a.pdf', body: PDF },
      '?dir=avatar',
      'uploadfileminio',
    );
    expect(avatarPdf.statusCode).toBe(400);
    const big = await uploadThroughServer('staffA', {
      name: 'big.pdf',
      body: Buffer.concat([PDF, Buffer.alloc(MAX)]),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json().data.errors[0].field).toBe('body.file');
    const badDir = await uploadThroughServer('staffA', { name: 'a.pdf', body: PDF }, '?dir=../../etc');
    expect(badDir.statusCode).toBe(400);
    expect(badDir.json().data.errors[0].field).toBe('query.dir');
    const noSession = await app.inject({
      method: 'POST',
      url: `${U}/uploadfile`,
      ...(await multipart({}, { name: 'a.pdf', body: PDF })),
    });
    expect(noSession.statusCode).toBe(401);
  });

  it('refuses download keys that try to leave the object folder', async () => {
    for (const url of [
      `${U}/file/..%2F..%2F..%2Fetc%2Fpasswd`,
      `${U}/file/${eastId}/file/0123456789abcdef/..%2F..%2F..%2F..%2Fpackage.json`,
      `${U}/file/%2Fetc%2Fpasswd`,
      `${U}/file/${eastId}/file/0123456789abcdef/1700000000a%00.png`,
      `${U}/file/${eastId}/file/0123456789abcdef/1700000000%EF%BC%8E%EF%BC%8E%EF%BC%8Fa.png`,
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: auth('staffA') });
      expect([400, 404], url).toContain(res.statusCode);
      expect(res.json().code, url).toBe(res.statusCode);
    }
  });

  it('lets a user keep an uploaded avatar on their profile', async () => {
    const file = (await uploadThroughServer('staffA', { name: 'me.png', body: PNG }, '?dir=avatar')).json()
      .data as UploadedFile;
    const saved = await app.inject({
      method: 'POST',
      url: `${P}/tenantuser/updateUserBaseInfo`,
      headers: auth('staffA'),
      payload: { realname: '张三', avatar: file.url },
    });
    expect(saved.statusCode).toBe(200);
    const info = await app.inject({
      method: 'GET',
      url: `${P}/tenantuser/getuserinfo?appKey=system`,
      headers: auth('staffA'),
    });
    expect(info.json().data.avatar).toBe(file.url);
  });
});

describe('broken uploads (once 500s or requests left without an answer)', () => {
  /** Every file under the object folder (in-flight temp files included), relative to it. */
  const storedFiles = () =>
    (fs.existsSync(path.join(dataDir, 'objects'))
      ? fs.readdirSync(path.join(dataDir, 'objects'), { recursive: true, withFileTypes: true })
      : []
    )
      .filter((e) => e.isFile() && e.name !== '.policy-secret')
      .map((e) => path.relative(path.join(dataDir, 'objects'), path.join(e.parentPath, e.name)))
      .sort();
  const uploadCount = async () => (await t.database.db.select().from(uploads)).length;

  /** A multipart body written by hand: fields, then a file part whose `filename` is sent as given. */
  const rawForm = (fields: Record<string, string>, file: { filename: string; body: Buffer }) => {
    const b = 'rawformboundary';
    const parts = Object.entries(fields).map(
      ([k, v]) => `--${b}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    );
    const head = `--${b}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    return {
      complete: Buffer.concat([
        Buffer.from(parts.join('') + head),
        file.body,
        Buffer.from(`\r\n--${b}--\r\n`),
      ]),
      /** The same form cut off inside the file's bytes. */
      truncated: Buffer.concat([Buffer.from(parts.join('') + head), file.body]),
      type: `multipart/form-data; boundary=${b}`,
    };
  };

  /**
   * Sends a request over a real socket with `body` in the given pieces (150 ms apart, so that the
   * server is already storing the file when the last one comes), then ends the request: `end` half-
   * closes the socket before the announced Content-Length arrived; `chunked` sends the last chunk,
   * so the HTTP request is complete but the form inside it is not. Answers the reply's status and
   * body, or 'no answer' when none came within `ms`.
   */
  async function overSocket(
    url: string,
    headers: Record<string, string>,
    pieces: Buffer[],
    how: 'end' | 'chunked',
    ms = 3000,
  ): Promise<{ status: number; body: string } | 'no answer'> {
    if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
    const address = new URL(`http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`);
    const socket = net.connect(Number(address.port), address.hostname);
    socket.on('error', () => undefined);
    const received: Buffer[] = [];
    socket.on('data', (d: Buffer) => received.push(d));
    const closed = new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), ms);
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    const length = pieces.reduce((n, piece) => n + piece.length, 0);
    const framing =
      how === 'chunked' ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(length + 4096) };
    const lines = Object.entries({ host: address.host, connection: 'close', ...headers, ...framing });
    // Each piece goes in one write (the first with the request head), so that a one-piece request is
    // all in the server's buffers before the handler starts reading it.
    let head = Buffer.from(`POST ${url} HTTP/1.1\r\n${lines.map(([k, v]) => `${k}: ${v}\r\n`).join('')}\r\n`);
    for (const [i, piece] of pieces.entries()) {
      if (i) await new Promise((r) => setTimeout(r, 150));
      const last = i === pieces.length - 1;
      const data =
        how === 'chunked'
          ? Buffer.concat([
              head,
              Buffer.from(`${piece.length.toString(16)}\r\n`),
              piece,
              Buffer.from(last ? '\r\n0\r\n\r\n' : '\r\n'),
            ])
          : Buffer.concat([head, piece]);
      head = Buffer.alloc(0);
      if (how === 'end' && last) socket.end(data);
      else socket.write(data);
    }
    await closed;
    socket.destroy();
    const text = Buffer.concat(received).toString();
    const status = /^HTTP\/1\.1 (\d{3})/.exec(text);
    if (!status) return 'no answer';
    return { status: Number(status[1]), body: text.slice(text.indexOf('\r\n\r\n') + 4) };
  }

  /** Waits (up to 2 s) until `check` holds: the server lets go of a broken upload after answering it. */
  async function eventually(check: () => Promise<void> | void) {
    for (let i = 0; ; i++) {
      try {
        return await check();
      } catch (error) {
        if (i >= 20) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  it('refuses a file without a name by field (was a 500)', async () => {
    const before = await uploadCount();
    for (const call of ['uploadfile', 'uploadfileminio']) {
      // A browser's FormData leaves an empty `filename` out: the part is then sent as a text field.
      const noName = await uploadThroughServer('staffA', { name: '', body: PDF }, '', call);
      expect(noName.statusCode, noName.body).toBe(400);
      expect(noName.json().data.errors).toEqual([{ field: 'body.file', reason: '文件名不能为空' }]);
      const form = rawForm({}, { filename: '', body: PDF });
      const res = await app.inject({
        method: 'POST',
        url: `${U}/${call}`,
        headers: { ...auth('staffA'), 'content-type': form.type },
        payload: form.complete,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().data.errors).toEqual([{ field: 'body.file', reason: '文件名不能为空' }]);
    }
    // The storage host takes the object's name from its key; the file keeps the key's name.
    const p = await policy('staffA', 'dir=file');
    const key = `${p.dir}1700000000说明.pdf`;
    const form = rawForm({ ...p.fields, key }, { filename: '', body: PDF });
    const host = await app.inject({
      method: 'POST',
      url: `${U}/object`,
      headers: { 'content-type': form.type },
      payload: form.complete,
    });
    expect(host.statusCode, host.body).toBe(200);
    expect(host.json().data).toMatchObject({ key, name: '说明.pdf' });
    expect(await uploadCount()).toBe(before + 1);
  });

  it('shortens a very long Chinese name in the key to fit the file system and keeps the whole name for downloads (was a 500)', async () => {
    const name = `${'长'.repeat(300)}.pdf`;
    const res = await uploadThroughServer('staffA', { name, body: PDF });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json().data as UploadedFile;
    const leaf = file.key.slice(file.key.lastIndexOf('/') + 1);
    expect(leaf).toMatch(/^\d{10}长+\.pdf$/);
    expect(Buffer.byteLength(leaf)).toBeLessThanOrEqual(255);
    // The recorded name is the uploader's, cut to 255 characters with its extension kept.
    expect(file.name).toBe(`${'长'.repeat(251)}.pdf`);
    const down = await app.inject({ method: 'GET', url: file.url, headers: auth('staffA') });
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe(PDF.toString());
    // Astral letters (4 bytes each) are cut whole, never in half.
    const astral = await uploadThroughServer('staffA', { name: `${'𠀀'.repeat(130)}.pdf`, body: PDF });
    expect(astral.statusCode, astral.body).toBe(200);
    const astralLeaf = (astral.json().data as UploadedFile).key.split('/').pop()!;
    expect(Buffer.byteLength(astralLeaf)).toBeLessThanOrEqual(255);
    expect(astralLeaf).toBe(astralLeaf.normalize('NFC'));
    expect(astralLeaf).not.toContain('\ufffd');
    const astralDown = await app.inject({
      method: 'GET',
      url: (astral.json().data as UploadedFile).url,
      headers: auth('staffA'),
    });
    expect(astralDown.statusCode).toBe(200);
    expect(astralDown.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('𠀀'.repeat(130))}.pdf`,
    );
  });

  it('refuses a signed-form key whose name is longer than the file system allows, by field, storing nothing', async () => {
    const p = await policy('staffA', 'dir=file');
    const before = await uploadCount();
    const key = `${p.dir}1700000000${'长'.repeat(100)}.pdf`;
    const res = await postToHost({ ...p.fields, key }, { name: 'a.pdf', body: PDF });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'key', reason: '文件名过长：时间戳加文件名最多 255 字节（汉字每字 3 字节）' },
    ]);
    expect(await uploadCount()).toBe(before);
  });

  it('answers a form that ends inside the file at once, on the storage host and on uploadfile, leaving nothing behind (once no answer)', async () => {
    const before = await uploadCount();
    const filesBefore = storedFiles();
    const p = await policy('staffA', 'dir=file');
    const small = PDF.subarray(0, 9);
    const large = Buffer.concat([PDF, Buffer.alloc(20 * 1024, 0x41)]);
    let n = 0;
    for (const how of ['chunked', 'end'] as const) {
      // A few bytes in one piece (the whole form is parsed before the handler reads the file) and a
      // larger file cut while it is being stored.
      for (const body of [small, large]) {
        const cut = (form: Buffer) =>
          body === small
            ? [form]
            : [form.subarray(0, form.length - 8 * 1024), form.subarray(form.length - 8 * 1024)];
        const hostForm = rawForm(
          { ...p.fields, key: `${p.dir}1700000000cut${++n}.pdf` },
          { filename: 'cut.pdf', body },
        );
        const serverForm = rawForm({}, { filename: 'cut.pdf', body });
        const calls = [
          ['host', `${U}/object`, {}, hostForm, 'file'],
          ['uploadfile', `${U}/uploadfile`, auth('staffA'), serverForm, 'body.file'],
        ] as const;
        for (const [what, url, headers, form, field] of calls) {
          const label = `${what}, ${how}, ${body.length} bytes`;
          const res = await overSocket(
            url,
            { ...headers, 'content-type': form.type },
            cut(form.truncated),
            how,
          );
          expect(res, label).not.toBe('no answer');
          if (res === 'no answer') continue;
          expect(res.status, `${label}: ${res.body}`).toBe(400);
          if (how === 'chunked') {
            expect(JSON.parse(res.body), label).toEqual({
              code: 400,
              msg: `${field}：上传内容不完整（请求在文件传完之前结束），请重新上传`,
              data: { errors: [{ field, reason: '上传内容不完整（请求在文件传完之前结束），请重新上传' }] },
            });
          }
          // (`end`: Node refuses the request itself as soon as the socket ends short of its length,
          // before the handler hears of it; the handler still has to let go of the partial file.)
          await eventually(() => expect(storedFiles(), label).toEqual(filesBefore));
        }
      }
    }
    expect(await uploadCount()).toBe(before);
    // Through inject too (the fuzz suite's way): the request ends inside the file part.
    const form = rawForm({}, { filename: 'cut.pdf', body: small });
    const injected = await app.inject({
      method: 'POST',
      url: `${U}/uploadfileminio`,
      headers: { ...auth('staffA'), 'content-type': form.type },
      payload: form.truncated,
    });
    expect(injected.statusCode).toBe(400);
    expect(injected.json().data.errors[0].field).toBe('body.file');
  });
});

describe('S3-compatible store', () => {
  it('needs all four S3 settings together', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'https://s3.example.test' })).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY and S3_SECRET_KEY must be set together/,
    );
  });

  it('signs policies for the bucket and sends downloads to short-lived presigned URLs', async () => {
    const base = testConfig();
    const s3App = await testApp(t.database, {
      dataDir,
      upload: {
        ...base.upload,
        s3: {
          endpoint: 'https://s3.example.test',
          bucket: 'platform-files',
          accessKey: 'AKIDEXAMPLE',
          secretKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
          region: 'cn-east-1',
        },
      },
    });
    try {
      const res = await s3App.inject({
        method: 'GET',
        url: `${U}/applyPolicy?dir=file`,
        headers: auth('staffA'),
      });
      const p = res.json().data as UploadPolicy;
      expect(p.host).toBe('https://s3.example.test/platform-files');
      expect(p.accessid).toBe('AKIDEXAMPLE');
      expect(p.fields['x-amz-credential']).toMatch(/^AKIDEXAMPLE\/\d{8}\/cn-east-1\/s3\/aws4_request$/);
      const doc = JSON.parse(Buffer.from(p.policy, 'base64').toString());
      expect(doc.conditions).toContainEqual({ bucket: 'platform-files' });
      expect(doc.conditions).toContainEqual(['starts-with', '$key', p.dir]);
      expect(doc.conditions).toContainEqual(['content-length-range', 1, base.upload.maxBytes]);

      // The embedded host is not the storage host any more.
      const form = await multipart(
        { ...p.fields, key: `${p.dir}1700000000a.pdf` },
        { name: 'a.pdf', body: PDF },
      );
      expect((await s3App.inject({ method: 'POST', url: `${U}/object`, ...form })).statusCode).toBe(404);
      // …and a policy signed for the bucket is worthless to the embedded host.
      expect(
        (await postToHost({ ...p.fields, key: `${p.dir}1700000000a.pdf` }, { name: 'a.pdf', body: PDF }))
          .statusCode,
      ).toBe(403);

      const key = `${p.dir}1700000000报告.pdf`;
      await t.database.db.insert(uploads).values({
        tenantId: eastId,
        key,
        originalName: '报告.pdf',
        size: 10,
        contentType: 'application/pdf',
        uploaderId: eastId,
      });
      const down = await s3App.inject({
        method: 'GET',
        url: `${U}/file/${key.split('/').map(encodeURIComponent).join('/')}`,
        headers: auth('staffA'),
      });
      expect(down.statusCode).toBe(302);
      const location = new URL(down.headers.location as string);
      expect(location.origin + location.pathname).toBe(
        `https://s3.example.test/platform-files/${key.split('/').map(encodeURIComponent).join('/')}`,
      );
      expect(location.searchParams.get('X-Amz-Expires')).toBe('300');
      expect(location.searchParams.get('response-content-disposition')).toBe(
        `inline; filename="__.pdf"; filename*=UTF-8''%E6%8A%A5%E5%91%8A.pdf`,
      );
      expect(location.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
      // Browsers may upload to and load images from the bucket, and nowhere else.
      const csp = (await s3App.inject({ method: 'GET', url: '/api/health' })).headers[
        'content-security-policy'
      ];
      expect(csp).toContain("connect-src 'self' https://s3.example.test");
      expect(csp).toContain("img-src 'self' data: blob: https://s3.example.test");
    } finally {
      await s3App.close();
    }
  });
});

describe('answers in the caller’s language', () => {
  const upload = async (file: { name: string; body: Buffer }, language?: string) => {
    const body = await multipart({}, file);
    const res = await app.inject({
      method: 'POST',
      url: `${U}/uploadfile`,
      headers: { ...auth('staffA'), ...body.headers, ...(language ? { 'accept-language': language } : {}) },
      payload: body.payload,
    });
    return res.json();
  };

  it('word refusals and successes in English for an English caller, in Chinese without a language', async () => {
    const exe = { name: 'setup.exe', body: Buffer.from('MZ') };
    expect((await upload(exe, 'en-US')).msg).toMatch(
      /^body\.file: Unsupported file type \.exe; only png, jpg, /,
    );
    expect((await upload(exe)).msg).toMatch(/^body\.file：不支持的文件类型 \.exe，仅支持 png、jpg、/);
    const disguised = { name: 'a.png', body: PDF };
    expect(await upload(disguised, 'en-US')).toMatchObject({
      code: 400,
      msg: 'body.file: The file content does not match its extension .png',
      data: {
        errors: [{ field: 'body.file', reason: 'The file content does not match its extension .png' }],
      },
    });
    expect((await upload(disguised)).data.errors[0].reason).toBe('文件内容与扩展名 .png 不符');
    expect((await upload({ name: 'a.pdf', body: PDF }, 'en-US')).msg).toBe('Uploaded');

    const logo = await app.inject({
      method: 'GET',
      url: `${U}/applyPolicy?dir=logo`,
      headers: { ...auth('staffA'), 'accept-language': 'en-US' },
    });
    expect(logo.json()).toMatchObject({
      code: 403,
      msg: 'Only the platform administrator can upload app icons',
    });
  });

  it('word the storage host’s refusals in the language of the form’s request', async () => {
    const p = await policy('staffA');
    const body = await multipart(
      { ...p.fields, key: `${p.dir}1700000000a.png`, policy: '' },
      { name: 'a.png', body: PNG },
    );
    const res = await app.inject({
      method: 'POST',
      url: `${U}/object`,
      headers: { ...body.headers, 'accept-language': 'en-US' },
      payload: body.payload,
    });
    expect(res.json()).toMatchObject({ code: 403, msg: 'policy: The upload policy is missing' });
  });
});
