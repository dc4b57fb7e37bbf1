import { WifiOff } from 'lucide-react';
import { CountrySelect } from '@client/components/country-select';
import { CrisisLinesList } from '@client/components/crisis-lines-list';
import { SafetyPlanLink } from '@client/components/safety-plan-link';

// The companion runs on the server, so it needs a connection. The lines do not: tel: and sms:
// links go through the phone's own network, and the plan is on the device.
export function ChatOffline() {
  return (
    <section
      aria-labelledby="chat-offline-title"
      className="rounded-xl border-2 bg-card p-5 text-card-foreground"
      data-testid="chat-offline"
    >
      <h2 id="chat-offline-title" className="flex items-center gap-2 text-xl font-semibold">
        <WifiOff className="size-5" aria-hidden="true" />
        The chat needs a connection
      </h2>
      <p className="mt-2 text-muted-foreground">
        You’re offline, so the chat can’t reply right now. It will be back when you reconnect. If
        you need someone now, these lines work from your phone without the internet.
      </p>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <SafetyPlanLink />
        <CountrySelect />
      </div>
      <div className="mt-4">
        <CrisisLinesList compact />
      </div>
    </section>
  );
}
