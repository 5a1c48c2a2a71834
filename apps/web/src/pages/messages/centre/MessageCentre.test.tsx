import type { AuditNotifyBook, AuditPlan, AuditReport, Message } from '@platform/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../../api/request';
import { TestProviders } from '../../../components/TestProviders';
import { useAntdLocale } from '../../../i18n/antdLocale';
import { useSession } from '../../../stores/session';
import { useUser } from '../../../stores/user';
import { certField, message } from '../../../test/fixtures';
import { chineseIn, inLanguage } from '../../../test/i18n';
import { businessMenu } from '../../../test/renderApp';
import { qualityApp, staffUser } from '../../../test/people';
import { MessageCentre } from './MessageCentre';
import { READ_KEYS_STORAGE_KEY } from './readKeys';

const MSG = '/api/api-system/data/msg';
const AUDIT = '/api/api-cert/gltxScheme';
const mock = new MockAdapter(http);

const answer = <T,>(data: T) => ({ code: 200, msg: '操作成功', data });

interface Inbox {
  unread: Message[];
  read: Message[];
}

/** A server inbox: pages by status, getMsg moves a message to the read list. */
function serveInbox(inbox: Inbox) {
  const pageRequests: { pageIndex: number; status: number }[] = [];
  mock.onPost(`${MSG}/getPageReceiverMsgList`).reply((config) => {
    const body = JSON.parse(config.data as string) as {
      pageIndex: number;
      pageSize: number;
      queryData: { status: number };
    };
    pageRequests.push({ pageIndex: body.pageIndex, status: body.queryData.status });
    const all = body.queryData.status === 0 ? inbox.unread : inbox.read;
    const start = (body.pageIndex - 1) * body.pageSize;
    return [200, answer({ items: all.slice(start, start + body.pageSize), total: all.length })];
  });
  mock.onGet(`${MSG}/getMsg`).reply((config) => {
    const id = (config.params as { id: string }).id;
    const found = [...inbox.unread, ...inbox.read].find((m) => m.id === id);
    if (!found) return [404, { code: 404, msg: '消息不存在', data: null }];
    inbox.unread = inbox.unread.filter((m) => m.id !== id);
    const read = { ...found, status: 1, readStatus: 1 };
    inbox.read = [read, ...inbox.read.filter((m) => m.id !== id)];
    return [200, answer(read)];
  });
  return pageRequests;
}

let leave: ReturnType<typeof vi.fn<() => void>>;

/**
 * antd's own texts (a dialog's close button, the pager) in the test's language, as the app's providers
 * give them: TestProviders keeps antd in Chinese.
 */
function AntdInLanguage({ children }: { children: ReactNode }) {
  return <ConfigProvider locale={useAntdLocale((state) => state.locale)}>{children}</ConfigProvider>;
}

function renderCentre() {
  leave = vi.fn<() => void>();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <AntdInLanguage>
            <MessageCentre unread={undefined} leave={leave} />
          </AntdInLanguage>
        ),
      },
      { path: '/business', element: <h1>业务办理页</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <TestProviders>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </TestProviders>,
  );
  return { router, client };
}

function rowTitles(): string[] {
  return [...document.querySelectorAll('.ant-table-tbody tr.ant-table-row td:first-child')].map(
    (cell) => cell.textContent ?? '',
  );
}

function rowOf(title: string): HTMLElement {
  return screen.getByText(title).closest<HTMLElement>('tr')!;
}

beforeEach(() => {
  useUser.setState({ user: staffUser, app: qualityApp, apps: [], menu: businessMenu });
});

afterEach(async () => {
  mock.reset();
  localStorage.clear();
  vi.restoreAllMocks();
  await inLanguage('zh-CN');
});

