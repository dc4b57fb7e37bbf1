import type { FastifyInstance } from 'fastify';
import { postJson } from './server-harness';
import { chatStreamEventSchema, type ChatStreamEvent } from '@shared/contracts/chat';

/** Sends one message to /api/chat/stream and answers the events it streamed back. */
export async function streamChat(
  app: FastifyInstance,
  payload: Record<string, unknown>,
): Promise<ChatStreamEvent[]> {
  const response = await postJson(app, '/api/chat/stream', payload);
  return parseEvents(response.body);
}

/** Parses a /api/chat/stream body into its events, checking each against the shared contract. */
export function parseEvents(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatStreamEventSchema.parse(JSON.parse(block.slice(6))));
}

/** The text he ends up seeing: a `reset` withdraws what came before it. */
export function streamedText(events: ChatStreamEvent[]): string {
  let text = '';
  for (const event of events) {
    if (event.type === 'reset') text = '';
    if (event.type === 'delta') text += event.text;
  }
  return text;
}

/** Every piece of text that was ever on his screen, withdrawn or not. */
export function everShown(events: ChatStreamEvent[]): string {
  return events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
}
