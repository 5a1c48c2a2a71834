// SMS through a real provider and the SMS log (issue 23): a sign-in code goes to a local HTTP server
// standing in for Alibaba Cloud, is recorded in the outbox without the code and signs in; a provider
// refusal answers the requester 503 with a clear message and leaves no usable code; a message
// notification through Tencent Cloud records its outbox row on its attempt; platform administrators
// page through both tabs of the log, others are refused.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PREFIX, SMS_LOG_PREFIX } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { outbox, smsAttempts, smsCodes } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { rpcSignature } from '../src/sms/aliyun.js';
import { recordingSmsSender, SmsSendError } from '../src/sms/sender.js';
import type { ProviderSmsSettings } from '../src/sms/settings.js';
import { tencentProvider } from '../src/sms/tencent.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const MOBILE = '13800000001'; // staff_a

/** The provider's endpoint: records each form it receives and answers as the test says. */
let stub: http.Server;
let endpoint: string;
const forms: Record<string, string>[] = [];
let reply: (form: Record<string, string>) => object = () => ({ Code: 'OK', BizId: 'biz-1', RequestId: 'R' });

let t: TestDatabase;
let db: Db;
let app: App;

const aliyun = (): ProviderSmsSettings => ({
  provider: 'aliyun',
  accessKeyId: 'LTAI-test',
  accessKeySecret: 'the-secret',
  signName: '认证平台',
  sdkAppId: undefined,
  region: 'cn-hangzhou',
  endpoint,
  timeoutMs: 10_000,
  templates: {
    login: { id: 'SMS_LOGIN', params: [{ name: 'code', source: 'code' }] },
    reset: { id: 'SMS_RESET', params: [{ name: 'code', source: 'code' }] },
  },
});

