import type { SmsAttempt, SmsOutboxEntry } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { mockApi } from '../../../test/mockApi';
import { renderWithQueries } from '../../../test/renderWithQueries';
import SmsLogPage from './index';

const OUTBOX = '/api/api-system/data/smsLog/outbox/queryByPage';
const ATTEMPTS = '/api/api-system/data/smsLog/attempts/queryByPage';
const mock = mockApi();

afterEach(async () => {
  await inLanguage('zh-CN');
});
const answer = <T,>(data: T) => ({ code: 200, msg: '操作成功', data });

const outbox: SmsOutboxEntry[] = [
  {
    id: 'o3',
    recipient: '13800000001',
    body: '您的重置密码验证码为 ******，5分钟内有效，请勿泄露。',
    kind: 'reset',
    createdAt: '2026-11-28T08:10:00.000Z',
    sentAt: null,
    provider: 'aliyun',
    ok: false,
    error: 'Alibaba Cloud SendSms refused: isv.BUSINESS_LIMIT_CONTROL: 触发小时级流控Permits:5',
  },
  {
    id: 'o2',
    recipient: '13800000002',
    body: '您的登录验证码为 ******，5分钟内有效，请勿泄露。',
    kind: 'login',
    createdAt: '2026-11-28T08:05:00.000Z',
    sentAt: '2026-11-28T08:05:01.000Z',
    provider: 'aliyun',
    ok: true,
    error: null,
  },
  {
    id: 'o1',
    recipient: '13800000006',
    body: '审核通过',
    kind: 'message',
    createdAt: '2026-11-28T08:00:00.000Z',
    sentAt: null,
    provider: 'outbox',
    ok: true,
    error: null,
  },
];

const attempts: SmsAttempt[] = [
  {
    id: 'a2',
    outboxId: 'o3',
    provider: 'tencent',
    recipient: '13800000001',
    kind: 'reset',
    templateCode: '100200',
    ok: false,
    providerMessageId: null,
    error: 'Tencent Cloud SendSms refused: FailedOperation.SignatureIncorrectOrUnapproved',
    durationMs: 212,
    createdAt: '2026-11-28T08:10:00.000Z',
  },
];

const button = (text: string, inside: HTMLElement = document.body) =>
  [...inside.querySelectorAll('button')].find((b) => b.textContent?.replace(/\s/g, '') === text)!;

it('lists the outbox with what became of each SMS', async () => {
  mock.onPost(OUTBOX).reply(200, answer({ items: outbox, total: 3 }));
  renderWithQueries(<SmsLogPage />);

  const failed = (await screen.findByText('13800000001')).closest('tr')!;
  expect(within(failed).getByText('重置密码验证码')).toBeTruthy();
  expect(within(failed).getByText('发送失败')).toBeTruthy();
  expect(within(failed).getByText('阿里云')).toBeTruthy();
  const sent = screen.getByText('13800000002').closest('tr')!;
  expect(within(sent).getByText('已发送')).toBeTruthy();
  const recorded = screen.getByText('13800000006').closest('tr')!;
  expect(within(recorded).getByText('仅记录')).toBeTruthy();
  expect(within(recorded).getByText('消息通知')).toBeTruthy();
  expect(mock.history.post[0]!.params).toEqual({ pageIndex: 1, pageSize: 20 });

  fireEvent.change(screen.getByLabelText('手机号'), { target: { value: ' 1380000 ' } });
  fireEvent.click(button('搜索'));
  await waitFor(() =>
    expect(JSON.parse(mock.history.post.at(-1)!.data as string)).toEqual({ recipient: '1380000' }),
  );
});

it("lists the provider attempts, with the provider's error, on their own tab", async () => {
  mock.onPost(OUTBOX).reply(200, answer({ items: [], total: 0 }));
  mock.onPost(ATTEMPTS).reply(200, answer({ items: attempts, total: 1 }));
  renderWithQueries(<SmsLogPage />);
  fireEvent.click(await screen.findByText('发送尝试'));

  const row = (await screen.findByText('100200')).closest('tr')!;
  expect(within(row).getByText('腾讯云')).toBeTruthy();
  expect(within(row).getByText('失败')).toBeTruthy();
  expect(within(row).getByText('212 毫秒')).toBeTruthy();
  expect(
    within(row).getByText('Tencent Cloud SendSms refused: FailedOperation.SignatureIncorrectOrUnapproved'),
  ).toBeTruthy();
  expect(mock.history.post.filter((r) => r.url === ATTEMPTS)).toHaveLength(1);
});

it('speaks English', async () => {
  await inLanguage('en-US');
  mock.onPost(OUTBOX).reply(200, answer({ items: outbox.slice(1), total: 2 }));
  const { container } = renderWithQueries(<SmsLogPage />);
  const sent = (await screen.findByText('13800000002')).closest('tr')!;
  expect(within(sent).getByText('Sent')).toBeTruthy();
  expect(within(sent).getByText('Sign-in code')).toBeTruthy();
  expect(screen.getByText('Delivery attempts')).toBeTruthy();
  expect(screen.getByText('Recorded only')).toBeTruthy();
  // The SMS texts are user data, in the language they were sent in.
  expect(
    chineseIn(
      container,
      outbox.map((o) => o.body),
    ),
  ).toEqual([]);
});
