import { BANDS } from '@shared/self-check/bands';
import { INSTRUMENTS, type InstrumentId } from '@shared/self-check/instruments';
import { useElementWidth } from '@client/hooks/use-element-width';
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
  const { ref, width } = useElementWidth<HTMLDivElement>(600);
  const max = INSTRUMENTS[instrument].maxScore;
  const plotWidth = Math.max(40, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const end = now.getTime();
  const first = Math.min(...results.map((r) => Date.parse(r.takenAt)), end);
  const start = Math.min(first, end - MIN_SPAN_DAYS * DAY_MS);
  const x = (time: number) => PAD.left + ((time - start) / (end - start)) * plotWidth;
  const y = (score: number) => PAD.top + ((max - score) / max) * plotHeight;
  // Full checks make the line; a mood check that stopped after two questions is a hollow dot.
  const full = results.filter((r) => r.form !== 'phq2');
  const path = full
    .map(
      (r, i) =>
        `${i === 0 ? 'M' : 'L'}${x(Date.parse(r.takenAt)).toFixed(1)},${y(r.score).toFixed(1)}`,
    )
    .join(' ');
  const edges = [0, ...BANDS[instrument].slice(1).map((band) => band.min), max];

  return (
    <div ref={ref} className="relative w-full min-w-0" style={{ height: HEIGHT }}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={labelledBy}
        className="absolute inset-0 block text-primary"
      >
        {edges.map((edge) => (
          <g key={edge}>
            <line
              x1={PAD.left}
              x2={PAD.left + plotWidth}
              y1={y(edge)}
              y2={y(edge)}
              className="stroke-border"
              strokeWidth={1}
            />
            <text
              x={PAD.left - 8}
              y={y(edge)}
              dy="0.35em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {edge}
            </text>
          </g>
        ))}
        <text x={PAD.left} y={HEIGHT - 8} className="fill-muted-foreground text-[11px]">
          {startLabel}
        </text>
        <text
          x={PAD.left + plotWidth}
          y={HEIGHT - 8}
          textAnchor="end"
          className="fill-muted-foreground text-[11px]"
        >
          Today
        </text>
        {full.length > 1 && (
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        )}
        {results.map((r) =>
          r.form === 'phq2' ? (
            <circle
              key={r.id}
              cx={x(Date.parse(r.takenAt))}
              cy={y(r.score)}
              r={4.5}
              className="fill-background stroke-muted-foreground"
              strokeWidth={2}
            />
          ) : (
            <circle
              key={r.id}
              cx={x(Date.parse(r.takenAt))}
              cy={y(r.score)}
              r={5}
              className={`${LEVEL_FILL[r.band.level]} stroke-background`}
              strokeWidth={1.5}
            />
          ),
        )}
      </svg>
    </div>
  );
}
