import { fireEvent, screen, waitFor } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, beforeEach, expect, it, vi, type MockInstance } from 'vitest';
import { http } from '../../api/request';
import { browser } from '../../app/browser';
import { useSession } from '../../stores/session';
import { answer, API, renderApp, resetApp, savedSession, serveSession } from '../../test/renderApp';

const mock = new MockAdapter(http);
let sentTo: MockInstance<(href: string) => void>;

beforeEach(() => {
  sentTo = vi.spyOn(browser, 'assign').mockImplementation(() => {});
  serveSession(mock);
});

afterEach(() => {
  mock.reset();
  resetApp();
  vi.restoreAllMocks();
});

it('tells the user they have no access, and sends them to sign in again', async () => {
  useSession.getState().setAppKey('quality');
  renderApp('/401');

  expect(await screen.findByText('您没有访问权限')).toBeTruthy();
  expect(screen.getByRole('button', { name: '返回首页' })).toBeTruthy();
  fireEvent.click(screen.getByRole('button', { name: '重新登录' }));

  await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/sso?redirect=appkey%3Dquality'));
  expect(mock.history.post).toEqual([]);
});

it('ends a session that is still there before signing in again', async () => {
  savedSession('tok-refused', 'quality');
  mock.onPost(`${API}/tenantuser/logout`).reply(200, answer(null));
  renderApp('/401');

  fireEvent.click(await screen.findByRole('button', { name: '重新登录' }));

  await waitFor(() => expect(sentTo).toHaveBeenCalledWith('/sso?redirect=appkey%3Dquality'));
  expect(mock.history.post.map((call) => call.url)).toEqual([`${API}/tenantuser/logout`]);
  expect(useSession.getState().token).toBeUndefined();
});
