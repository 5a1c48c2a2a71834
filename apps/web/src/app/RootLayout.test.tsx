import { fireEvent, screen } from '@testing-library/react';
import MockAdapter from 'axios-mock-adapter';
import { afterEach, expect, it, vi } from 'vitest';
import { http } from '../api/request';
import { healthyAnswer } from '../test/fixtures';
import { renderRoute } from '../test/renderRoute';

const mock = new MockAdapter(http);

afterEach(() => {
  mock.reset();
  vi.restoreAllMocks();
});

it('starts every screen the user navigates to at the top of the page', () => {
  mock.onGet('/api/health').reply(200, healthyAnswer);
  renderRoute('/missing');
  const scrollTo = vi.spyOn(window, 'scrollTo');

  fireEvent.click(screen.getByRole('button', { name: '返回首页' }));

  expect(scrollTo).toHaveBeenCalledWith(0, 0);
});
