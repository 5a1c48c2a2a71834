import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { http } from '../../../api/request';
import { browser } from '../../../app/browser';
import { useSession } from '../../../stores/session';
import { myApps, qualityApp } from '../../../test/people';
import { answer, API, renderApp, resetApp } from '../../../test/renderApp';

const mock = new MockAdapter(http);
let sentTo: MockInstance<(href: string) => void>;

/** Signs the challenges these tests serve, as the server's per-challenge keys do. */
const SECRET = 'test-signing-key';
const KEY_SECRET = 'test-key-signing-key';

/** A challenge as the server makes it (altcha-lib on Node), small enough for a test to solve. */
async function issued(level = 1) {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 10,
    counter: 5 + level * 10,
    deriveKey,
    data: { id: `challenge-${level}`, level },
    expiresAt: new Date(Date.now() + 300_000),
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });
  return answer({ captchaEnabled: true, uuid: `challenge-${level}`, level, challenge });
}

/** Whether a login body's `code` is a real solution of a challenge served here, and of which. */
async function checkedSolution(code: unknown) {
  const { challenge, solution } = JSON.parse(atob(code as string));
  const result = await verifySolution({
    challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });
  return { verified: result.verified, id: challenge.parameters.data.id as string };
}

beforeEach(() => {
  sentTo = vi.spyOn(browser, 'assign').mockImplementation(() => {});
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

  it('asks nothing of the server but the sign-in while no challenge is needed', async () => {
    mock.onPost(`${API}/tenantuser/login`).reply(200, answer({ token: 'tok-new' }));
    renderApp('/sso');
    await screen.findByRole('tab', { name: '账号登录' });

    type('账号', 'staff_a');
    type('密码', 'Demo@123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalled());
    expect(mock.history.get.filter((call) => call.url === `${API}/verify/verifyCode`)).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows a refusal next to the form, then does the challenge the server asks and signs in with it', async () => {
    mock
      .onPost(`${API}/tenantuser/login`)
      .replyOnce(400, {
        code: 400,
        msg: '用户名或密码错误',
        data: { errors: [{ field: 'body.pwd', reason: '用户名或密码错误' }] },
      })
      .onPost(`${API}/tenantuser/login`)
      .reply(200, answer({ token: 'tok-new' }));
    mock.onGet(`${API}/verify/verifyCode`).reply(async () => [200, await issued(1)]);
    renderApp('/sso');
    await screen.findByRole('tab', { name: '账号登录' });

    type('账号', ' staff_a ');
    type('密码', 'wrong');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', '用户名或密码错误');
    // Shown once, here: the request client's own toast is not added to it.
    expect(screen.getAllByText('用户名或密码错误')).toHaveLength(1);
    // The work for the next attempt starts at once, for the account just tried.
    expect(await screen.findByText('安全验证已完成')).toBeTruthy();
    expect(mock.history.get.find((call) => call.url === `${API}/verify/verifyCode`)?.params).toEqual({
      username: 'staff_a',
    });

    type('密码', 'Demo@123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/?token=tok-new&key=quality'));
    const body = sentBody(`${API}/tenantuser/login`);
    expect(body).toMatchObject({ username: 'staff_a', pwd: 'Demo@123', code: expect.any(String) });
    expect(await checkedSolution(body.code)).toEqual({ verified: true, id: 'challenge-1' });
  });

  it('does the challenge and sends the sign-in again, once, when the server asks one the page did not expect', async () => {
    mock
      .onPost(`${API}/tenantuser/login`)
      .replyOnce(400, {
        code: 400,
        msg: 'body.code：请输入验证码',
        data: { errors: [{ field: 'body.code', reason: '请输入验证码' }] },
      })
      .onPost(`${API}/tenantuser/login`)
      .reply(200, answer({ token: 'tok-new' }));
    mock.onGet(`${API}/verify/verifyCode`).reply(async () => [200, await issued(2)]);
    renderApp('/sso');
    await screen.findByRole('tab', { name: '账号登录' });

    type('账号', 'staff_a');
    type('密码', 'Demo@123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/?token=tok-new&key=quality'));
    const logins = mock.history.post.filter((call) => call.url === `${API}/tenantuser/login`);
    expect(logins).toHaveLength(2);
    expect(JSON.parse(logins[0]!.data as string)).toEqual({ username: 'staff_a', pwd: 'Demo@123' });
    expect(await checkedSolution(JSON.parse(logins[1]!.data as string).code)).toEqual({
      verified: true,
      id: 'challenge-2',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the server's refusal of a solution, without trying again and again", async () => {
    mock.onPost(`${API}/tenantuser/login`).reply(400, {
      code: 400,
      msg: 'body.code：验证码错误或已过期',
      data: { errors: [{ field: 'body.code', reason: '验证码错误或已过期' }] },
    });
    mock.onGet(`${API}/verify/verifyCode`).reply(async () => [200, await issued(1)]);
    renderApp('/sso');
    await screen.findByRole('tab', { name: '账号登录' });

    type('账号', 'staff_a');
    type('密码', 'Demo@123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'body.code：验证码错误或已过期');
    expect(mock.history.post.filter((call) => call.url === `${API}/tenantuser/login`)).toHaveLength(2);
  });

  it('says so when the challenge cannot be done, and signs in on the next try', async () => {
    mock
      .onPost(`${API}/tenantuser/login`)
      .replyOnce(400, {
        code: 400,
        msg: 'body.code：请输入验证码',
        data: { errors: [{ field: 'body.code', reason: '请输入验证码' }] },
      })
      .onPost(`${API}/tenantuser/login`)
      .reply(200, answer({ token: 'tok-new' }));
    const broken = (await issued(1)).data;
    // An algorithm the browser cannot run.
    broken.challenge.parameters.algorithm = 'ARGON2ID';
    mock
      .onGet(`${API}/verify/verifyCode`)
      .replyOnce(200, answer(broken))
      .onGet(`${API}/verify/verifyCode`)
      .reply(async () => [200, await issued(1)]);
    renderApp('/sso');
    await screen.findByRole('tab', { name: '账号登录' });

    type('账号', 'staff_a');
    type('密码', 'Demo@123');
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByText('安全验证未能完成，请重试')).toBeTruthy();
    expect(screen.getByRole('button', { name: '登录' })).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/?token=tok-new&key=quality'));
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

  it('does the challenge the server asks before it sends a code, and asks again with the solution', async () => {
    mock
      .onGet(`${API}/sms/getCheckCode`)
      .replyOnce(400, {
        code: 400,
        msg: 'query.code：请输入验证码',
        data: { errors: [{ field: 'query.code', reason: '请输入验证码' }] },
      })
      .onGet(`${API}/sms/getCheckCode`)
      .reply(200, answer({ expiresInSeconds: 300, resendAfterSeconds: 60 }));
    mock.onGet(`${API}/verify/verifyCode`).reply(async () => [200, await issued(1)]);
    const panel = await openSmsTab();

    fireEvent.change(panel.getByLabelText('手机号'), { target: { value: '13800000001' } });
    fireEvent.click(panel.getByRole('button', { name: '获取验证码' }));

    await panel.findByText(/^\d+秒后重新获取$/);
    expect(panel.getByText('安全验证已完成')).toBeTruthy();
    const sends = mock.history.get.filter((call) => call.url === `${API}/sms/getCheckCode`);
    expect(sends.map((call) => Object.keys(call.params as object))).toEqual([['mobile'], ['mobile', 'code']]);
    expect(await checkedSolution(sends[1]!.params.code)).toEqual({ verified: true, id: 'challenge-1' });
    // The challenge for a code is the address's: no account is named.
    expect(mock.history.get.find((call) => call.url === `${API}/verify/verifyCode`)?.params).toBeUndefined();
  });

  it('refuses to send a code to a number that is not a mobile number', async () => {
    const panel = await openSmsTab();

    fireEvent.change(panel.getByLabelText('手机号'), { target: { value: '1234' } });
    fireEvent.click(panel.getByRole('button', { name: '获取验证码' }));

    expect(await panel.findByText('请输入正确的手机号')).toBeTruthy();
    expect(mock.history.get.filter((call) => call.url === `${API}/sms/getCheckCode`)).toHaveLength(0);
  });
});