beforeAll(async () => {
  stub = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c: string) => (body += c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      forms.push(form);
      const { Signature, ...rest } = form;
      const answer =
        Signature === rpcSignature('POST', rest, 'the-secret')
          ? reply(form)
          : { Code: 'SignatureDoesNotMatch', Message: 'Specified signature is not matched' };
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(stub.address() as AddressInfo).port}`;
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await buildApp({
    config: testConfig({ sms: aliyun() }),
    database: t.database,
    logger: false,
    messaging: { worker: false },
  });
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
  stub.closeAllConnections();
  await new Promise((resolve) => stub.close(resolve));
});

let addresses = 0;
const fromNewAddress = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, remoteAddress: `10.23.0.${++addresses}`, headers });

async function signIn(username: string, pwd: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${ACCOUNT_PREFIX}/tenantuser/login`,
    payload: { username, pwd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const newestAttempt = async () =>
  (await db.select().from(smsAttempts).orderBy(desc(smsAttempts.createdAt)).limit(1))[0]!;

describe('sign-in codes through a provider', () => {
  it('sends the code with the login template, keeps it out of the outbox, and the code signs in', async () => {
    reply = () => ({ Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'R1' });
    const res = await fromNewAddress(`${ACCOUNT_PREFIX}/sms/getCheckCode?mobile=${MOBILE}`);
    expect(res.statusCode, res.body).toBe(200);

    const form = forms.at(-1)!;
    expect(form).toMatchObject({ Action: 'SendSms', PhoneNumbers: MOBILE, TemplateCode: 'SMS_LOGIN' });
    const { code } = JSON.parse(form.TemplateParam!) as { code: string };
    expect(code).toMatch(/^\d{6}$/);

    const attempt = await newestAttempt();
    expect(attempt).toMatchObject({
      provider: 'aliyun',
      recipient: MOBILE,
      kind: 'login',
      templateCode: 'SMS_LOGIN',
      ok: true,
      providerMessageId: '900619746936498440^0',
      error: null,
    });
    expect(attempt.durationMs).toBeGreaterThanOrEqual(0);
    const [row] = await db.select().from(outbox).where(eq(outbox.id, attempt.outboxId!));
    expect(row!.body).toContain('******');
    expect(row!.body).not.toContain(code);
    expect(row!.meta).toEqual({ purpose: 'login', minutes: 5 });
    expect(row!.sentAt).not.toBeNull();

    const signedIn = await app.inject({
      method: 'POST',
      url: `${ACCOUNT_PREFIX}/tenantuser/loginByMobile`,
      remoteAddress: '10.23.1.1',
      payload: { mobile: MOBILE, code },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
  });

  it('answers 503 with a clear message when the provider refuses, and leaves no code to use', async () => {
    reply = () => ({
      Code: 'isv.BUSINESS_LIMIT_CONTROL',
      Message: '触发小时级流控Permits:5',
      RequestId: 'R2',
    });
    const before = await db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, MOBILE), eq(smsCodes.purpose, 'reset')));

    const res = await fromNewAddress(`${ACCOUNT_PREFIX}/sms/getSmsCheckCode?mobile=${MOBILE}`);
    expect(res.statusCode, res.body).toBe(503);
    expect(res.json().msg).toBe('短信发送失败，请稍后再试');
    const english = await fromNewAddress(`${ACCOUNT_PREFIX}/sms/getSmsCheckCode?mobile=${MOBILE}`, {
      'accept-language': 'en-US',
    });
    expect(english.statusCode).toBe(503);
    expect(english.json().msg).toBe('The SMS could not be sent. Please try again later');

    const after = await db
      .select({ id: smsCodes.id })
      .from(smsCodes)
      .where(and(eq(smsCodes.mobile, MOBILE), eq(smsCodes.purpose, 'reset')));
    expect(after).toEqual(before);
    const attempt = await newestAttempt();
    expect(attempt).toMatchObject({
      provider: 'aliyun',
      kind: 'reset',
      templateCode: 'SMS_RESET',
      ok: false,
    });
    expect(attempt.error).toBe(
      'Alibaba Cloud SendSms refused: isv.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5 (RequestId R2)',
    );
    const [row] = await db.select().from(outbox).where(eq(outbox.id, attempt.outboxId!));
    expect(row!.sentAt).toBeNull();
  });
});

describe('message notifications through a provider', () => {
  it('records the outbox row on the attempt and fails with the reason the worker keeps', async () => {
    let received: { TemplateId: string; TemplateParamSet: string[] } | undefined;
    const tencent = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received = JSON.parse(body) as typeof received;
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({ Response: { SendStatusSet: [{ SerialNo: 'S-9', Code: 'Ok' }], RequestId: 'T' } }),
        );
      });
    });
    await new Promise<void>((resolve) => tencent.listen(0, '127.0.0.1', resolve));
    try {
      const sender = recordingSmsSender(
        tencentProvider({
          ...aliyun(),
          provider: 'tencent',
          sdkAppId: '1400000000',
          endpoint: `http://127.0.0.1:${(tencent.address() as AddressInfo).port}`,
          templates: { message: { id: '300', params: [{ name: 'title', source: 'title' }] } },
        }),
      );
      await sender.send(db, MOBILE, '您有一条新消息：审核通过', { deliveryId: 'd-1', subject: '审核通过' });
      expect(received).toMatchObject({ TemplateId: '300', TemplateParamSet: ['审核通过'] });
      const attempt = await newestAttempt();
      expect(attempt).toMatchObject({
        provider: 'tencent',
        kind: 'message',
        ok: true,
        providerMessageId: 'S-9',
      });
      const [row] = await db.select().from(outbox).where(eq(outbox.id, attempt.outboxId!));
      expect(row).toMatchObject({
        body: '您有一条新消息：审核通过',
        meta: { deliveryId: 'd-1', subject: '审核通过' },
      });

      // A kind without a template is refused by the provider side, and the worker gets the reason.
      const failing = sender.send(db, MOBILE, '验证码 123456', {
        purpose: 'login',
        code: '123456',
        minutes: 5,
      });
      await expect(failing).rejects.toThrow(SmsSendError);
      await expect(failing).rejects.toThrow('no template for login messages (SMS_TEMPLATE_LOGIN is not set)');
    } finally {
      tencent.closeAllConnections();
      await new Promise((resolve) => tencent.close(resolve));
    }
  });
});

