import { screen } from '@testing-library/react';
import { message } from 'antd';
import { afterEach, expect, it, vi } from 'vitest';
import { toggleFullscreen } from './fullscreen';

function fakeFullscreenApi(initialElement: Element | null) {
  let element = initialElement;
  const request = vi.fn(async () => {
    element = document.documentElement;
  });
  const exit = vi.fn(async () => {
    element = null;
  });
  Object.defineProperty(document, 'fullscreenEnabled', { configurable: true, get: () => true });
  Object.defineProperty(document, 'fullscreenElement', { configurable: true, get: () => element });
  Object.defineProperty(document, 'exitFullscreen', { configurable: true, value: exit });
  Object.defineProperty(document.documentElement, 'requestFullscreen', {
    configurable: true,
    value: request,
  });
  return { request, exit };
}

afterEach(() => {
  for (const property of ['fullscreenEnabled', 'fullscreenElement', 'exitFullscreen']) {
    Reflect.deleteProperty(document, property);
  }
  Reflect.deleteProperty(document.documentElement, 'requestFullscreen');
  message.destroy();
});

it('warns "you browser can not work" where the Fullscreen API is missing', async () => {
  // jsdom has no Fullscreen API, like the browsers this warning is for.
  await toggleFullscreen();

  expect(await screen.findByText('you browser can not work')).toBeTruthy();
});

it('hands the warning to the given antd message function', async () => {
  const warn = vi.fn();

  await toggleFullscreen(warn);

  expect(warn).toHaveBeenCalledWith('you browser can not work');
});

it('enters fullscreen with the whole page, then leaves it', async () => {
  const { request, exit } = fakeFullscreenApi(null);
  const warn = vi.fn();

  await toggleFullscreen(warn);
  expect(request).toHaveBeenCalledTimes(1);
  expect(exit).not.toHaveBeenCalled();

  await toggleFullscreen(warn);
  expect(exit).toHaveBeenCalledTimes(1);
  expect(warn).not.toHaveBeenCalled();
});
