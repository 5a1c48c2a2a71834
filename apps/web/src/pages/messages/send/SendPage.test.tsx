import type { MessageSend, TenantUser } from '@platform/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import MockAdapter from 'axios-mock-adapter';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '../../../api/request';
import { useAntdLocale } from '../../../i18n/antdLocale';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { answer, API, refusal, renderSystemPage } from '../../../test/renderSystemPage';
import MessageSendPage from './index';

const mock = new MockAdapter(http);
const MSG = `${API}/msg`;

const staff: TenantUser = {
  id: '11111111-1111-4111-8111-111111111111',
  userId: 'u1',
  username: 'staff_a',
  realname: '张明',
  mobile: '13800000001',
  email: null,
  type: 1,
  deptId: null,
  deptName: null,
  positionId: null,
  positionName: null,
  status: 1,
  roles: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  identityEditable: true,
};

const options = {
  depts: [],
  positions: [],
  apps: [
    {
      appId: '22222222-2222-4222-8222-222222222222',
      appName: '质量管理',
      roles: [
        { id: '33333333-3333-4333-8333-333333333333', code: 8, name: '企业业务人员' },
        { id: '44444444-4444-4444-8444-444444444444', code: 34, name: '认证审核人员' },
      ],
    },
  ],
};

function sendRecord(fields: Partial<MessageSend>): MessageSend {
  return {
    id: '55555555-5555-4555-8555-555555555555',
    title: '质量月活动安排',
    content: '请提交方案。',
    channels: [1, 2],
    receiverType: 'users',
    receivers: 1,
    senderName: '平台管理员',
    createtime: '2026-03-02T02:00:00.000Z',
    deliveries: { pending: 0, sending: 0, sent: 0, failed: 1 },
    ...fields,
  };
}

function serve(sends: MessageSend[] = []) {
  const sent: unknown[] = [];
  mock.onPost(`${API}/tenantuser/queryByPage`).reply(200, answer({ items: [staff], total: 1 }));
  mock.onGet(`${API}/tenantuser/options`).reply(200, answer(options));
  mock.onPost(`${MSG}/getPageSendList`).reply(() => [200, answer({ items: sends, total: sends.length })]);
  mock.onPost(`${MSG}/sendMsg`).reply((config) => {
    sent.push(JSON.parse(config.data as string));
    return [200, answer({ id: 's1', receivers: 1, messages: 1, deliveries: 1 })];
  });
  return sent;
}

async function fill(label: string, value: string) {
  fireEvent.change(await screen.findByLabelText(label), { target: { value } });
}

async function chooseStaff() {
  const users = screen.getByRole('combobox', { name: '用户' });
  fireEvent.mouseDown(users);
  fireEvent.click(await screen.findByTitle('张明（staff_a）'));
}

afterEach(async () => {
  mock.reset();
  await inLanguage('zh-CN');
});

