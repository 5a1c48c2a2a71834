import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { easeInOutQuad, scrollTo } from './scrollTo';

describe('easeInOutQuad', () => {
  it('starts and ends where asked and is half-way at half time', () => {
    expect(easeInOutQuad(0, 800, -800, 800)).toBe(800);
    expect(easeInOutQuad(400, 800, -800, 800)).toBe(400);
    expect(easeInOutQuad(800, 800, -800, 800)).toBe(0);
  });

  it('moves slowly at the start and the end', () => {
    const firstTenth = 800 - easeInOutQuad(80, 800, -800, 800);
    const middleTenth = easeInOutQuad(360, 800, -800, 800) - easeInOutQuad(440, 800, -800, 800);
    expect(firstTenth).toBeLessThan(middleTenth / 4);
  });
});

describe('scrollTo', () => {
  const jsdomScrollY = Object.getOwnPropertyDescriptor(window, 'scrollY')!;
  let positions: number[];

  beforeEach(() => {
    vi.useFakeTimers();
    positions = [];
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    vi.spyOn(window, 'scrollTo').mockImplementation(((x: number, y: number) => {
      positions.push(y);
    }) as typeof window.scrollTo);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    Object.defineProperty(window, 'scrollY', jsdomScrollY);
  });

  it('reaches the top after 800 ms, moving gradually', () => {
    const done = vi.fn();
    scrollTo(0, 800, done);

    vi.advanceTimersByTime(400);
    const halfWay = positions.at(-1)!;
    expect(halfWay).toBeGreaterThan(300);
    expect(halfWay).toBeLessThan(500);
    expect(done).not.toHaveBeenCalled();

    vi.advanceTimersByTime(450);
    expect(positions.at(-1)).toBe(0);
    expect(done).toHaveBeenCalledTimes(1);
    // Every frame is at or above the next: the page never jumps back down.
    expect(positions).toEqual([...positions].sort((a, b) => b - a));
  });

  it('stops animating once it has arrived', () => {
    scrollTo(0);
    vi.advanceTimersByTime(1000);
    const frames = positions.length;

    vi.advanceTimersByTime(1000);
    expect(positions).toHaveLength(frames);
  });

  it('jumps at once when given no time', () => {
    const done = vi.fn();

    scrollTo(0, 0, done);

    expect(positions).toEqual([0]);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('lets a new scroll take over from one still running', () => {
    const first = vi.fn();
    scrollTo(0, 800, first);
    vi.advanceTimersByTime(200);

    scrollTo(1600, 800);
    vi.advanceTimersByTime(1000);

    expect(first).not.toHaveBeenCalled();
    expect(positions.at(-1)).toBe(1600);
  });
});
