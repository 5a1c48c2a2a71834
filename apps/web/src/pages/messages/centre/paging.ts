// The message list's page after a message was read (spec shell.md §4): reading takes a message off the
// unread tab, so when it was the last one on its page the list steps back a page rather than showing
// an empty one.

export interface ReadInList {
  /** The page shown, from 1. */
  page: number;
  /** How many messages the page showed. */
  itemsOnPage: number;
  /** Whether reading took the message off the list shown (the unread tab and an unread message). */
  leftTheList: boolean;
}

export function pageAfterReading({ page, itemsOnPage, leftTheList }: ReadInList): number {
  if (leftTheList && itemsOnPage <= 1 && page > 1) return page - 1;
  return page;
}
