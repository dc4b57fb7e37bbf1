import { BANDS } from '@shared/self-check/bands';
import { INSTRUMENTS, type InstrumentId } from '@shared/self-check/instruments';
import { TrendChartFrame } from '@client/components/trend-chart-frame';
import { TrendLine } from '@client/components/trend-line';
import type { ShownResult } from '../lib/results';

const HEIGHT = 180;
const PAD = { top: 12, right: 14, bottom: 28, left: 36 };
const DAY_MS = 24 * 60 * 60 * 1000;
const MIN_SPAN_DAYS = 30;

const LEVEL_FILL = {
  low: 'fill-emerald-600',
  some: 'fill-amber-500',
  high: 'fill-primary',
} as const;

type Props = {
  instrument: InstrumentId;
  results: readonly ShownResult[];
  now: Date;
  startLabel: string;
  labelledBy: string;
};

/** Scores over time for one check, in the mood chart's style, with the band edges as gridlines. */
export function ScoreTrendChart({ instrument, results, now, startLabel, labelledBy }: Props) {
  const max = INSTRUMENTS[instrument].maxScore;
  const end = now.getTime();
  const first = Math.min(...results.map((r) => Date.parse(r.takenAt)), end);
  const start = Math.min(first, end - MIN_SPAN_DAYS * DAY_MS);
  const when = (r: ShownResult) => (Date.parse(r.takenAt) - start) / (end - start);
  const edges = [0, ...BANDS[instrument].slice(1).map((band) => band.min), max];
  // Full checks make the line; a mood check that stopped after two questions is a hollow dot.
  const full = results.filter((r) => r.form !== 'phq2');

  return (
    <TrendChartFrame
      geometry={{ height: HEIGHT, pad: PAD, domain: [0, max] }}
      gridlines={edges.map((edge) => ({ value: edge, label: edge }))}
      labelledBy={labelledBy}
      startLabel={startLabel}
    >
      {({ x, y }) => (
        <>
          <TrendLine points={full.map((r) => [x(when(r)), y(r.score)] as const)} />
          {results.map((r) =>
            r.form === 'phq2' ? (
              <circle
                key={r.id}
                cx={x(when(r))}
                cy={y(r.score)}
                r={4.5}
                className="fill-background stroke-muted-foreground"
                strokeWidth={2}
              />
            ) : (
              <circle
                key={r.id}
                cx={x(when(r))}
                cy={y(r.score)}
                r={5}
                className={`${LEVEL_FILL[r.band.level]} stroke-background`}
                strokeWidth={1.5}
              />
            ),
          )}
        </>
      )}
    </TrendChartFrame>
  );
}
