// Whether the person asked their system or browser for less motion (prefers-reduced-motion). The app
// then turns antd's motion off: dialogs, drawers, menus and messages appear and go without zooming,
// sliding or fading, so nothing moves under a pointer that is about to click it.
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const mediaQuery = (): MediaQueryList | undefined =>
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(QUERY) : undefined;

function subscribe(onChange: () => void): () => void {
  const list = mediaQuery();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

const prefersReducedMotion = (): boolean => mediaQuery()?.matches ?? false;

/** Follows the preference live: changing it in the system settings applies without a reload. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, prefersReducedMotion, () => false);
}
