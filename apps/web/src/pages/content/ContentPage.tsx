// Placeholder while the page is built (issue 23).
/** A public content page (/privacypolicy, /termsofservice, /comreport, /reportnotice). */
export function ContentPage() {
  return null;
}
