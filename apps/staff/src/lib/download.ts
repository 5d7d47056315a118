/**
 * Starts a file download the server sends as an attachment, as a click on a `download` link does (the page stays
 * where it is; a navigation to it would be reported as an aborted page load).
 */
export function download(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = '';
  link.click();
}
