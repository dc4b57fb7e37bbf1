// Every call sends cookies and JSON. A non-OK answer becomes an ApiError that carries the status
// and the body; its message is "status: body" (or the status text when the body is empty), as
// SPEC.md §8 requires.

/** A non-OK answer from the API: callers read `status` and `body`, never the message text. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    /** The answer's body: parsed JSON when it was JSON, else the text ('' when empty). */
    readonly body: unknown,
    text = typeof body === 'string' ? body : JSON.stringify(body),
  ) {
    super(`${status}: ${text}`);
  }

  /** The server's `{ message }`, or the plain-text body; undefined when there is neither. */
  get serverMessage(): string | undefined {
    const { body } = this;
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
      return body.message;
    return typeof body === 'string' && body ? body : undefined;
  }
}

function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  const text = await response.text();
  throw new ApiError(response.status, parseBody(text), text || response.statusText);
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

/** The server's message for an API error, for friendly toasts; undefined for anything else. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}
