import { serverMessage } from '@client/lib/api-client';

/** The server's `{message}` for an HTTP error; undefined for a network failure, so the caller's fallback shows. */
export function serverErrorMessage(error: Error): string | undefined {
  return /^\d{3}: /.test(error.message) ? serverMessage(error) : undefined;
}
