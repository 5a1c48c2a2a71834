// Smooth scrolling of the page (spec §9: a pager scrolls back to the top over 800 ms after a change).
// Animated frame by frame rather than with `behavior: 'smooth'`, whose duration the browser picks.

export const SCROLL_DURATION_MS = 800;

/**
 * Quadratic ease-in-out: the position at `elapsed` ms of a move from `start` by `change` that lasts
 * `duration` ms. Slow at both ends, half-way at half time.
 */
export function easeInOutQuad(elapsed: number, start: number, change: number, duration: number): number {
  const t = (elapsed / duration) * 2;
  if (t < 1) return (change / 2) * t * t + start;
  const u = t - 1;
  return (-change / 2) * (u * (u - 2) - 1) + start;
}

// Only one scroll runs at a time: a new one (the user pages again mid-scroll) takes over from the old.
let runningFrame: number | undefined;

/** Scrolls the window to `to` px from the top over `duration` ms, then calls `onDone`. */
export function scrollTo(to: number, duration: number = SCROLL_DURATION_MS, onDone?: () => void): void {
  if (runningFrame !== undefined) cancelAnimationFrame(runningFrame);
  runningFrame = undefined;
  if (duration <= 0) {
    window.scrollTo(0, to);
    onDone?.();
    return;
  }
  const start = window.scrollY;
  const change = to - start;
  let startedAt: number | undefined;
  const step = (now: number): void => {
    startedAt ??= now;
    const elapsed = Math.min(now - startedAt, duration);
    window.scrollTo(0, easeInOutQuad(elapsed, start, change, duration));
    if (elapsed < duration) {
      runningFrame = requestAnimationFrame(step);
      return;
    }
    runningFrame = undefined;
    onDone?.();
  };
  runningFrame = requestAnimationFrame(step);
}
