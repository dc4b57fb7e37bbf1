import { createContext, useContext, useRef, type ReactNode } from 'react';
import type { KeptConversation } from './chat-types';

type Keeper = { current: KeptConversation | null };

const KeeperContext = createContext<Keeper | null>(null);

/**
 * Holds the open conversation in memory for as long as the app stays mounted in this tab, so
 * going to the journal (or any page) and back finds it where he left it. It is never written
 * anywhere: a reload, closing the tab or closing the chat with X forgets it (SPEC.md §3, and the
 * privacy promise that chat is never stored).
 */
export function ConversationKeeper({ children }: { children: ReactNode }) {
  const keeper = useRef<KeptConversation | null>(null);
  return <KeeperContext value={keeper}>{children}</KeeperContext>;
}

/** The app-wide keeper, or (outside one, as in a component test) a keeper of this mount only. */
export function useConversationKeeper(): Keeper {
  const shared = useContext(KeeperContext);
  const own = useRef<KeptConversation | null>(null);
  return shared ?? own;
}
