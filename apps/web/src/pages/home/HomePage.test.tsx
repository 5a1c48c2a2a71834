import { fireEvent, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MSG_PREFIX } from '../../api/msg';
import { http } from '../../api/request';
import { healthyAnswer } from '../../test/fixtures';
import { answer, renderApp, resetApp, savedSession, serveSession } from '../../test/renderApp';

const mock = new MockAdapter(http);

const noTasks = {
  counts: { mine: 0, candidate: 0, overdue: 0, byQueue: {} },
  byProcess: [],
  overdue: [],
  recent: [],
};

beforeEach(() => {
  savedSession();
  serveSession(mock);
  mock.onPost(`${MSG_PREFIX}/getPageReceiverMsgList`).reply(200, answer({ items: [], total: 0 }));
});

afterEach(() => {
  mock.reset();
  resetApp();
});

describe('home page', () => {
  it('presents the platform, the workbench and its five business areas', async () => {
    mock.onGet('/api/health').reply(200, healthyAnswer);
    mock.onGet('/api/api-workflow/workbench').reply(200, answer(noTasks));

    renderApp('/index');

    expect(await screen.findByRole('heading', { level: 2, name: '企业质量合规综合服务平台' })).toBeTruthy();
    for (const area of ['质量', '合规', '认证', '碳核算', '品牌评价']) {
      expect(screen.getByRole('heading', { name: area })).toBeTruthy();
    }
    expect(await screen.findByText('我的待办')).toBeTruthy();
    expect(await screen.findByText('暂无未读消息')).toBeTruthy();
    await screen.findByText('PostgreSQL');
  });

  it('keeps the home page whole when the workbench cannot be had', async () => {
    mock.onGet('/api/health').reply(200, healthyAnswer);
    mock.onGet('/api/api-workflow/workbench').networkError();

    renderApp('/index');

    expect(await screen.findByText('待办信息暂时无法加载，首页其余内容不受影响。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '品牌评价' })).toBeTruthy();
    expect(await screen.findByText('PostgreSQL')).toBeTruthy();
    // Quietly: no toast about the network.
    expect(screen.queryByText('后端接口连接异常，请检查网络连接是否正常')).toBeNull();
  });

  it('shows whether the service and its database are up', async () => {
    mock.onGet('/api/health').reply(200, healthyAnswer);

    renderApp('/index');

    expect(await screen.findByText('PostgreSQL')).toBeTruthy();
    // One for the service, one for its database.
    expect(screen.getAllByText('正常')).toHaveLength(2);
    expect(screen.getByText('1.4.0')).toBeTruthy();
    expect(screen.getByText('1 天 2 小时 3 分钟')).toBeTruthy();
    expect(screen.getByText('3 ms')).toBeTruthy();
  });

  it('explains an unreachable server once, checks again when asked and shows what is down', async () => {
    mock.onGet('/api/health').networkErrorOnce();
    mock.onGet('/api/health').reply(503, {
      code: 503,
      msg: '数据库不可用',
      data: {
        ...healthyAnswer.data,
        status: 'down',
        database: { status: 'down', kind: 'pglite', latencyMs: null, error: '连接被拒绝' },
      },
    });

    renderApp('/index');

    expect(await screen.findByText('无法获取服务状态')).toBeTruthy();
    // Once in the card and once in the toast: a failed check is not retried behind the user's back.
    expect(screen.getAllByText('后端接口连接异常，请检查网络连接是否正常')).toHaveLength(2);

    fireEvent.click(screen.getByRole('button', { name: '重新检测' }));

    expect(await screen.findByText('PGlite（内嵌）')).toBeTruthy();
    expect(screen.getAllByText('异常')).toHaveLength(2);
    // The server's own explanation arrives as a notification.
    expect(await screen.findByText('数据库不可用')).toBeTruthy();
    expect(screen.getByText('连接被拒绝')).toBeTruthy();
    expect(screen.getByText('—')).toBeTruthy();
    expect(mock.history.get.filter((call) => call.url === '/api/health')).toHaveLength(2);
  });
});
