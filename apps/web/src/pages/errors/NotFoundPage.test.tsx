import { fireEvent, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, expect, it } from 'vitest';
import { http } from '../../api/request';
import { healthyAnswer } from '../../test/fixtures';
import { renderApp, resetApp, savedSession, serveSession } from '../../test/renderApp';

const mock = new MockAdapter(http);

afterEach(() => {
  mock.reset();
  resetApp();
});

it('tells a signed-in user an unknown address does not exist and takes them back home', async () => {
  savedSession();
  serveSession(mock);
  mock.onGet('/api/health').reply(200, healthyAnswer);
  renderApp('/no/such/page');

  expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除。')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '返回首页' }));

  expect(await screen.findByRole('heading', { level: 2, name: '企业质量合规综合服务平台' })).toBeTruthy();
  expect(window.location.pathname).toBe('/index');
});

it('tells a visitor without a token that a public page does not exist yet', async () => {
  renderApp('/privacypolicy');

  expect(await screen.findByText('抱歉，您访问的页面不存在或已被移除。')).toBeTruthy();
});
