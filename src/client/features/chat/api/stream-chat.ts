import { chatStreamEventSchema, type ChatEngine, type ChatRequest } from '@shared/contracts/chat';
import { throwIfNotOk } from '@client/lib/api-client';

export type StreamResult = { crisis: boolean; engine: ChatEngine };

/**
 * POST /api/chat/stream: calls `onDelta` with each piece of the reply as it arrives and resolves
 * with the final event. A non-OK answer, an error event or a stream that ends early all reject.
 */
export async function streamChat(
  request: ChatRequest,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<StreamResult> {
  const response = await fetch('/api/chat/stream', {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(request),
    signal,
  });
  await throwIfNotOk(response);
  if (!response.body) throw new Error('500: empty reply');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  while (true) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let boundary = buffer.indexOf('\n\n');
    while (boundary !== -1) {
      const block = buffer.slice(0, boundary);
      buffer = buffer.slice(boundary + 2);
      boundary = buffer.indexOf('\n\n');
      if (!block.startsWith('data: ')) continue;
      const event = chatStreamEventSchema.parse(JSON.parse(block.slice(6)));
      if (event.type === 'delta') onDelta(event.text);
      else if (event.type === 'error') throw new Error(`502: ${event.message}`);
      else return { crisis: event.crisis, engine: event.engine };
    }
  }
  throw new Error('502: the reply ended early');
}