describe('message list', () => {
  it('lists unread messages with title, type, date and actions, without a pager under 10', async () => {
    serveInbox({
      unread: [
        message(1, { targetType: 40, param: '{"url":"/f"}' }),
        message(2, { smsType: 'audit-notify' }),
      ],
      read: [],
    });
    renderCentre();

    await screen.findByText('通知 1');
    expect(rowTitles()).toEqual(['通知 1', '通知 2']);
    const file = within(rowOf('通知 1'));
    expect(file.getByText('文件')).toBeTruthy();
    // The server's UTC instant in the browser's time zone.
    expect(file.getByText(/^2026-03-0[12] \d\d:00:00$/)).toBeTruthy();
    expect(file.getByRole('button', { name: '下载' })).toBeTruthy();
    // The file opens in the viewer entry, in a new tab.
    const preview = file.getByRole('link', { name: '预览' });
    expect(preview.getAttribute('href')).toBe('/fileview?fileUrl=%2Ff&name=f');
    expect(preview.getAttribute('target')).toBe('_blank');
    const notice = within(rowOf('通知 2'));
    expect(notice.getByText('审核通知')).toBeTruthy();
    expect(notice.getByRole('button', { name: '查看' })).toBeTruthy();
    expect(notice.getByRole('button', { name: '预览' })).toBeTruthy();
    expect(notice.queryByRole('button', { name: '下载' })).toBeNull();
    expect(notice.queryByRole('link', { name: '预览' })).toBeNull();
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('pages by 10 and filters by read status with the tabs', async () => {
    const unread = Array.from({ length: 25 }, (_, i) => message(i + 1));
    const requests = serveInbox({
      unread,
      read: [message(100, { status: 1, readStatus: 1, title: '旧通知' })],
    });
    renderCentre();

    await screen.findByText('通知 1');
    expect(screen.getByText('共 25 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await screen.findByText('通知 21');
    expect(rowTitles()).toHaveLength(5);

    fireEvent.click(screen.getByRole('tab', { name: '已读消息' }));
    await screen.findByText('旧通知');
    expect(requests.at(-1)).toEqual({ pageIndex: 1, status: 1 });
    expect(document.querySelector('.ant-pagination')).toBeNull();
  });

  it('steps back a page after reading the last unread message of a page, and reloads the list', async () => {
    const unread = Array.from({ length: 11 }, (_, i) => message(i + 1));
    const requests = serveInbox({ unread, read: [] });
    renderCentre();
    await screen.findByText('通知 1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('通知 11');

    fireEvent.click(within(rowOf('通知 11')).getByRole('button', { name: '预览' }));

    const dialog = await screen.findByRole('dialog', { name: '通知 11' });
    expect(within(dialog).getByText('内容 11')).toBeTruthy();
    await waitFor(() => expect(requests.at(-1)).toEqual({ pageIndex: 1, status: 0 }));
    await screen.findByText('通知 1');
    expect(screen.queryByText('共 10 条')).toBeTruthy();
  });

  it('stays on the page while other unread messages remain on it', async () => {
    const unread = Array.from({ length: 12 }, (_, i) => message(i + 1));
    const requests = serveInbox({ unread, read: [] });
    renderCentre();
    await screen.findByText('通知 1');
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('通知 11');

    fireEvent.click(within(rowOf('通知 11')).getByRole('button', { name: '预览' }));

    await screen.findByRole('dialog', { name: '通知 11' });
    await waitFor(() => expect(requests.at(-1)).toEqual({ pageIndex: 2, status: 0 }));
    await waitFor(() => expect(rowTitles()).toEqual(['通知 12']));
  });

  it('logs a list that cannot be read, and offers to try again', async () => {
    mock.onPost(`${MSG}/getPageReceiverMsgList`).replyOnce(500, { code: 500, msg: '查询失败', data: null });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderCentre();

    expect(await screen.findByText('消息列表暂时无法获取')).toBeTruthy();
    expect(logged).toHaveBeenCalled();
    serveInbox({ unread: [message(1)], read: [] });
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('通知 1')).toBeTruthy();
  });
});

const acceptanceParams = {
  applyEntName: '上海申欣科技有限公司',
  biAuditUserName: '李受理',
  biAuditUserPhone: '13900001111',
  acceptDate: '2026-03-01',
  orgName: '华东质量认证中心',
  reviewUser: '王评审',
  reviewUserTel: '021-55556666',
  reviewDate: '2026-03-05',
};

const team = [
  { realname: '赵组长', gender: 1, fieldMajorCodes: '19.05.01', auditPost: '组长', mobile: '13800000011' },
  { realname: '钱审核', gender: 2, fieldMajorCodes: '19.05.02', auditPost: '组员', mobile: '13800000012' },
];

const book: AuditNotifyBook = {
  processId: 'p-1',
  phase: 1,
  orgName: '上海申欣科技有限公司',
  certName: '华东质量认证中心',
  auditDateBegin: '2026-03-16',
  auditDatEnd: '2026-03-18',
  auditDate: '2026-03-16 至 2026-03-18',
  field: 'QMS,EMS',
  auditType: '1',
  userGroupList: team,
  contactUser: '孙联系',
  contactTel: '021-66667777',
  contactEmail: 'audit@east-cert.example',
};

async function view(title: string) {
  fireEvent.click(within(rowOf(title)).getByRole('button', { name: '查看' }));
}

describe('opening a message acts by its type', () => {
  it('shows the acceptance notice with its param fields', async () => {
    serveInbox({
      unread: [message(1, { smsType: 'cert-gltx-accept-notify', param: JSON.stringify(acceptanceParams) })],
      read: [],
    });
    renderCentre();
    await screen.findByText('通知 1');

    await view('通知 1');

    const dialog = await screen.findByRole('dialog', { name: '受理通知书' });
    for (const value of Object.values(acceptanceParams))
      expect(within(dialog).getAllByText(value).length).toBeGreaterThan(0);
    expect(within(dialog).getByText('受理人电话')).toBeTruthy();
    expect(within(dialog).getByText('通知内容')).toBeTruthy();
    expect(within(dialog).getByText('内容 1')).toBeTruthy();
  });

  it('shows the non-acceptance notice for cert-mgmt-no-accept-notify, with the reason its content gives', async () => {
    serveInbox({
      unread: [
        message(1, {
          smsType: 'cert-mgmt-no-accept-notify',
          param: JSON.stringify(acceptanceParams),
          content: '暂不符合受理条件，不予受理。原因：<b>营业执照已过期</b>。<script>alert(1)</script>',
        }),
      ],
      read: [],
    });
    renderCentre();
    await screen.findByText('通知 1');

    await view('通知 1');

    const dialog = await screen.findByRole('dialog', { name: '不予受理通知书' });
    expect(within(dialog).getByText(/贵单位提交的认证申请.*不予受理。/)).toBeTruthy();
    expect(within(dialog).getByText(acceptanceParams.biAuditUserName)).toBeTruthy();
    expect(within(dialog).getByText('通知内容')).toBeTruthy();
    expect(within(dialog).getByText('营业执照已过期').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
  });

  it('leaves out the content part of an acceptance notice without content', async () => {
    serveInbox({
      unread: [
        message(1, {
          smsType: 'cert-mgmt-accept-notify',
          param: JSON.stringify(acceptanceParams),
          content: '',
        }),
      ],
      read: [],
    });
    renderCentre();
    await screen.findByText('通知 1');

    await view('通知 1');

    const dialog = await screen.findByRole('dialog', { name: '受理通知书' });
    expect(within(dialog).getByText(acceptanceParams.reviewUser)).toBeTruthy();
    expect(within(dialog).queryByText('通知内容')).toBeNull();
  });

  it('shows the audit notice letter of the process and stage', async () => {
    serveInbox({
      unread: [message(1, { smsType: 'audit-notify', param: '{"processId":"p-1","phase":1}' })],
      read: [],
    });
    mock.onGet(`${AUDIT}/queryAuditNotifyBook`).reply((config) => {
      expect(config.params).toEqual({ id: 'p-1', phase: 1 });
      return [200, answer(book)];
    });
    mock
      .onGet('/api/api-system/data/resource/getDictDatas')
      .reply(
        200,
        answer([certField('d1', 'QMS', '质量管理体系', 1), certField('d2', 'ISMS', '信息安全管理体系', 2)]),
      );
    renderCentre();
    await screen.findByText('通知 1');

    await view('通知 1');

    const dialog = await screen.findByRole('dialog', { name: '审核通知' });
    expect(await within(dialog).findByRole('heading', { name: '第一阶段审核通知书' })).toBeTruthy();
    expect(within(dialog).getByRole('checkbox', { name: '质量管理体系' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(
      within(dialog).getByRole('checkbox', { name: '信息安全管理体系' }).getAttribute('aria-checked'),
    ).toBe('false');
    expect(within(dialog).getByText('赵组长')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '打开通知书' }).getAttribute('href')).toBe(
      '/auditNotice?taskId=p-1&phase=1',
    );
  });

  const report: AuditReport = {
    processId: 'p-2',
    phase: 2,
    reportUrl: null,
    orgName: '上海申欣科技有限公司',
    certName: '华东质量认证中心',
    auditDateBegin: '2026-03-16',
    auditDatEnd: '2026-03-18',
    field: 'QMS',
    auditType: '2',
    teamLeader: '赵组长',
    conclusion: '推荐认证注册',
    nonconformities: 2,
    summary: '体系运行基本有效。',
    issuedDate: '2026-03-20',
  };

  it('opens the report url of an audit report in a new window', async () => {
    serveInbox({
      unread: [
        message(1, { smsType: 'gltxScheme auditReport-notify', param: '{"processId":"p-2","phase":2}' }),
      ],
      read: [],
    });
    mock
      .onGet(`${AUDIT}/queryAuditReport`)
      .reply(200, answer({ ...report, reportUrl: '/files/report-p-2.pdf' }));
    const opened = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
    renderCentre();
    await screen.findByText('通知 1');

    await view('通知 1');

    await waitFor(() => expect(opened).toHaveBeenCalledWith('/files/report-p-2.pdf', '_blank'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  describe('a report document of our API, which needs the session', () => {
    const reportUrl = '/api/api-cert/audit/reportDocument?auditId=a-1';

    function serveReport() {
      serveInbox({
        unread: [
          message(1, { smsType: 'gltxScheme auditReport-notify', param: '{"processId":"p-2","phase":2}' }),
        ],
        read: [],
      });
      mock.onGet(`${AUDIT}/queryAuditReport`).reply(200, answer({ ...report, reportUrl }));
      mock.onGet('/api/api-system/data/resource/getDictDatas').reply(200, answer([]));
      useSession.setState({ token: 'tok-1' });
      const headers: unknown[] = [];
      const pdf = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
      URL.createObjectURL = vi.fn(() => 'blob:report');
      URL.revokeObjectURL = vi.fn();
      return { headers, pdf };
    }

    afterEach(() => useSession.setState({ token: undefined }));

    it('is fetched with the session header and opened from memory in a new window', async () => {
      const { headers, pdf } = serveReport();
      mock.onGet(reportUrl).reply((config) => {
        headers.push(config.headers?.Authorization);
        return [200, pdf];
      });
      const opened = vi.spyOn(window, 'open').mockReturnValue({ opener: {} } as Window);
      renderCentre();
      await screen.findByText('通知 1');

      await view('通知 1');

      await waitFor(() => expect(opened).toHaveBeenCalledWith('blob:report', '_blank'));
      expect(headers).toEqual(['Bearer tok-1']);
      expect(URL.createObjectURL).toHaveBeenCalledWith(pdf);
      expect(opened).toHaveBeenCalledTimes(1);
      // The new window still has to read it.
      expect(URL.revokeObjectURL).not.toHaveBeenCalled();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('is saved under the report name when the browser will not open a window', async () => {
      const { pdf } = serveReport();
      mock.onGet(reportUrl).reply(200, pdf);
      vi.spyOn(window, 'open').mockReturnValue(null);
      const clicked: HTMLAnchorElement[] = [];
      vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this);
      });
      renderCentre();
      await screen.findByText('通知 1');

      await view('通知 1');

      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(clicked[0]!.download).toBe('审核报告-上海申欣科技有限公司.pdf');
      expect(clicked[0]!.href).toBe('blob:report');
      expect(await screen.findByText('已下载：审核报告-上海申欣科技有限公司.pdf')).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    });

    it('leaves the report data in a dialog when the document cannot be had', async () => {
      serveReport();
      mock.onGet(reportUrl).reply(500, new Blob(['{}']));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const opened = vi.spyOn(window, 'open');
      renderCentre();
      await screen.findByText('通知 1');

      await view('通知 1');

      const dialog = await screen.findByRole('dialog', { name: '审核报告' });
      expect(await within(dialog).findByText('推荐认证注册')).toBeTruthy();
      expect(opened).not.toHaveBeenCalled();
      expect(logged).toHaveBeenCalled();
    });
  });

  it('shows the audit report in a dialog when it has no url', async () => {
    serveInbox({
      unread: [
        message(1, { smsType: 'gltxScheme auditReport-notify', param: '{"processId":"p-2","phase":2}' }),
      ],
      read: [],
    });
    mock.onGet(`${AUDIT}/queryAuditReport`).reply(200, answer(report));
    mock.onGet('/api/api-system/data/resource/getDictDatas').reply(200, answer([]));
    const opened = vi.spyOn(window, 'open');
    renderCentre();
    await screen.findByText('通知 1');

    await view('通知 1');

    const dialog = await screen.findByRole('dialog', { name: '审核报告' });
    expect(within(dialog).getByRole('heading', { name: '第二阶段审核报告' })).toBeTruthy();
    expect(within(dialog).getByText('推荐认证注册')).toBeTruthy();
    expect(opened).not.toHaveBeenCalled();
  });

  it('shows the audit plan of a planConfirm-notify message', async () => {
    const plan: AuditPlan = {
      processId: 'p-3',
      phase: 2,
      orgName: '上海申欣科技有限公司',
      certName: '华东质量认证中心',
      auditDateBegin: '2026-03-16',
      auditDatEnd: '2026-03-18',
      field: 'QMS',
      auditType: '2',
      criteria: 'GB/T 19001-2016',
      userGroupList: team,
      items: [
        { date: '2026-03-16', time: '08:30-09:00', subject: '首次会议', clauses: '—', auditors: '全体' },
      ],
    };
    serveInbox({
      unread: [message(1, { smsType: 'planConfirm-notify', param: '{"processId":"p-3","phase":"2"}' })],
      read: [],
    });
    mock.onGet(`${AUDIT}/queryAuditPlan`).reply(200, answer(plan));
    mock.onGet('/api/api-system/data/resource/getDictDatas').reply(200, answer([]));
    renderCentre();
    await screen.findByText('通知 1');

    await view('通知 1');

    const dialog = await screen.findByRole('dialog', { name: '审核计划' });
    expect(await within(dialog).findByRole('heading', { name: '第二阶段审核计划' })).toBeTruthy();
    expect(within(dialog).getByText('首次会议')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '打开计划页' }).getAttribute('href')).toBe(
      '/shjh?processId=p-3&phase=2',
    );
  });

  it('downloads a file message under its decoded Chinese name', async () => {
    const fileName = encodeURIComponent('审核报告（第一阶段）.pdf');
    serveInbox({
      unread: [
        message(1, { targetType: 40, param: JSON.stringify({ url: `${MSG}/downloadFile?id=f1`, fileName }) }),
      ],
      read: [],
    });
    mock.onGet(`${MSG}/downloadFile?id=f1`).reply(200, new Blob(['%PDF-1.4']));
    const created = vi.fn(() => 'blob:file');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderCentre();
    await screen.findByText('通知 1');

    fireEvent.click(within(rowOf('通知 1')).getByRole('button', { name: '下载' }));

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]!.download).toBe('审核报告（第一阶段）.pdf');
    expect(clicked[0]!.href).toBe('blob:file');
    expect(await screen.findByText('已下载：审核报告（第一阶段）.pdf')).toBeTruthy();
  });

  it('leads a task notification to the page of the user role, closing the drawer', async () => {
    serveInbox({ unread: [message(1, { targetType: 21, title: '您的认证申请已受理' })], read: [] });
    const { router } = renderCentre();
    await screen.findByText('您的认证申请已受理');

    await view('您的认证申请已受理');

    await waitFor(() => expect(router.state.location.pathname).toBe('/business'));
    expect(leave).toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem(READ_KEYS_STORAGE_KEY)!)[0]).toMatchObject({
      parentPath: '/business',
      messageId: message(1).id,
    });
  });

  it('shows any other message in a dialog with its HTML sanitised', async () => {
    serveInbox({
      unread: [
        message(1, {
          title: '系统维护',
          content:
            '<p>今晚<b>22:00</b>维护</p><img src=x onerror="window.__hacked=1"><script>window.__hacked=1</script>',
        }),
      ],
      read: [],
    });
    renderCentre();
    await screen.findByText('系统维护');

    await view('系统维护');

    const dialog = await screen.findByRole('dialog', { name: '系统维护' });
    expect(within(dialog).getByText('22:00').tagName).toBe('B');
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { __hacked?: number }).__hacked).toBeUndefined();
  });

  it('logs a message that cannot be opened and stays put', async () => {
    serveInbox({ unread: [message(1)], read: [] });
    // Replaces the inbox's own getMsg.
    mock.onGet(`${MSG}/getMsg`).reply(404, { code: 404, msg: '消息不存在', data: null });
    renderCentre();
    await screen.findByText('通知 1');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    await view('通知 1');

    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText('消息不存在')).toBeNull();
  });
});

