import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { TestProviders } from '../TestProviders';
import { FullscreenToggle } from './FullscreenToggle';

afterEach(() => {
  for (const property of ['fullscreenEnabled', 'fullscreenElement'])
    Reflect.deleteProperty(document, property);
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
});

it('warns "you browser can not work" where fullscreen is unsupported', async () => {
  render(<FullscreenToggle />, { wrapper: TestProviders });

  fireEvent.click(screen.getByRole('button', { name: '全屏' }));

  expect(await screen.findByText('you browser can not work')).toBeTruthy();
});

it('enters fullscreen and then offers to leave it', async () => {
  let element: Element | null = null;
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  const request = vi.fn(async () => {
    element = document.documentElement;
    document.dispatchEvent(new Event('fullscreenchange'));
  });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: request,
  });
  render(<FullscreenToggle />, { wrapper: TestProviders });

  await act(async () => fireEvent.click(screen.getByRole('button', { name: '全屏' })));

  expect(request).toHaveBeenCalledTimes(1);
  expect(screen.getByRole('button', { name: '退出全屏' })).toBeTruthy();
});
