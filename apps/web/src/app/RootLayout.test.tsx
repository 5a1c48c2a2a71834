import { fireEvent, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, expect, it, vi } from 'vitest';
import { http } from '../api/request';
import { healthyAnswer } from '../test/fixtures';
import { renderApp, resetApp, savedSession, serveSession } from '../test/renderApp';

const mock = new MockAdapter(http);

afterEach(() => {
  mock.reset();
  resetApp();
  vi.restoreAllMocks();
});

it('starts every screen the user navigates to at the top of the page', async () => {
  savedSession();
  serveSession(mock);
  mock.onGet('/api/health').reply(200, healthyAnswer);
  renderApp('/missing');
  await screen.findByRole('button', { name: '返回首页' });
  const scrollTo = vi.spyOn(window, 'scrollTo');

  fireEvent.click(screen.getByRole('button', { name: '返回首页' }));

  await screen.findByRole('heading', { level: 2, name: '企业质量合规综合服务平台' });
  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
