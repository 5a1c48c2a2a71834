// Placeholder while the page is built (issue 23).
/** The single-sign-on callback (/auth-redirect?token=&key=&redirect=). */
export function AuthRedirectPage() {
  return null;
}
