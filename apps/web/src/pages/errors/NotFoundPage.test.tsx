import { fireEvent, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, expect, it } from 'vitest';
import { http } from '../../api/request';
import { healthyAnswer } from '../../test/fixtures';
import { renderRoute } from '../../test/renderRoute';

const mock = new MockAdapter(http);

afterEach(() => {
  mock.reset();
});

it('tells the user an unknown address does not exist and takes them back home', async () => {
  mock.onGet('/api/health').reply(200, healthyAnswer);
  const router = renderRoute('/no/such/page');

  expect(screen.getByText('抱歉，您访问的页面不存在或已被移除。')).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: '返回首页' }));

  expect(router.state.location.pathname).toBe('/');
  expect(await screen.findByRole('heading', { level: 1, name: '企业质量合规综合服务平台' })).toBeTruthy();
});
