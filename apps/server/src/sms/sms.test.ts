// The providers' request signing against their published examples, and each provider against a local
// HTTP server standing in for its endpoint (real HTTP): a sent message, a refusal, no answer in time.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';
import { aliyunProvider, percentEncode, rpcSignature, rpcStringToSign } from './aliyun.js';
import { SmsProviderError } from './provider.js';
import { smsSettingsOf, type ProviderSmsSettings } from './settings.js';
import { e164, tc3Sign, tencentProvider } from './tencent.js';

describe('Alibaba Cloud RPC signature (HMAC-SHA1)', () => {
  it('matches the signature document example (ECS DescribeRegions, testid / testsecret)', () => {
    const params = {
      Timestamp: '2016-02-23T12:46:24Z',
      Format: 'XML',
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      Version: '2014-05-26',
      SignatureVersion: '1.0',
    };
    expect(rpcStringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML' +
        '%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf' +
        '%26SignatureVersion%3D1.0%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    );
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it('matches the SMS API document example (SendSms with a Chinese sign name, testId / testSecret)', () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(rpcStringToSign('GET', params)).toBe(
      'GET&%2F&AccessKeyId%3DtestId%26Action%3DSendSms%26Format%3DXML%26OutId%3D123' +
        '%26PhoneNumbers%3D15300000001%26RegionId%3Dcn-hangzhou' +
        '%26SignName%3D%25E9%2598%25BF%25E9%2587%258C%25E4%25BA%2591%25E7%259F%25AD%25E4%25BF%25A1%25E6%25B5%258B%25E8%25AF%2595%25E4%25B8%2593%25E7%2594%25A8' +
        '%26SignatureMethod%3DHMAC-SHA1%26SignatureNonce%3D45e25e9b-0a6f-4070-8c85-2956eda1b466' +
        '%26SignatureVersion%3D1.0%26TemplateCode%3DSMS_71390007' +
        '%26TemplateParam%3D%257B%2522customer%2522%253A%2522test%2522%257D' +
        '%26Timestamp%3D2017-07-12T02%253A42%253A19Z%26Version%3D2017-05-25',
    );
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it('percent-encodes what encodeURIComponent leaves alone, and keeps ~', () => {
    expect(percentEncode("a b*c~d!'()")).toBe('a%20b%2Ac~d%21%27%28%29');
  });
});

describe('Tencent Cloud TC3-HMAC-SHA256 signature', () => {
  // The "Signature v3" document's example: CVM DescribeInstances in ap-guangzhou at 1551113065.
  const example = tc3Sign({
    secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE',
    secretKey: 'Gu5t9xGARNpq86cd98joQYCN3EXAMPLE',
    service: 'cvm',
    headers: { 'Content-Type': 'application/json; charset=utf-8', Host: 'cvm.tencentcloudapi.com' },
    payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
    timestamp: 1551113065,
  });

  it('builds the documented canonical request and string to sign', () => {
    expect(example.canonicalRequest).toBe(
      'POST\n/\n\ncontent-type:application/json; charset=utf-8\nhost:cvm.tencentcloudapi.com\n\n' +
        'content-type;host\n35e9c5b0e3ae67532d3c9f17ead6c90222632e5b1ff7f6e89887f1398934f064',
    );
    expect(example.stringToSign).toBe(
      'TC3-HMAC-SHA256\n1551113065\n2019-02-25/cvm/tc3_request\n' +
        '5ffe6a04c0664d6b969fab9a13bdab201d63ee709638e2749d62a09ca18d7031',
    );
  });

  it('gives the documented signature and Authorization header', () => {
    expect(example.signature).toBe('72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168');
    expect(example.authorization).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3EXAMPLE/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, ' +
        'Signature=72e494ea809ad7a8c8f7a4507b9bddcbaa8e581f516e8da2f66e2c5a96525168',
    );
  });

  it('writes mainland numbers with +86', () => {
    expect(e164('13800000001')).toBe('+8613800000001');
    expect(e164('+85261234567')).toBe('+85261234567');
  });
});

describe('SMS settings', () => {
  const aliyun = {
    SMS_PROVIDER: 'aliyun',
    SMS_ACCESS_KEY_ID: 'id',
    SMS_ACCESS_KEY_SECRET: 'secret',
    SMS_SIGN_NAME: '认证平台',
    SMS_TEMPLATE_LOGIN: 'SMS_1',
    SMS_TEMPLATE_RESET: 'SMS_2',
  };

  it('defaults to the outbox', () => {
    expect(smsSettingsOf({}).settings).toEqual({ provider: 'outbox' });
  });

  it('reads a provider with its defaults and template parameters', () => {
    const { settings } = smsSettingsOf({
      ...aliyun,
      SMS_TEMPLATE_MESSAGE: 'SMS_3',
      SMS_TEMPLATE_MESSAGE_PARAMS: 'name=title,content=body',
      SMS_TEMPLATE_LOGIN_PARAMS: 'code, time=minutes',
    });
    expect(settings).toMatchObject({
      provider: 'aliyun',
      endpoint: 'https://dysmsapi.aliyuncs.com',
      region: 'cn-hangzhou',
      timeoutMs: 10_000,
      templates: {
        login: {
          id: 'SMS_1',
          params: [
            { name: 'code', source: 'code' },
            { name: 'time', source: 'minutes' },
          ],
        },
        reset: { id: 'SMS_2', params: [{ name: 'code', source: 'code' }] },
        message: {
          id: 'SMS_3',
          params: [
            { name: 'name', source: 'title' },
            { name: 'content', source: 'body' },
          ],
        },
      },
    });
  });

  it('keeps the server from starting with a line per problem', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'aliyun', SMS_ACCESS_KEY_ID: 'id' })).toThrow(
      new ConfigError(
        [
          'Invalid environment:',
          '  SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=aliyun (the AccessKey secret)',
          '  SMS_SIGN_NAME: required when SMS_PROVIDER=aliyun (the approved signature shown before every message)',
          '  SMS_TEMPLATE_LOGIN: required when SMS_PROVIDER=aliyun (the template of login codes)',
          '  SMS_TEMPLATE_RESET: required when SMS_PROVIDER=aliyun (the template of reset codes)',
        ].join('\n'),
      ),
    );
    expect(loadConfig({ ...aliyun }).sms).toMatchObject({ provider: 'aliyun', signName: '认证平台' });
  });

  it('names each variable that is missing or wrong, and why', () => {
    expect(smsSettingsOf({ SMS_PROVIDER: 'twilio' }).problems).toEqual([
      'SMS_PROVIDER: must be outbox, aliyun or tencent (got "twilio")',
    ]);
    const { problems } = smsSettingsOf({
      SMS_PROVIDER: 'tencent',
      SMS_ACCESS_KEY_ID: 'AKID',
      SMS_SIGN_NAME: '认证平台',
      SMS_TEMPLATE_LOGIN: 'SMS_1',
      SMS_TEMPLATE_LOGIN_PARAMS: 'code,title',
      SMS_ENDPOINT: 'sms.tencentcloudapi.com',
      SMS_TIMEOUT_MS: '5',
    });
    expect(problems).toEqual([
      'SMS_ACCESS_KEY_SECRET: required when SMS_PROVIDER=tencent (the SecretKey of the API key)',
      'SMS_SDK_APP_ID: required when SMS_PROVIDER=tencent (the SmsSdkAppId of the SMS application)',
      'SMS_ENDPOINT: must be an http(s) URL with a host and no path (got "sms.tencentcloudapi.com")',
      'SMS_TIMEOUT_MS: must be a whole number of milliseconds from 100 to 120000 (got "5")',
      'SMS_TEMPLATE_LOGIN: a Tencent Cloud TemplateId is digits (got "SMS_1")',
      'SMS_TEMPLATE_LOGIN_PARAMS: "title" is not name=value or value, with value one of code, minutes',
      'SMS_TEMPLATE_RESET: required when SMS_PROVIDER=tencent (the template of reset codes)',
    ]);
  });
});

