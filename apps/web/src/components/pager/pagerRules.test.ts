import { describe, expect, it } from 'vitest';
import { isPagerHidden } from './pagerRules';

describe('list pager', () => {
  it('hides when there is nothing to page', () => {
    expect(isPagerHidden({ variant: 'list', total: 0, limit: 20, hideOnSinglePage: false })).toBe(true);
    expect(isPagerHidden({ variant: 'list', total: 1, limit: 20, hideOnSinglePage: false })).toBe(false);
  });

  it('hides on a single page only when asked to', () => {
    expect(isPagerHidden({ variant: 'list', total: 20, limit: 20, hideOnSinglePage: true })).toBe(true);
    expect(isPagerHidden({ variant: 'list', total: 21, limit: 20, hideOnSinglePage: true })).toBe(false);
  });
});

describe('message pager', () => {
  it('hides when there are fewer than 10 messages', () => {
    expect(isPagerHidden({ variant: 'message', total: 9, limit: 10, hideOnSinglePage: false })).toBe(true);
    expect(isPagerHidden({ variant: 'message', total: 10, limit: 10, hideOnSinglePage: false })).toBe(false);
  });
});
