import { render, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendResourceIdOf } from '../app/routeResource';
import { useSession } from '../stores/session';
import { setFeedback, type Feedback } from './feedback';
import { openLoading, useGlobalLoading } from './loading';
import {
  http,
  request,
  setCurrentResourceIdProvider,
  setRequestHook,
  setSessionExpiredHandler,
} from './request';

const mock = new MockAdapter(http);

let answerDialog: (signInAgain: boolean) => void;
const shown = {
  messageError: vi.fn<Feedback['messageError']>(),
  notificationError: vi.fn<Feedback['notificationError']>(),
  confirm: vi.fn<Feedback['confirm']>(
    () =>
      new Promise<boolean>((resolve) => {
        answerDialog = resolve;
      }),
  ),
};
const onSessionExpired = vi.fn();

beforeEach(() => {
  setFeedback(shown);
  setSessionExpiredHandler(onSessionExpired);
  setCurrentResourceIdProvider(() => undefined);
  setRequestHook(undefined);
  useSession.setState({
    token: undefined,
    appKey: undefined,
    appId: undefined,
    tenantUserId: undefined,
    tenantAppKey: undefined,
  });
});

afterEach(() => {
  mock.reset();
  vi.clearAllMocks();
  setFeedback(undefined);
  setSessionExpiredHandler(undefined);
});

function callDepts() {
  return request<unknown>({ method: 'get', url: '/api/api-system/data/dept/getDeptTree' });
}

/** Lets the dialog's answer run through to its consequences. */
async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 0));
}

describe('successful answers', () => {
  it('resolves with the envelope of a code 200 answer and shows nothing', async () => {
    const body = { code: 200, msg: '操作成功', data: [{ id: 'd1', name: '质量部' }] };
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(200, body);

    await expect(callDepts()).resolves.toEqual(body);
    expect(shown.messageError).not.toHaveBeenCalled();
    expect(shown.notificationError).not.toHaveBeenCalled();
  });

  it('resolves with the body of an answer that carries no code', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(200, { items: [] });

    await expect(callDepts()).resolves.toEqual({ items: [] });
  });

  it('hands a downloaded file to the caller unchanged', async () => {
    const file = new Blob(['名称,数量\n'], { type: 'text/csv' });
    mock.onGet('/api/file/fileDown').reply(200, file);

    const received = await http.get('/api/file/fileDown', { responseType: 'blob' });

    expect(received).toBe(file);
  });
});

describe('what every request carries', () => {
  it('sends the bearer token, app headers, tenant app key and the resourceId of the current screen', async () => {
    useSession.getState().setToken('tok-1');
    useSession.getState().setAppKey('quality-app');
    useSession.getState().setAppId('app-7');
    useSession.getState().setTenantAppKey('tenant-app-3');
    const router = createMemoryRouter(
      [{ path: '/useManagement/use-user', element: null, handle: { resourceId: 'res-users' } }],
      { initialEntries: ['/useManagement/use-user'] },
    );
    sendResourceIdOf(router);
    let sent: Record<string, unknown> = {};
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply((config) => {
      sent = { ...config.headers };
      return [200, { code: 200, msg: '', data: [] }];
    });

    await callDepts();

    expect(sent).toMatchObject({
      Authorization: 'Bearer tok-1',
      AppKey: 'quality-app',
      AppId: 'app-7',
      tenantappkey: 'tenant-app-3',
      resourceId: 'res-users',
      'Content-Type': 'application/json;charset=utf-8',
    });
  });

  it('sends no Authorization, tenantappkey or resourceId header when there is none to send', async () => {
    useSession.getState().setAppKey('quality-app');
    let sent: Record<string, unknown> = {};
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply((config) => {
      sent = { ...config.headers };
      return [200, { code: 200, msg: '', data: [] }];
    });

    await callDepts();

    expect(sent).toMatchObject({ AppKey: 'quality-app' });
    expect(Object.keys(sent)).not.toContain('Authorization');
    expect(Object.keys(sent)).not.toContain('tenantappkey');
    expect(Object.keys(sent)).not.toContain('resourceId');
  });

  it('lets the global request hook adjust every request', async () => {
    setRequestHook((config) => {
      config.headers.set('X-Client-Version', '1.0.0');
      return config;
    });
    let sent: Record<string, unknown> = {};
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply((config) => {
      sent = { ...config.headers };
      return [200, { code: 200, msg: '', data: [] }];
    });

    await callDepts();

    expect(sent).toMatchObject({ 'X-Client-Version': '1.0.0' });
  });

  it('waits up to ten minutes for an answer and sends no cookies', async () => {
    let timeout: number | undefined;
    let withCredentials: boolean | undefined;
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply((config) => {
      timeout = config.timeout;
      withCredentials = config.withCredentials;
      return [200, { code: 200, msg: '', data: [] }];
    });

    await callDepts();

    expect(timeout).toBe(600000);
    expect(withCredentials).toBe(false);
  });
});

