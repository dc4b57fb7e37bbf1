import { WifiOff } from 'lucide-react';
import { CountrySelect } from '@client/components/country-select';
import { CrisisLinesList } from '@client/components/crisis-lines-list';
import { SafetyPlanLink } from '@client/components/safety-plan-link';
import { NoticeSection } from './notice-section';

// The companion runs on the server, so it needs a connection. The lines do not: tel: and sms:
// links go through the phone's own network, and the plan is on the device.
export function ChatOffline() {
  return (
    <NoticeSection
      name="chat-offline"
      icon={WifiOff}
      variant="notice"
      title="The chat needs a connection"
    >
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
    </NoticeSection>
  );
}
