// Every call sends cookies and JSON. A non-OK answer becomes an Error whose message is
// "status: body" (or the status text when the body is empty), as SPEC.md §8 requires.

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = (await response.text()) || response.statusText;
  throw new Error(`${response.status}: ${text}`);
}

export async function apiRequest<T = unknown>(
  method: string,
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await throwIfNotOk(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/** Pulls the server's `{ message }` out of an api-client error, for friendly toasts. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const body = error.message.replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(body);
    if (
      parsed &&
      typeof parsed === 'object' &&
      'message' in parsed &&
      typeof parsed.message === 'string'
    ) {
      return parsed.message;
    }
  } catch {
    // Not JSON: fall through to the raw text.
  }
  return body || undefined;
}