describe('error catalogue', () => {
  it('asks once whether to sign in again when several calls find the session expired', async () => {
    useSession.getState().setToken('expired');
    mock
      .onGet('/api/api-system/data/dept/getDeptTree')
      .reply(200, { code: 401, msg: '令牌已过期', data: null });

    const results = await Promise.allSettled([callDepts(), callDepts()]);

    expect(results).toEqual([
      {
        status: 'rejected',
        reason: expect.objectContaining({ message: '无效的会话，或者会话已过期，请重新登录。' }),
      },
      {
        status: 'rejected',
        reason: expect.objectContaining({ message: '无效的会话，或者会话已过期，请重新登录。' }),
      },
    ]);
    expect(shown.confirm).toHaveBeenCalledTimes(1);
    expect(shown.confirm).toHaveBeenCalledWith({
      title: '系统提示',
      content: '登录状态已过期，您可以继续留在该页面，或者重新登录',
      okText: '重新登录',
      cancelText: '取消',
    });
    expect(onSessionExpired).not.toHaveBeenCalled();

    answerDialog(true);
    await settle();

    expect(useSession.getState().token).toBeUndefined();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('treats an HTTP 401 answer carrying an envelope as an expired session, and lets the user stay', async () => {
    useSession.getState().setToken('expired');
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(401, { code: 401, msg: '未登录', data: null });

    await expect(callDepts()).rejects.toThrow('无效的会话，或者会话已过期，请重新登录。');
    expect(shown.confirm).toHaveBeenCalledTimes(1);
    expect(shown.messageError).not.toHaveBeenCalled();

    answerDialog(false);
    await settle();

    expect(useSession.getState().token).toBe('expired');
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('tells the user that the operation is not permitted (403)', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(403, { code: 403, msg: '', data: null });

    await expect(callDepts()).rejects.toMatchObject({ message: '当前操作没有权限', code: 403 });
    expect(shown.notificationError).toHaveBeenCalledWith('当前操作没有权限', undefined);
  });

  it('tells the user that the resource does not exist (404)', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(404, { code: 404, data: null });

    await expect(callDepts()).rejects.toMatchObject({ message: '访问资源不存在', code: 404 });
    expect(shown.notificationError).toHaveBeenCalledWith('访问资源不存在', undefined);
  });

  it('notifies an invalid session for 3 seconds (405)', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(200, { code: 405, msg: '', data: null });

    await expect(callDepts()).rejects.toThrow('会话失效，无访问权限');
    expect(shown.notificationError).toHaveBeenCalledWith('会话失效，无访问权限', 3);
  });

  it('shows the server error as sanitised HTML and closes the loading screen (500)', async () => {
    openLoading();
    mock
      .onGet('/api/api-system/data/dept/getDeptTree')
      .reply(500, { code: 500, msg: '<b>保存失败</b><img src=x onerror=alert(1)>', data: null });

    await expect(callDepts()).rejects.toMatchObject({ code: 500 });

    expect(useGlobalLoading.getState().text).toBeNull();
    await waitFor(() => expect(shown.messageError).toHaveBeenCalledTimes(1));
    const { container } = render(shown.messageError.mock.calls[0]?.[0] as ReactNode);
    expect(container.querySelector('b')?.textContent).toBe('保存失败');
    expect(container.querySelector('img')).not.toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('notifies any other code with the server message, then rejects', async () => {
    mock
      .onGet('/api/api-system/data/dept/getDeptTree')
      .reply(200, { code: 601, msg: '部门名称已存在', data: null });

    await expect(callDepts()).rejects.toMatchObject({ message: '部门名称已存在', code: 601 });
    expect(shown.notificationError).toHaveBeenCalledWith('部门名称已存在', undefined);
  });

  it('falls back to the unknown-error text when the server gives no message', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(200, { code: 418, data: null });

    await expect(callDepts()).rejects.toThrow('系统未知错误，请反馈给管理员');
    expect(shown.notificationError).toHaveBeenCalledWith('系统未知错误，请反馈给管理员', undefined);
  });

  it('tells the user to check the network when the server cannot be reached', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').networkError();

    await expect(callDepts()).rejects.toThrow('后端接口连接异常，请检查网络连接是否正常');
    expect(shown.messageError).toHaveBeenCalledWith('后端接口连接异常，请检查网络连接是否正常', 5);
  });

  it('tells the user to try later when the call times out', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').timeout();

    await expect(callDepts()).rejects.toThrow('系统接口请求超时，请稍后再试');
    expect(shown.messageError).toHaveBeenCalledWith('系统接口请求超时，请稍后再试', 5);
  });

  it('names the HTTP status when the server fails without an envelope', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(502, '<html>Bad Gateway</html>');

    await expect(callDepts()).rejects.toMatchObject({ message: '系统接口502异常', code: 502 });
    expect(shown.messageError).toHaveBeenCalledWith('系统接口502异常', 5);
  });

  it('leaves the telling to a caller that shows failures itself, even for an expired session', async () => {
    mock
      .onPost('/api/api-system/data/tenantuser/login')
      .replyOnce(400, { code: 400, msg: '用户名或密码错误', data: null })
      .onPost('/api/api-system/data/tenantuser/login')
      .replyOnce(401, { code: 401, msg: '', data: null })
      .onPost('/api/api-system/data/tenantuser/login')
      .networkErrorOnce();
    const signIn = () =>
      request({ method: 'post', url: '/api/api-system/data/tenantuser/login', data: {}, silent: true });

    await expect(signIn()).rejects.toMatchObject({ message: '用户名或密码错误', code: 400 });
    await expect(signIn()).rejects.toMatchObject({ code: 401 });
    await expect(signIn()).rejects.toThrow('后端接口连接异常，请检查网络连接是否正常');
    expect(shown.notificationError).not.toHaveBeenCalled();
    expect(shown.messageError).not.toHaveBeenCalled();
    expect(shown.confirm).not.toHaveBeenCalled();
  });

  it('shows nothing for a call the page cancelled', async () => {
    mock.onGet('/api/api-system/data/dept/getDeptTree').reply(200, { code: 200, msg: '', data: [] });
    const controller = new AbortController();
    controller.abort();

    await expect(
      request({ method: 'get', url: '/api/api-system/data/dept/getDeptTree', signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(shown.messageError).not.toHaveBeenCalled();
    expect(shown.notificationError).not.toHaveBeenCalled();
  });
});
