import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http } from '../../../api/request';
import { browser } from '../../../app/browser';
import { useSession } from '../../../stores/session';
import { myApps, qualityApp } from '../../../test/people';
import { answer, API, renderApp, resetApp } from '../../../test/renderApp';

const mock = new MockAdapter(http);
let sentTo: MockInstance<(href: string) => void>;

const captchaImage = (n: number) => `data:image/svg+xml;base64,${btoa(`<svg id="${n}"/>`)}`;
let captchasIssued = 0;

beforeEach(() => {
  sentTo = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  captchasIssued = 0;
  mock.onGet(`${API}/verify/verifyCode`).reply(() => {
    captchasIssued += 1;
    return [
      200,
      answer({ uuid: `uuid-${captchasIssued}`, img: captchaImage(captchasIssued), captchaEnabled: false }),
    ];
  });
  mock.onGet(`${API}/app/getMyApps`).reply(200, answer(myApps));
  mock
    .onGet(`${API}/data/app/getSSOApp`)
    .reply(200, answer({ ...qualityApp, id: 'app-cert', key: 'cert', name: '认证服务' }));
});

afterEach(() => {
  mock.reset();
  resetApp();
  vi.restoreAllMocks();
});

function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function sentBody(url: string) {
  const call = mock.history.post.filter((entry) => entry.url === url).at(-1);
  return JSON.parse(call?.data as string) as Record<string, unknown>;
}

describe('signing in with a password', () => {
  it('offers password and SMS sign-in, and names the app being signed into', async () => {
    renderApp('/sso?redirect=appkey%3Dcert');

    expect(await screen.findByRole('tab', { name: '账号登录' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: '短信登录' })).toBeTruthy();
    expect(await screen.findByText('登录到 认证服务')).toBeTruthy();
    expect(mock.history.get.find((call) => call.url === `${API}/data/app/getSSOApp`)?.params).toEqual({
      key: 'cert',
    });
  });

  it('signs in with the username trimmed and hands the session to the app asked for', async () => {
    mock.onPost(`${API}/tenantuser/login`).reply(200, answer({ token: 'tok-new' }));
    renderApp('/sso?redirect=appkey%3Dcert');
    await screen.findByRole('tab', { name: '账号登录' });

    type('账号', '  staff_a  ');
    type('密码', 'Demo@123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/?token=tok-new&key=cert'));
    expect(sentBody(`${API}/tenantuser/login`)).toEqual({ username: 'staff_a', pwd: 'Demo@123' });
    expect(mock.history.get.find((call) => call.url === `${API}/app/getMyApps`)?.headers?.Authorization).toBe(
      'Bearer tok-new',
    );
    expect(useSession.getState()).toMatchObject({ token: 'tok-new', appKey: 'cert', firstRouter: true });
  });

  it('shows a refusal next to the form, then asks for the image captcha', async () => {
    mock
      .onPost(`${API}/tenantuser/login`)
      .replyOnce(400, {
        code: 400,
        msg: '用户名或密码错误',
        data: { errors: [{ field: 'body.pwd', reason: '用户名或密码错误' }] },
      })
      .onPost(`${API}/tenantuser/login`)
      .reply(200, answer({ token: 'tok-new' }));
    renderApp('/sso');
    await screen.findByRole('tab', { name: '账号登录' });
    expect(screen.queryByLabelText('验证码')).toBeNull();

    type('账号', 'staff_a');
    type('密码', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '用户名或密码错误');
    // Shown once, here: the request client's own toast is not added to it.
    expect(screen.getAllByText('用户名或密码错误')).toHaveLength(1);
    await screen.findByLabelText('验证码');
    await waitFor(() => expect(screen.getByAltText('图形验证码').getAttribute('src')).toBe(captchaImage(2)));

    type('密码', 'Demo@123');
    type('验证码', ' ab12 ');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/?token=tok-new&key=quality'));
    expect(sentBody(`${API}/tenantuser/login`)).toEqual({
      username: 'staff_a',
      pwd: 'Demo@123',
      code: 'ab12',
      uuid: 'uuid-2',
    });
  });

  it('puts a captcha refusal under the captcha and shows a new image; a click on the image shows another', async () => {
    mock.onGet(`${API}/verify/verifyCode`).reply(() => {
      captchasIssued += 1;
      return [
        200,
        answer({ uuid: `uuid-${captchasIssued}`, img: captchaImage(captchasIssued), captchaEnabled: true }),
      ];
    });
    mock.onPost(`${API}/tenantuser/login`).reply(400, {
      code: 400,
      msg: '验证码错误或已过期',
      data: { errors: [{ field: 'body.code', reason: '验证码错误或已过期' }] },
    });
    renderApp('/sso');

    await screen.findByLabelText('验证码');
    type('账号', 'staff_a');
    type('密码', 'Demo@123');
    type('验证码', 'zzzz');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('验证码错误或已过期')).toBeTruthy();
    expect(screen.queryByRole('alert', { name: '' })).toBeNull();
    expect(screen.getByLabelText('验证码')).toHaveProperty('value', '');
    await waitFor(() => expect(screen.getByAltText('图形验证码').getAttribute('src')).toBe(captchaImage(2)));

    fireEvent.click(screen.getByRole('button', { name: '看不清？点击刷新' }));

    await waitFor(() => expect(screen.getByAltText('图形验证码').getAttribute('src')).toBe(captchaImage(3)));
  });

  it('tells a user who may use no app at all, and ends the new session', async () => {
    mock.onPost(`${API}/tenantuser/login`).reply(200, answer({ token: 'tok-lonely' }));
    mock.onGet(`${API}/app/getMyApps`).reply(200, answer([]));
    mock.onPost(`${API}/tenantuser/logout`).reply(200, answer(null));
    renderApp('/sso');
    await screen.findByRole('tab', { name: '账号登录' });

    type('账号', 'lonely');
    type('密码', 'Demo@123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('您的账号还没有开通任何应用，请联系管理员开通后再登录。')).toBeTruthy();
    expect(sentTo).not.toHaveBeenCalled();
    expect(useSession.getState().token).toBeUndefined();
    expect(mock.history.post.map((call) => call.url)).toContain(`${API}/tenantuser/logout`);
  });
});

