import type { ChatRequest, ChatStreamDone } from '@shared/contracts/chat';
import { ApiError, throwIfNotOk } from '@client/lib/api-client';

/**
 * POST /api/chat/stream: calls `onDelta` with each piece of the reply as it arrives and resolves
 * with the final event (which says the risk level, category and whose lines to show). `onReset`
 * withdraws the text shown so far: the server stopped a model reply, and what follows replaces it.
 * A non-OK answer, an error event or a stream that ends early all reject.
 */
export async function streamChat(
  request: ChatRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
  onReset?: () => void,
): Promise<ChatStreamDone> {
  // The contract's checks need Zod, which the chat page leaves off its first paint: fetched
  // alongside the request, so the reply never waits on it.
  const contract = import('@shared/contracts/chat');
  // Should the request fail first, nothing awaits the import: keep its failure from going unhandled.
  contract.catch(() => undefined);
  const response = await fetch('/api/chat/stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  await throwIfNotOk(response);
  if (!response.body) throw new ApiError(500, 'empty reply');
  const { decodeStreamEvents } = await contract;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    const { events, rest } = decodeStreamEvents(buffer + decoder.decode(value, { stream: true }));
    buffer = rest;
    for (const event of events) {
      if (event.type === 'delta') onDelta(event.text);
      else if (event.type === 'reset') onReset?.();
      else if (event.type === 'error') throw new ApiError(502, event.message);
      else return event;
    }
  }
  throw new ApiError(502, 'the reply ended early');
}