describe('in English', () => {
  it('lists the messages and opens a notice with English labels around the message data', async () => {
    await inLanguage('en-US');
    serveInbox({
      unread: [
        message(1, { targetType: 40, param: '{"url":"/f"}' }),
        // The server writes the content in the receiver's language.
        message(2, {
          smsType: 'cert-gltx-accept-notify',
          param: JSON.stringify(acceptanceParams),
          content: '<p>Your application is accepted.</p>',
        }),
      ],
      read: [],
    });
    renderCentre();

    await screen.findByText('通知 1');
    expect(screen.getByRole('tab', { name: 'Unread' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Read' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Title' })).toBeTruthy();
    expect(within(rowOf('通知 1')).getByText('File')).toBeTruthy();
    expect(within(rowOf('通知 1')).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(rowOf('通知 2')).getByText('Acceptance notice')).toBeTruthy();
    expect(chineseIn(document.body, ['通知 1', '通知 2'])).toEqual([]);

    fireEvent.click(within(rowOf('通知 2')).getByRole('button', { name: 'View' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notice of acceptance' });
    expect(within(dialog).getByText('Phone of the person accepting')).toBeTruthy();
    expect(within(dialog).getByText('The notice')).toBeTruthy();
    // antd's close icon and the dialog's own button.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(chineseIn(dialog, Object.values(acceptanceParams))).toEqual([]);
  });
});
