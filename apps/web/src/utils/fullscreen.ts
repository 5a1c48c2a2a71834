// The navbar's fullscreen toggle (spec §2.4) over the standard Fullscreen API. Browsers without it (or
// pages in an iframe that does not allow it) get the warning of spec §8, word for word.
import { message } from 'antd';

export const FULLSCREEN_UNSUPPORTED = 'you browser can not work';

export function isFullscreen(): boolean {
  return document.fullscreenElement != null;
}

/** Calls `listener` whenever the page enters or leaves fullscreen (also by Esc); returns the unsubscribe. */
export function onFullscreenChange(listener: () => void): () => void {
  document.addEventListener('fullscreenchange', listener);
  return () => document.removeEventListener('fullscreenchange', listener);
}

/**
 * Enters fullscreen with the whole page, or leaves it. `warn` shows the unsupported warning; pass the
 * `message.warning` of antd's `App.useApp()` so that it follows the theme. The static one is the
 * fallback outside antd's <App>.
 */
export async function toggleFullscreen(warn: (text: string) => void = (text) => void message.warning(text)) {
  if (!document.fullscreenEnabled) {
    warn(FULLSCREEN_UNSUPPORTED);
    return;
  }
  if (isFullscreen()) await document.exitFullscreen();
  else await document.documentElement.requestFullscreen();
}