describe('message sending screen', () => {
  it('sends to chosen users through the chosen channels and lists the send', async () => {
    const sends: MessageSend[] = [];
    const sent = serve(sends);
    renderSystemPage(MessageSendPage, '/msg-send');

    await chooseStaff();
    fireEvent.click(screen.getByLabelText('电子邮件'));
    await fill('消息标题', '质量月活动安排');
    await fill('消息内容', '请提交方案。');
    sends.push(sendRecord({}));
    fireEvent.click(screen.getByRole('button', { name: '发送' }));

    expect(await screen.findByText('已发送给 1 位用户')).toBeTruthy();
    expect(sent).toEqual([
      {
        title: '质量月活动安排',
        content: '请提交方案。',
        channels: [1, 2],
        receivers: { type: 'users', tenantUserIds: [staff.id] },
      },
    ]);
    const history = screen.getByText('发送记录').closest<HTMLElement>('.ant-card')!;
    expect(await within(history).findByText('质量月活动安排')).toBeTruthy();
    expect(within(history).getByText('失败 1')).toBeTruthy();
  });

  it('sends to the holders of roles of an app', async () => {
    const sent = serve();
    renderSystemPage(MessageSendPage, '/msg-send');

    fireEvent.click(screen.getByText('指定角色'));
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: '应用' }));
    fireEvent.click(await screen.findByTitle('质量管理'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '角色' }));
    fireEvent.click(await screen.findByTitle('认证审核人员'));
    await fill('消息标题', '审核提醒');
    await fill('消息内容', '请及时处理。');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      channels: [1],
      receivers: {
        type: 'roles',
        appId: options.apps[0]!.appId,
        roleIds: ['44444444-4444-4444-8444-444444444444'],
      },
    });
  });

  it('refuses an empty title and no receivers before asking the server', async () => {
    const sent = serve();
    renderSystemPage(MessageSendPage, '/msg-send');

    fireEvent.click(await screen.findByRole('button', { name: '发送' }));

    expect(await screen.findByText('请选择用户')).toBeTruthy();
    expect(screen.getByText('请填写消息标题')).toBeTruthy();
    expect(screen.getByText('请填写消息内容')).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it("shows the server's refusal under the field it names", async () => {
    serve();
    mock.onPost(`${MSG}/sendMsg`).reply(400, refusal('body.receivers', '没有符合条件的接收人'));
    renderSystemPage(MessageSendPage, '/msg-send');

    fireEvent.click(await screen.findByText('全体用户'));
    await fill('消息标题', '通知');
    await fill('消息内容', '内容');
    fireEvent.click(screen.getByRole('button', { name: '发送' }));

    expect(await screen.findByText('没有符合条件的接收人')).toBeTruthy();
  });

  it('lists the deliveries of a send and puts a failed one back in the queue', async () => {
    serve([sendRecord({ channels: [1, 3], deliveries: { pending: 0, sending: 0, sent: 0, failed: 1 } })]);
    const delivery = {
      id: '66666666-6666-4666-8666-666666666666',
      sendId: '55555555-5555-4555-8555-555555555555',
      channel: 3,
      recipient: '13800000001',
      receiverName: '张明',
      state: 'failed',
      attempts: 5,
      maxAttempts: 5,
      nextAttemptAt: null,
      lastError: '短信网关超时',
      sentAt: null,
      createtime: '2026-03-02T02:00:00.000Z',
    };
    mock.onPost(`${MSG}/getPageDeliveryList`).reply(200, answer({ items: [delivery], total: 1 }));
    const retried: unknown[] = [];
    mock.onPost(`${MSG}/retryDelivery`).reply((config) => {
      retried.push(JSON.parse(config.data as string));
      return [200, answer({ id: delivery.id, state: 'pending' })];
    });
    renderSystemPage(MessageSendPage, '/msg-send');

    fireEvent.click(await screen.findByRole('button', { name: /展开行/ }));
    const row = (await screen.findByText('短信网关超时')).closest<HTMLElement>('tr')!;
    expect(within(row).getByText('13800000001')).toBeTruthy();
    expect(within(row).getByText('5/5')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: '重试' }));

    expect(await screen.findByText('已重新排队发送')).toBeTruthy();
    expect(retried).toEqual([{ id: delivery.id }]);
  });
});

/**
 * antd's own texts (a dialog's close button, the pager) in the test's language, as the app's providers
 * give them: TestProviders keeps antd in Chinese.
 */
function AntdInLanguage({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={useAntdLocale((state) => state.locale)}>{children}</ConfigProvider>;
}

describe('message sending screen in English', () => {
  it('shows the form, its refusals and the history in English around the user data', async () => {
    await inLanguage('en-US');
    serve([sendRecord({})]);
    const { container } = renderSystemPage(
      () => (
        <AntdInLanguage>
          <MessageSendPage />
        </AntdInLanguage>
      ),
      '/msg-send',
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Choose the users')).toBeTruthy();
    expect(screen.getByText('Enter the message title')).toBeTruthy();
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByText('Chosen roles')).toBeTruthy();
    const history = screen.getByText('Sent messages').closest<HTMLElement>('.ant-card')!;
    expect(await within(history).findByText('质量月活动安排')).toBeTruthy();
    expect(within(history).getByText('Failed 1')).toBeTruthy();
    // 地址 is the test's own address bar.
    const userData = ['质量月活动安排', '平台管理员', '地址'];
    expect(chineseIn(container, userData)).toEqual([]);
  });
});
