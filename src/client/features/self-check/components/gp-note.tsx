import { useId, useState } from 'react';
import { Printer } from 'lucide-react';
import { INSTRUMENTS, PHQ9, PHQ9_DIFFICULTY } from '@shared/self-check/instruments';
import { PHQ9_ITEM9_INDEX } from '@shared/self-check/scoring';
import { formatShortDate } from '@shared/rules/format-date';
import { Button } from '@client/components/ui/button';
import { LiveDate } from '@client/components/live-date';
import { TableColumnHeads } from '@client/components/table-column-heads';
import type { MoodSummary, MoodWindow } from '../lib/mood-summary';
import { latestByInstrument, type ShownResult } from '../lib/results';
import './gp-note.css';

type Props = {
  results: readonly ShownResult[];
  /** Null when signed out: the mood tracker lives on the account. */
  mood: MoodSummary | null;
  now: Date;
};

const COLUMNS = [
  { label: 'Questionnaire', className: 'py-2 pr-3 font-semibold' },
  { label: 'Score', className: 'py-2 pr-3 font-semibold' },
  { label: 'Range', className: 'py-2 pr-3 font-semibold' },
  { label: 'Date', className: 'py-2 font-semibold' },
];

const moodWindow = (label: string, w: MoodWindow) =>
  w.average === null
    ? `${label}: no check-ins`
    : `${label}: average ${w.average.toFixed(1)} from ${w.count} check-in${w.count === 1 ? '' : 's'}`;

const dateLong = (iso: string | Date) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/**
 * A one-page summary for his doctor, built on this device from results already here. It holds
 * no chat and no journal text, and what he writes in it is never stored or sent anywhere.
 */
export function GpNote({ results, mood, now }: Props) {
  const [message, setMessage] = useState('');
  const messageId = useId();
  const latest = latestByInstrument(results);
  const phq9 = latest.find((r) => r.instrument === 'phq9' && r.form === 'phq9');
  const item9 = phq9?.answers[PHQ9_ITEM9_INDEX];

  return (
    <section
      id="gp-note"
      aria-labelledby="gp-note-title"
      className="gp-note space-y-5 rounded-2xl border bg-card p-5 shadow-sm sm:p-6"
    >
      <div className="space-y-1">
        <h2 id="gp-note-title" className="text-2xl font-semibold tracking-tight">
          A note for your GP
        </h2>
        <p className="gp-note-screen-only text-sm text-muted-foreground">
          Doctors see these questionnaires every day, so the scores help a short appointment go
          further. The note is made on this device from your latest results. It never includes chat
          or journal text, and what you write below is not saved or sent anywhere.
        </p>
        <p className="gp-note-print-only text-sm">
          Printed <LiveDate date={now}>{dateLong(now)}</LiveDate> from the Steady app.
        </p>
      </div>

      {latest.length === 0 ? (
        <p>No results yet: take a check above and its score will appear here.</p>
      ) : (
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">Latest self-check scores</caption>
          <TableColumnHeads columns={COLUMNS} />
          <tbody>
            {latest.map((r) => (
              <tr key={r.id} className="border-b align-top">
                <th scope="row" className="py-2 pr-3 font-medium">
                  {r.form === 'phq2' ? 'PHQ-2' : INSTRUMENTS[r.instrument].name}
                </th>
                <td className="py-2 pr-3">
                  {r.score} / {r.maxScore}
                </td>
                <td className="py-2 pr-3">{r.band.clinical}</td>
                <td className="py-2">{dateLong(r.takenAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {phq9 && (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          <li>
            PHQ-9 item 9 ({PHQ9.items[PHQ9_ITEM9_INDEX]?.text.toLowerCase()}):{' '}
            <strong>{PHQ9.items[PHQ9_ITEM9_INDEX]?.options[item9 ?? 0]?.label}</strong>.
          </li>
          {phq9.difficulty !== null && (
            <li>
              How difficult these problems made work, home or getting along with people:{' '}
              {PHQ9_DIFFICULTY.options[phq9.difficulty]?.label}.
            </li>
          )}
        </ul>
      )}
      {mood && (
        <div className="space-y-1 text-sm">
          <h3 className="font-semibold">Mood tracking (1 = very low, 5 = great)</h3>
          <p>
            {moodWindow('Last 30 days', mood.last30)};{' '}
            {moodWindow('the 30 days before', mood.previous30)}.
          </p>
        </div>
      )}

      <div className="space-y-2">
        <label htmlFor={messageId} className="block font-semibold">
          What I want to say
        </label>
        <textarea
          id={messageId}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          rows={5}
          placeholder="For example: how long it has been like this, what has changed, what you would like help with."
          className="gp-note-screen-only w-full rounded-md border bg-background p-3 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        />
        <div className="gp-note-print-only min-h-40 whitespace-pre-wrap border p-3 text-sm">
          {message}
        </div>
      </div>

      <p className="text-xs">
        Self-reported on validated questionnaires (
        {latest
          .map((r) => (r.form === 'phq2' ? 'PHQ-2' : INSTRUMENTS[r.instrument].name))
          .join(', ') || 'PHQ-9, GAD-7, AUDIT-C'}
        ), scored as published. A screening check, not a diagnosis.
        {latest.length > 0 &&
          ` Dates shown as taken; latest ${formatShortDate(
            latest
              .map((r) => r.takenAt)
              .sort()
              .at(-1) ?? now,
            { now },
          )}.`}
      </p>
      <div className="gp-note-screen-only">
        <Button onClick={() => window.print()} disabled={latest.length === 0}>
          <Printer aria-hidden="true" />
          Print the GP note
        </Button>
      </div>
    </section>
  );
}
