import { describe, expect, it } from 'vitest';
import { scrollLeftToReveal } from './tagScroll';

describe('keeping the active tag in sight', () => {
  const bar = { scrollLeft: 100, width: 300 };

  it('does not move a bar that shows the tag whole', () => {
    expect(scrollLeftToReveal(bar, { left: 150, width: 80 })).toBe(100);
  });

  it('scrolls back to a tag cut off on the left, leaving 4 px before it', () => {
    expect(scrollLeftToReveal(bar, { left: 90, width: 80 })).toBe(86);
  });

  it('scrolls on to a tag cut off on the right, leaving 4 px after it', () => {
    expect(scrollLeftToReveal(bar, { left: 380, width: 80 })).toBe(164);
  });

  it('never scrolls before the start of the bar', () => {
    expect(scrollLeftToReveal(bar, { left: 2, width: 80 })).toBe(0);
  });

  it('keeps the padding even for a tag that just fits', () => {
    expect(scrollLeftToReveal(bar, { left: 100, width: 80 })).toBe(96);
  });
});
