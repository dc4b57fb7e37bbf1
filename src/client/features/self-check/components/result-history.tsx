import { useId } from 'react';
import { INSTRUMENT_IDS, INSTRUMENTS, type InstrumentId } from '@shared/self-check/instruments';
import { formatShortDate } from '@shared/rules/format-date';
import { Button } from '@client/components/ui/button';
import type { ShownResult } from '../lib/results';
import { ScoreTrendChart } from './score-trend-chart';

type Props = {
  results: readonly ShownResult[];
  now: Date;
  signedIn: boolean;
  onRemove: (result: ShownResult) => void;
};

function summary(instrument: InstrumentId, results: readonly ShownResult[], now: Date): string {
  const { topic, name } = INSTRUMENTS[instrument];
  const latest = results.at(-1);
  if (!latest) return '';
  const count = results.length === 1 ? '1 result' : `${results.length} results`;
  return `${topic} (${name}): ${count}. Latest ${latest.score} of ${latest.maxScore}, ${latest.band.title.toLowerCase()}, on ${formatShortDate(latest.takenAt, { now })}.`;
}

function where(result: ShownResult): string {
  if (result.onAccount && result.onDevice) return 'On this device and your account';
  return result.onAccount ? 'On your account' : 'On this device';
}

/** One trend chart and list per check he has taken. */
export function ResultHistory({ results, now, signedIn, onRemove }: Props) {
  const base = useId();
  const taken = INSTRUMENT_IDS.filter((id) => results.some((r) => r.instrument === id));
  if (taken.length === 0)
    return <p className="text-muted-foreground">No results yet. Take a check above to start.</p>;
  return (
    <div className="space-y-6">
      {taken.map((instrument) => {
        const own = results.filter((r) => r.instrument === instrument);
        const captionId = `${base}-${instrument}`;
        const start = Math.min(
          Date.parse(own[0]?.takenAt ?? ''),
          now.getTime() - 30 * 24 * 60 * 60 * 1000,
        );
        return (
          <section
            key={instrument}
            aria-labelledby={`${captionId}-title`}
            className="rounded-xl border bg-card p-4 shadow-sm sm:p-6"
          >
            <h3 id={`${captionId}-title`} className="text-lg font-semibold">
              {INSTRUMENTS[instrument].topic} trend
            </h3>
            <figure className="mt-2 space-y-3">
              <figcaption id={captionId} className="text-sm">
                {summary(instrument, own, now)}
                {instrument === 'phq9' && own.some((r) => r.form === 'phq2') && (
                  <>
                    {' '}
                    Hollow dots are checks that stopped after the first two questions (out of 6).
                  </>
                )}
              </figcaption>
              <ScoreTrendChart
                instrument={instrument}
                results={own}
                now={now}
                startLabel={formatShortDate(start, { now })}
                labelledBy={captionId}
              />
            </figure>
            <ul className="mt-4 divide-y" aria-label={`${INSTRUMENTS[instrument].topic} results`}>
              {[...own].reverse().map((result) => (
                <li
                  key={result.id}
                  className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm"
                >
                  <span className="w-24 font-medium">
                    {formatShortDate(result.takenAt, { now })}
                  </span>
                  <span className="w-16">
                    {result.score} / {result.maxScore}
                  </span>
                  <span className="min-w-40 flex-1">{result.band.title}</span>
                  <span className="text-muted-foreground">
                    {signedIn ? where(result) : 'On this device'}
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => onRemove(result)}>
                    Delete
                    <span className="sr-only">
                      {' '}
                      the result of {formatShortDate(result.takenAt, { now })}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
