import { useId, useState } from 'react';
import { CalendarPlus } from 'lucide-react';
import { checkInReminderIcs } from '@shared/rules/check-in-reminder';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Label } from '@client/components/ui/label';

/** Built and saved on the device: his calendar does the reminding, nothing is sent anywhere. */
function downloadReminder(time: string) {
  const now = new Date();
  const ics = checkInReminderIcs({
    time,
    startDay: { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() },
    progressUrl: `${window.location.origin}/progress`,
    now,
    uid: `${crypto.randomUUID()}@steady`,
  });
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'steady-check-in.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function CheckInReminder() {
  const [time, setTime] = useState('20:00');
  const timeId = useId();
  const valid = /^\d{2}:\d{2}$/u.test(time);
  return (
    <div className="space-y-2">
      <Label htmlFor={timeId}>Remind me every day at</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={timeId}
          type="time"
          value={time}
          onChange={(event) => setTime(event.target.value)}
          className="h-9 w-32"
        />
        <Button variant="outline" onClick={() => downloadReminder(time)} disabled={!valid}>
          <CalendarPlus aria-hidden="true" />
          Add to my calendar
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">
        Downloads a calendar file with a daily “Steady check-in” event. Your calendar app reminds
        you; Steady sends nothing.
      </p>
    </div>
  );
}
