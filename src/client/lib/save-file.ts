/**
 * Hands a file built in the browser to the user's downloads through a temporary blob: link (the
 * CSP allows blob: URLs); nothing is uploaded anywhere. Used by the journal export, the module
 * text download, the logo files and the account data export.
 */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled, or some browsers cancel the download.
  window.setTimeout(() => URL.revokeObjectURL(url), 5000);
}

/** Saves text as a file of the given type (plain UTF-8 text unless told otherwise). */
export function saveText(fileName: string, text: string, type = 'text/plain;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}
