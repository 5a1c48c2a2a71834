import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import './i18n';

afterEach(async () => {
  cleanup();
  // Unmounting commits, and React flushes that commit's passive effects in a scheduler task
  // (setImmediate). Let it run while the DOM still exists: after a file's last test, vitest tears jsdom
  // down, and the task then failed the whole run with "window is not defined" (an unhandled error).
  await new Promise((resolve) => setImmediate(resolve));
});

// Many tests start the whole app (session load, lazy page chunks, antd's styles) in jsdom, which takes
// seconds; the first visit to a page in a test file also waits for its module to be compiled. A role
// query with a name on a full shell page works out computed styles against antd's whole stylesheet
// (about half a megabyte) after each change to the page. jsdom's selector engine, nwsapi, is pinned to
// 2.2.24 in the root package.json: later versions keep at most 1,000 compiled selectors, fewer than
// antd's stylesheet has, so each of those queries compiled every selector again (Navbar.test 63 s → 12 s).
configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

// jsdom lacks a few browser APIs that antd's responsive and measuring components (tabs, overflow
// menus) and the router's scroll reset call.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  });
}

// jsdom's own scrollTo only reports "not implemented"; tests that care spy on this one.
window.scrollTo = () => {};

// Nothing in jsdom has a size, so there is never a resize to report.
if (!window.ResizeObserver) {
  window.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

// jsdom's getComputedStyle rejects a pseudo-element argument, which antd passes when measuring the
// scrollbar; the element's own style is a fine answer for tests.
const elementStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => elementStyle(element);
