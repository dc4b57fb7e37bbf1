import { Chat } from '@client/features/chat/components/chat';
import { withQueries } from '../query-provider';

function ChatPage() {
  return (
    <div className="container mx-auto max-w-4xl px-4 py-4 sm:py-12">
      <Chat />
    </div>
  );
}

export default withQueries(ChatPage);
