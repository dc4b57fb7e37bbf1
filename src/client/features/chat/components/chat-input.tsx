import { SendHorizontal } from 'lucide-react';
import { useState, type Ref } from 'react';
import { CHAT_MESSAGE_MAX } from '@shared/contracts/chat-limits';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Spinner } from '@client/components/ui/spinner';

type Props = { pending: boolean; onSend: (text: string) => void; inputRef: Ref<HTMLInputElement> };

export function ChatInput({ pending, onSend, inputRef }: Props) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  return (
    <form
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (blank || pending) return;
        onSend(text);
        setText('');
      }}
    >
      <Input
        ref={inputRef}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder="Type your message"
        aria-label="Your message"
        maxLength={CHAT_MESSAGE_MAX}
        disabled={pending}
        autoComplete="off"
        className="h-11"
      />
      <Button
        type="submit"
        size="icon"
        className="size-11 shrink-0"
        disabled={blank || pending}
        aria-label="Send message"
      >
        {pending ? (
          <Spinner className="size-5 text-primary-foreground" label="Waiting for a reply" />
        ) : (
          <SendHorizontal aria-hidden="true" />
        )}
      </Button>
    </form>
  );
}
