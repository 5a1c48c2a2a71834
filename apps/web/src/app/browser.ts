// Leaving the app (single sign-on, another app's domain) and reloading it go through this object, so
// that tests can see where the browser was sent: jsdom cannot navigate.
export const browser = {
  assign(href: string): void {
    window.location.assign(href);
  },
  reload(): void {
    window.location.reload();
  },
  open(href: string): void {
    window.open(href, '_blank', 'noopener');
  },
};
