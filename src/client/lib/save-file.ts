import { throwIfNotOk } from './api-client';

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

function fileNameFrom(disposition: string | null, fallback: string): string {
  const match = disposition ? /filename="([^"]+)"/.exec(disposition) : null;
  return match?.[1] ?? fallback;
}

/** Fetches a file the API answers with (his data export) and saves it; returns its name. */
export async function downloadFile(url: string, fallbackName: string): Promise<string> {
  const response = await fetch(url, { credentials: 'include' });
  await throwIfNotOk(response);
  const name = fileNameFrom(response.headers.get('content-disposition'), fallbackName);
  saveBlob(await response.blob(), name);
  return name;
}
