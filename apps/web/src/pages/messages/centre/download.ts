// Saving a fetched file under a name of our choosing: the browser's own name would be the url's last
// segment, percent-encoded. And telling our API's documents, fetched with the session, from others.

/**
 * Whether `url` is one of our API paths: those answer only with the session's bearer header, which a
 * new window's request would not carry (it would get 401), so their documents are fetched by the app.
 */
export function needsSession(url: string): boolean {
  try {
    const target = new URL(url, window.location.origin);
    return target.origin === window.location.origin && target.pathname.startsWith('/api/');
  } catch {
    return false;
  }
}

/** Hands `blob` to the browser as a download called `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click starts the download synchronously; the object URL is freed once it has been handed over.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
