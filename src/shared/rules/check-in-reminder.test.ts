import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { checkInReminderIcs, REMINDER_TITLE } from './check-in-reminder';

const make = (time = '20:30', progressUrl = 'https://steady.example/progress') =>
  checkInReminderIcs({
    time,
    startDay: { year: 2026, month: 11, day: 23 },
    progressUrl,
    now: new Date('2026-11-23T10:00:00Z'),
    uid: 'abc@steady',
  });

describe('check-in reminder calendar file', () => {
  it('parses as iCalendar with a daily event at his time, linking to /progress', () => {
    const component = new ICAL.Component(ICAL.parse(make()));
    const event = new ICAL.Event(component.getFirstSubcomponent('vevent') ?? undefined);
    expect(event.summary).toBe(REMINDER_TITLE);
    expect(event.startDate.toString()).toBe('2026-11-23T20:30:00');
    expect(event.startDate.zone?.tzid).toBe('floating');
    expect(event.isRecurring()).toBe(true);
    const next = event.iterator();
    next.next();
    expect(next.next()?.toString()).toBe('2026-11-24T20:30:00');
    expect(event.component.getFirstPropertyValue('url')).toBe('https://steady.example/progress');
    expect(event.description).toContain('https://steady.example/progress');
    expect(event.component.getFirstSubcomponent('valarm')).not.toBeNull();
  });

  it('uses CRLF line ends, folds long lines at 75 octets and says nothing about mental health', () => {
    const text = make('07:05', `https://steady.example/${'x'.repeat(120)}/progress`);
    expect(text.endsWith('\r\n')).toBe(true);
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent') ?? undefined,
    );
    expect(event.component.getFirstPropertyValue('url')).toContain('x'.repeat(120));
    expect(text).not.toMatch(/mental|mood|anxiety|depress|therapy/i);
  });

  it('refuses a time that is not HH:MM', () => {
    expect(() => make('8pm')).toThrow(/HH:MM/);
  });
});
