import { chatStreamEventSchema, type ChatStreamEvent } from '@shared/contracts/chat';

/** Parses a /api/chat/stream body into its events, checking each against the shared contract. */
export function parseEvents(body: string): ChatStreamEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatStreamEventSchema.parse(JSON.parse(block.slice(6))));
}

export function streamedText(events: ChatStreamEvent[]): string {
  return events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
}
