// Saving a fetched file under a name of our choosing: the browser's own name would be the url's last
// segment, percent-encoded.

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