describe('signing in with an SMS code', () => {
  async function openSmsTab() {
    renderApp('/sso');
    fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
    return within(await screen.findByRole('tabpanel', { name: '短信登录' }));
  }

  it('sends a code to the trimmed number, counts down to the next one and signs in', async () => {
    mock
      .onGet(`${API}/sms/getCheckCode`)
      .reply(200, answer({ expiresInSeconds: 300, resendAfterSeconds: 60 }));
    mock.onPost(`${API}/tenantuser/loginByMobile`).reply(200, answer({ token: 'tok-sms' }));
    const panel = await openSmsTab();

    fireEvent.change(panel.getByLabelText('手机号'), { target: { value: ' 13800000001 ' } });
    fireEvent.click(panel.getByRole('button', { name: '获取验证码' }));

    const countdown = (await panel.findByText(/^\d+秒后重新获取$/)).closest('button');
    expect(countdown).toHaveProperty('disabled', true);
    // The server's 60 seconds, less what has ticked away while the page was queried.
    expect(Number(/\d+/.exec(countdown?.textContent ?? '')?.[0])).toBeGreaterThan(55);
    expect(mock.history.get.find((call) => call.url === `${API}/sms/getCheckCode`)?.params).toEqual({
      mobile: '13800000001',
    });

    fireEvent.change(panel.getByLabelText('短信验证码'), { target: { value: '123456' } });
    fireEvent.click(panel.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/?token=tok-sms&key=quality'));
    expect(sentBody(`${API}/tenantuser/loginByMobile`)).toEqual({ mobile: '13800000001', code: '123456' });
  });

  it('asks for the image captcha when the server wants it before sending a code', async () => {
    mock
      .onGet(`${API}/sms/getCheckCode`)
      .replyOnce(400, {
        code: 400,
        msg: '请输入验证码',
        data: { errors: [{ field: 'body.code', reason: '请输入验证码' }] },
      })
      .onGet(`${API}/sms/getCheckCode`)
      .reply(200, answer({ expiresInSeconds: 300, resendAfterSeconds: 60 }));
    const panel = await openSmsTab();

    fireEvent.change(panel.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(panel.getByRole('button', { name: '获取验证码' }));

    expect(await panel.findByText('请输入验证码')).toBeTruthy();
    await waitFor(() => expect(panel.getByAltText('图形验证码')).toBeTruthy());
    fireEvent.change(panel.getByLabelText('验证码'), { target: { value: 'k7p2' } });
    fireEvent.click(panel.getByRole('button', { name: '获取验证码' }));

    await panel.findByText(/^\d+秒后重新获取$/);
    const sends = mock.history.get.filter((call) => call.url === `${API}/sms/getCheckCode`);
    expect(sends.at(-1)?.params).toEqual({ mobile: '13800000001', code: 'k7p2', uuid: expect.any(String) });
  });

  it('refuses to send a code to a number that is not a mobile number', async () => {
    const panel = await openSmsTab();

    fireEvent.change(panel.getByLabelText('手机号'), { target: { value: '1234' } });
    fireEvent.click(panel.getByRole('button', { name: '获取验证码' }));

    expect(await panel.findByText('请输入正确的手机号')).toBeTruthy();
    expect(mock.history.get.filter((call) => call.url === `${API}/sms/getCheckCode`)).toHaveLength(0);
  });
});
