import { describe, expect, it } from 'vitest';
import { pageAfterReading } from './paging';

describe('message list page after reading', () => {
  it('steps back a page when the last unread message of a page was read', () => {
    expect(pageAfterReading({ page: 3, itemsOnPage: 1, leftTheList: true })).toBe(2);
  });

  it('stays on the page while other messages remain on it', () => {
    expect(pageAfterReading({ page: 3, itemsOnPage: 4, leftTheList: true })).toBe(3);
  });

  it('stays on the first page, and on the read tab where nothing leaves the list', () => {
    expect(pageAfterReading({ page: 1, itemsOnPage: 1, leftTheList: true })).toBe(1);
    expect(pageAfterReading({ page: 2, itemsOnPage: 1, leftTheList: false })).toBe(2);
  });
});
