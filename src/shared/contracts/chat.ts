import { z } from 'zod';
import { TOPIC_IDS } from '../constants/topics';
import { COUNTRY_CODES } from '../safety/countries';
import { RISK_CATEGORIES, RISK_LEVELS } from '../safety/risk';
import { CHAT_HISTORY_MAX, CHAT_MESSAGE_MAX } from './chat-limits';

// Wire schemas for /api/chat, /api/chat/stream and /api/feedback (SPEC.md §7, DESIGN.md §3).

export const topicIdSchema = z.enum(TOPIC_IDS);
export const countrySchema = z.enum(COUNTRY_CODES);
export const riskLevelSchema = z.enum(RISK_LEVELS);
export const riskCategorySchema = z.enum(RISK_CATEGORIES);

// Only 'user' and 'bot' exist on the wire: a client can never add a system message.
export const historyItemSchema = z.object({
  sender: z.enum(['user', 'bot']),
  text: z.string().max(CHAT_MESSAGE_MAX),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Message must not be empty')
    .max(CHAT_MESSAGE_MAX, `Message must be at most ${CHAT_MESSAGE_MAX} characters`),
  topic: topicIdSchema.optional(),
  history: z.array(historyItemSchema).max(CHAT_HISTORY_MAX).optional(),
  /** His country, chosen on the device, for the crisis lines (DESIGN.md §4). The US by default. */
  country: countrySchema.optional(),
  /**
   * True when the device's location does not back `country` (only its language named it, or
   * nothing did): the crisis replies then also point to the lines of the rest of the world.
   */
  countryGuessed: z.boolean().optional(),
  /** The highest risk level this conversation has reached; it can only raise the level. */
  risk: riskLevelSchema.optional(),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatEngineSchema = z.enum(['llm', 'builtin']);
export type ChatEngine = z.infer<typeof chatEngineSchema>;

/** What every answer says about safety, so the client can show the right lines and panel. */
const safetyFields = {
  crisis: z.boolean(),
  engine: chatEngineSchema,
  level: riskLevelSchema,
  category: riskCategorySchema.optional(),
  country: countrySchema,
};

export const chatResponseSchema = z.object({ response: z.string(), ...safetyFields });
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/**
 * Each server-sent event of /api/chat/stream carries one of these as its JSON `data`. `reset`
 * withdraws the text of this reply shown so far (a model reply the second opinion or the output
 * guard stopped part way); the deltas after it are the reply that replaces it.
 */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('reset') }),
  z.object({ type: z.literal('done'), ...safetyFields }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;
export type ChatStreamDone = Extract<ChatStreamEvent, { type: 'done' }>;

/** One event as the server writes it: `data: <json>` and a blank line. */
export function encodeStreamEvent(event: ChatStreamEvent): string {
  return `data: ${JSON.stringify(event)}\n\n`;
}

/**
 * Reads the complete events out of `buffer` (what has arrived so far), checking each against the
 * contract; `rest` is an incomplete tail to keep for the next chunk.
 */
export function decodeStreamEvents(buffer: string): { events: ChatStreamEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks
    .filter((block) => block.startsWith('data: '))
    .map((block) => chatStreamEventSchema.parse(JSON.parse(block.slice(6))));
  return { events, rest };
}

export const feedbackRequestSchema = z.object({
  messageId: z.string().min(1).max(100),
  feedback: z.enum(['positive', 'negative']),
  messageText: z.string().max(CHAT_MESSAGE_MAX * 4),
  topic: topicIdSchema.optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ received: z.literal(true) });
