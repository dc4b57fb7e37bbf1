// The "Remind me" calendar file (issue 19): a daily event his own calendar app raises, so there
// is no account, no push service and nothing sent anywhere. The title says nothing about mental
// health, since calendar entries show on lock screens and shared calendars.

export const REMINDER_TITLE = 'Steady check-in';

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space. */
function fold(line: string): string {
  const bytes = new TextEncoder();
  const out: string[] = [];
  let current = '';
  for (const char of line) {
    if (bytes.encode(current + char).length > 75) {
      out.push(current);
      current = ` ${char}`;
    } else current += char;
  }
  out.push(current);
  return out.join('\r\n');
}

const escapeText = (text: string) =>
  text.replace(/\\/gu, '\\\\').replace(/;/gu, '\\;').replace(/,/gu, '\\,').replace(/\n/gu, '\\n');

const pad = (n: number) => String(n).padStart(2, '0');
const utcStamp = (date: Date) =>
  `${date.getUTCFullYear()}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`;

/**
 * A VCALENDAR with one daily VEVENT at `time` ("HH:MM"), starting on `startDay` (a local date),
 * in floating local time: it rings at that hour wherever he is. Links to `progressUrl`.
 */
export function checkInReminderIcs(options: {
  time: string;
  startDay: { year: number; month: number; day: number };
  progressUrl: string;
  now: Date;
  uid: string;
}): string {
  const match = /^(\d{2}):(\d{2})$/u.exec(options.time);
  if (!match) throw new Error('Expected a time as HH:MM');
  const { year, month, day } = options.startDay;
  const start = `${year}${pad(month)}${pad(day)}T${match[1]}${match[2]}00`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Steady//Check-in reminder//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${options.uid}`,
    `DTSTAMP:${utcStamp(options.now)}`,
    `DTSTART:${start}`,
    'DURATION:PT5M',
    'RRULE:FREQ=DAILY',
    `SUMMARY:${escapeText(REMINDER_TITLE)}`,
    `DESCRIPTION:${escapeText(`A minute to check in: ${options.progressUrl}`)}`,
    `URL:${options.progressUrl}`,
    'TRANSP:TRANSPARENT',
    'BEGIN:VALARM',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(REMINDER_TITLE)}`,
    'TRIGGER:PT0M',
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}
