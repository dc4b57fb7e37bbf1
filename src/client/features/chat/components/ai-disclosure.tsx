import { Bot } from 'lucide-react';
import { Link } from 'react-router';
import { useCrisisLines } from '@client/hooks/use-crisis-lines';

// California SB 243 and New York GBL art. 47: say plainly, at the start, what he is talking to.
export function AiDisclosure() {
  // His country's line, not always the US one: a man in London must not be told to dial 988.
  const lines = useCrisisLines();
  return (
    <p className="flex items-start gap-2 rounded-lg border border-dashed bg-background p-3 text-xs text-muted-foreground">
      <Bot className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        Steady is an AI companion, not a human and not a therapist. It can listen and point you to
        tools, but it can't give medical advice. In a crisis, {lines.mainLine}.{' '}
        <Link to="/safety" className="font-medium text-foreground underline underline-offset-2">
          How Steady handles safety
        </Link>
      </span>
    </p>
  );
}