/** A local server standing in for a provider: each test says how it answers. */
let server: http.Server;
let endpoint: string;
let answer: (req: { headers: http.IncomingHttpHeaders; body: string }) => {
  status?: number;
  json?: unknown;
  hang?: boolean;
};
const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
const hanging: http.ServerResponse[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      const reply = answer({ headers: req.headers, body });
      if (reply.hang) {
        hanging.push(res);
        return;
      }
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  received.length = 0;
  for (const res of hanging.splice(0)) res.destroy();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const settingsFor = (provider: 'aliyun' | 'tencent'): ProviderSmsSettings => ({
  provider,
  accessKeyId: provider === 'aliyun' ? 'LTAI-test' : 'AKID-test',
  accessKeySecret: 'the-secret',
  signName: '认证平台',
  sdkAppId: provider === 'tencent' ? '1400000000' : undefined,
  region: provider === 'aliyun' ? 'cn-hangzhou' : 'ap-guangzhou',
  endpoint,
  // Generous for a loaded machine; the timeout tests shorten it.
  timeoutMs: 5000,
  templates: {
    login: {
      id: provider === 'aliyun' ? 'SMS_100' : '100',
      params: [
        { name: 'code', source: 'code' },
        { name: 'min', source: 'minutes' },
      ],
    },
  },
});
const loginCode = { to: '13800000001', kind: 'login' as const, values: { code: '123456', minutes: '5' } };

describe('Alibaba Cloud SendSms over HTTP', () => {
  /** The form the provider received, its signature checked as the provider checks it. */
  const signedForm = (body: string) => {
    const form = Object.fromEntries(new URLSearchParams(body));
    const { Signature, ...rest } = form;
    return { form, valid: Signature === rpcSignature('POST', rest, 'the-secret') };
  };

  it('sends a signed SendSms with the template parameters and answers the BizId', async () => {
    answer = ({ body }) =>
      signedForm(body).valid
        ? { json: { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0', RequestId: 'R1' } }
        : { status: 400, json: { Code: 'SignatureDoesNotMatch', Message: 'bad signature' } };
    const sent = await aliyunProvider(settingsFor('aliyun')).send(loginCode);
    expect(sent).toEqual({ messageId: '900619746936498440^0' });
    const { form, valid } = signedForm(received[0]!.body);
    expect(valid).toBe(true);
    expect(form).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      AccessKeyId: 'LTAI-test',
      PhoneNumbers: '13800000001',
      SignName: '认证平台',
      TemplateCode: 'SMS_100',
      TemplateParam: '{"code":"123456","min":"5"}',
      Format: 'JSON',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
    });
    expect(form.Timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
  });

  it("says the provider's code and message when it refuses", async () => {
    answer = () => ({
      json: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1', RequestId: 'R2' },
    });
    const refused = aliyunProvider(settingsFor('aliyun')).send(loginCode);
    await expect(refused).rejects.toThrow(SmsProviderError);
    await expect(refused).rejects.toThrow(
      'Alibaba Cloud SendSms refused: isv.BUSINESS_LIMIT_CONTROL: 触发分钟级流控Permits:1 (RequestId R2)',
    );
  });

  it('gives up after the timeout when the endpoint does not answer', async () => {
    answer = () => ({ hang: true });
    const started = Date.now();
    await expect(
      aliyunProvider({ ...settingsFor('aliyun'), timeoutMs: 300 }).send(loginCode),
    ).rejects.toThrow(`no answer from ${endpoint}/ within 300 ms`);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('says so when the endpoint cannot be reached', async () => {
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      aliyunProvider({ ...settingsFor('aliyun'), endpoint: `http://127.0.0.1:${port}` }).send(loginCode),
    ).rejects.toThrow(`could not reach http://127.0.0.1:${port}/: connect ECONNREFUSED`);
  });

  it('fails a kind that has no template without calling the provider', async () => {
    await expect(
      aliyunProvider(settingsFor('aliyun')).send({ to: '13800000001', kind: 'message', values: {} }),
    ).rejects.toThrow('no template for message messages (SMS_TEMPLATE_MESSAGE is not set)');
    expect(received).toEqual([]);
  });
});

describe('Tencent Cloud SendSms over HTTP', () => {
  /** Whether the Authorization header is what the provider computes from the request it received. */
  const validSignature = ({ headers, body }: { headers: http.IncomingHttpHeaders; body: string }) => {
    const auth = String(headers.authorization);
    const signedNames = /SignedHeaders=([^,]+)/.exec(auth)![1]!.split(';');
    const expected = tc3Sign({
      secretId: 'AKID-test',
      secretKey: 'the-secret',
      service: 'sms',
      headers: Object.fromEntries(signedNames.map((n) => [n, String(headers[n])])),
      payload: body,
      timestamp: Number(headers['x-tc-timestamp']),
    });
    return crypto.timingSafeEqual(Buffer.from(auth), Buffer.from(expected.authorization));
  };

  it('sends a signed SendSms with positional template parameters and answers the SerialNo', async () => {
    answer = (req) =>
      validSignature(req)
        ? {
            json: {
              Response: {
                SendStatusSet: [
                  { SerialNo: '2645:1', PhoneNumber: '+8613800000001', Code: 'Ok', Message: 'send success' },
                ],
                RequestId: 'T1',
              },
            },
          }
        : { json: { Response: { Error: { Code: 'AuthFailure.SignatureFailure', Message: 'bad' } } } };
    const sent = await tencentProvider(settingsFor('tencent')).send(loginCode);
    expect(sent).toEqual({ messageId: '2645:1' });
    const { headers, body } = received[0]!;
    expect(headers['x-tc-action']).toBe('SendSms');
    expect(headers['x-tc-version']).toBe('2021-01-11');
    expect(headers['x-tc-region']).toBe('ap-guangzhou');
    expect(String(headers.authorization)).toMatch(
      /^TC3-HMAC-SHA256 Credential=AKID-test\/\d{4}-\d\d-\d\d\/sms\/tc3_request, SignedHeaders=content-type;host;x-tc-action, Signature=[0-9a-f]{64}$/,
    );
    expect(JSON.parse(body)).toEqual({
      PhoneNumberSet: ['+8613800000001'],
      SmsSdkAppId: '1400000000',
      SignName: '认证平台',
      TemplateId: '100',
      TemplateParamSet: ['123456', '5'],
    });
  });

  it('says the error of a refused request', async () => {
    answer = () => ({
      json: {
        Response: {
          Error: { Code: 'FailedOperation.SignatureIncorrectOrUnapproved', Message: '签名未审批或格式错误' },
          RequestId: 'T2',
        },
      },
    });
    await expect(tencentProvider(settingsFor('tencent')).send(loginCode)).rejects.toThrow(
      'Tencent Cloud SendSms refused: FailedOperation.SignatureIncorrectOrUnapproved: 签名未审批或格式错误 (RequestId T2)',
    );
  });

  it('says the status of a number it did not send to', async () => {
    answer = () => ({
      json: {
        Response: {
          SendStatusSet: [
            {
              SerialNo: '',
              Code: 'LimitExceeded.PhoneNumberDailyLimit',
              Message: 'the number exceeded its daily limit',
            },
          ],
          RequestId: 'T3',
        },
      },
    });
    await expect(tencentProvider(settingsFor('tencent')).send(loginCode)).rejects.toThrow(
      'Tencent Cloud SendSms did not send: LimitExceeded.PhoneNumberDailyLimit: the number exceeded its daily limit (RequestId T3)',
    );
  });

  it('gives up after the timeout when the endpoint does not answer', async () => {
    answer = () => ({ hang: true });
    await expect(
      tencentProvider({ ...settingsFor('tencent'), timeoutMs: 300 }).send(loginCode),
    ).rejects.toThrow(`no answer from ${endpoint}/ within 300 ms`);
  });
});
