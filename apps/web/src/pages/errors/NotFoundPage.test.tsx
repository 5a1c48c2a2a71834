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

// Every public page of spec §2.2 now exists: a visitor without a token gets the page, not sign-on and not
// the not-found page.
it('shows a visitor without a token a public page rather than sending them to sign on', async () => {
  mock.onGet('/api/api-system/data/content/public/page').reply(200, {
    code: 200,
    msg: '',
    data: {
      kind: 'privacypolicy',
      language: 'zh-CN',
      title: '隐私政策',
      body: '<p>我们重视您的个人信息保护。</p>',
      version: 1,
      publishedAt: '2026-10-29T08:00:00Z',
      tenant: null,
      form: null,
      receiver: null,
    },
  });
  renderApp('/privacypolicy');

  expect(await screen.findByText('我们重视您的个人信息保护。')).toBeTruthy();
  expect(screen.queryByText('抱歉，您访问的页面不存在或已被移除。')).toBeNull();
  expect(window.location.pathname).toBe('/privacypolicy');
});
