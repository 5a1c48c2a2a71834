// Leaving the app (single sign-on, another app's domain) and reloading it go through this object, so
// that tests can see where the browser was sent: jsdom cannot navigate.
export const browser = {
  assign(href: string): void {
    window.location.assign(href);
  },
  /** Leaves the current page without keeping it in the history (a callback that only passes through). */
  replace(href: string): void {
    window.location.replace(href);
  },
  reload(): void {
    window.location.reload();
  },
  open(href: string): void {
    window.open(href, '_blank', 'noopener');
  },
};
