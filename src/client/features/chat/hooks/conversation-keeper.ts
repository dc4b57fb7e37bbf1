import type { KeptConversation } from './chat-types';

type Keeper = { current: KeptConversation | null };

/**
 * Holds the open conversation in memory for as long as this tab keeps the app loaded, so going to
 * the journal (or any page) and back finds it where he left it. It is never written anywhere: a
 * reload, closing the tab or closing the chat with X forgets it (SPEC.md §3, and the privacy
 * promise that chat is never stored). A module variable rather than a context provider: nothing
 * in the layout has to load for it, which keeps it out of every page's first-load budget.
 */
const keeper: Keeper = { current: null };

export function useConversationKeeper(): Keeper {
  return keeper;
}

/** Forgets the kept conversation (component tests start each render afresh). */
export function forgetKeptConversation(): void {
  keeper.current = null;
}
