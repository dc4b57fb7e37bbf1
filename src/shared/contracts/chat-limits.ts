// The chat's size limits, apart from its Zod schemas (chat.ts) so the chat page can read them
// without loading Zod on its first paint.
export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_HISTORY_MAX = 20;
