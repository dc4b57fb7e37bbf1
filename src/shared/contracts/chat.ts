import { z } from 'zod';
import { TOPIC_IDS } from '../constants/topics';

// Wire schemas for /api/chat, /api/chat/stream and /api/feedback (SPEC.md §7, DESIGN.md §3).
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_MAX = 20;

export const topicIdSchema = z.enum(TOPIC_IDS);

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
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const chatEngineSchema = z.enum(['llm', 'builtin']);
export type ChatEngine = z.infer<typeof chatEngineSchema>;

export const chatResponseSchema = z.object({
  response: z.string(),
  crisis: z.boolean(),
  engine: chatEngineSchema,
});
export type ChatResponse = z.infer<typeof chatResponseSchema>;

/** Each server-sent event of /api/chat/stream carries one of these as its JSON `data`. */
export const chatStreamEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({ type: z.literal('done'), crisis: z.boolean(), engine: chatEngineSchema }),
  z.object({ type: z.literal('error'), message: z.string() }),
]);
export type ChatStreamEvent = z.infer<typeof chatStreamEventSchema>;

export const feedbackRequestSchema = z.object({
  messageId: z.string().min(1).max(100),
  feedback: z.enum(['positive', 'negative']),
  messageText: z.string().max(CHAT_MESSAGE_MAX * 4),
  topic: topicIdSchema.optional(),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackResponseSchema = z.object({ received: z.literal(true) });