describe('the SMS log', () => {
  const page = (token: string, tab: 'outbox' | 'attempts', query: string, body: object = {}, lang?: string) =>
    app.inject({
      method: 'POST',
      url: `${SMS_LOG_PREFIX}/${tab}/queryByPage?${query}`,
      headers: { authorization: `Bearer ${token}`, ...(lang ? { 'accept-language': lang } : {}) },
      payload: body,
    });

  it('is refused to anyone but a platform administrator', async () => {
    const staff = await signIn('staff_a', 'Demo@123');
    for (const tab of ['outbox', 'attempts'] as const) {
      const res = await page(staff, tab, 'pageIndex=1&pageSize=10');
      expect(res.statusCode).toBe(403);
      expect(res.json().msg).toBe('仅平台管理员可查看短信记录');
    }
    const english = await page(staff, 'outbox', 'pageIndex=1&pageSize=10', {}, 'en-US');
    expect(english.json().msg).toBe('Only platform administrators may read the SMS log');
    const anonymous = await app.inject({
      method: 'POST',
      url: `${SMS_LOG_PREFIX}/outbox/queryByPage`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('pages the outbox newest first with the newest attempt of each, and filters it', async () => {
    const admin = await signIn('admin', 'Admin@123');
    const all = await page(admin, 'outbox', 'pageIndex=1&pageSize=100', { recipient: MOBILE });
    expect(all.statusCode, all.body).toBe(200);
    const { items, total } = all.json().data as { items: { id: string; createdAt: string }[]; total: number };
    // The code sent, the two refused reset codes, the notification and the refused code without a template.
    expect(total).toBe(5);
    expect(items.map((i) => i.createdAt)).toEqual([...items.map((i) => i.createdAt)].sort().reverse());
    expect(items[0]).toMatchObject({ kind: 'login', provider: 'tencent', ok: false, sentAt: null });
    expect(items.at(-1)).toMatchObject({ kind: 'login', provider: 'aliyun', ok: true, error: null });

    const second = await page(admin, 'outbox', 'pageIndex=2&pageSize=2', { recipient: MOBILE });
    expect(second.json().data.total).toBe(5);
    expect(second.json().data.items.map((i: { id: string }) => i.id)).toEqual(
      items.slice(2, 4).map((i) => i.id),
    );

    const sent = await page(admin, 'outbox', 'pageIndex=1&pageSize=100', {
      recipient: MOBILE,
      state: 'sent',
    });
    expect(sent.json().data.total).toBe(2);
    const byText = await page(admin, 'outbox', 'pageIndex=1&pageSize=100', { body: '审核通过' });
    expect(byText.json().data.items).toMatchObject([{ kind: 'message', provider: 'tencent', ok: true }]);
  });

  it('pages the attempts and filters them by provider, kind and result', async () => {
    const admin = await signIn('admin', 'Admin@123');
    const failed = await page(admin, 'attempts', 'pageIndex=1&pageSize=10', {
      ok: false,
      provider: 'aliyun',
    });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data.total).toBe(2);
    expect(failed.json().data.items[0]).toMatchObject({
      kind: 'reset',
      templateCode: 'SMS_RESET',
      error: expect.stringContaining('isv.BUSINESS_LIMIT_CONTROL'),
    });
    const messages = await page(admin, 'attempts', 'pageIndex=1&pageSize=10', { kind: 'message' });
    expect(messages.json().data.items).toMatchObject([{ provider: 'tencent', providerMessageId: 'S-9' }]);
    const onePerPage = await page(admin, 'attempts', 'pageIndex=3&pageSize=1', { recipient: MOBILE });
    expect(onePerPage.json().data).toMatchObject({ total: 5, items: [{ kind: 'reset' }] });

    const bad = await page(admin, 'attempts', 'pageIndex=1&pageSize=10', { provider: 'twilio' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors[0].field).toBe('body.provider');
  });
});
