import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { expect, it } from 'vitest';
import { RouteProgress } from './RouteProgress';

it('shows a progress bar while the next page loads, and none once it is there', async () => {
  let finishLoading: (page: { Component: () => string }) => void = () => {};
  const router = createMemoryRouter([
    {
      Component: () => (
        <>
          <RouteProgress />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', Component: () => '首页' },
        { path: '/slow', lazy: () => new Promise((resolve) => (finishLoading = resolve)) },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  expect(await screen.findByText('首页')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();

  act(() => void router.navigate('/slow'));
  expect(await screen.findByRole('progressbar')).toBeTruthy();

  await act(async () => finishLoading({ Component: () => '慢页面' }));
  expect(await screen.findByText('慢页面')).toBeTruthy();
  expect(screen.queryByRole('progressbar')).toBeNull();
});
