import { MOODS, moodLevel } from '@shared/constants/moods';
import type { MoodTrend } from '../lib/mood-trend';
import { useElementWidth } from '@client/hooks/use-element-width';
import { MOOD_TONES } from './mood-face';

const HEIGHT = 200;
const PAD = { top: 12, right: 12, bottom: 28, left: 64 };

type Props = { trend: MoodTrend; startLabel: string; labelledBy: string };

/** Daily average mood as a line over the chosen range, with the range average dashed. */
export function MoodTrendChart({ trend, startLabel, labelledBy }: Props) {
  const { ref, width } = useElementWidth<HTMLDivElement>(600);
  const plotWidth = Math.max(40, width - PAD.left - PAD.right);
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const x = (dayIndex: number) => PAD.left + (dayIndex / (trend.range - 1)) * plotWidth;
  const y = (value: number) => PAD.top + ((5 - value) / 4) * plotHeight;
  const path = trend.points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(p.dayIndex).toFixed(1)},${y(p.average).toFixed(1)}`)
    .join(' ');

  return (
    // The SVG is taken out of flow so its measured width never props its container open.
    <div ref={ref} className="relative w-full min-w-0" style={{ height: HEIGHT }}>
      <svg
        width={width}
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-labelledby={labelledBy}
        className="absolute inset-0 block text-primary"
      >
        {MOODS.map((mood) => (
          <g key={mood.value}>
            <line
              x1={PAD.left}
              x2={PAD.left + plotWidth}
              y1={y(mood.value)}
              y2={y(mood.value)}
              className="stroke-border"
              strokeWidth={1}
            />
            <text
              x={PAD.left - 8}
              y={y(mood.value)}
              dy="0.35em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {mood.label}
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
        {trend.average !== null && (
          <line
            x1={PAD.left}
            x2={PAD.left + plotWidth}
            y1={y(trend.average)}
            y2={y(trend.average)}
            stroke="currentColor"
            strokeWidth={1.5}
            strokeDasharray="6 4"
            opacity={0.7}
          />
        )}
        {trend.points.length > 1 && (
          <path
            d={path}
            fill="none"
            stroke="currentColor"
            strokeWidth={2.5}
            strokeLinejoin="round"
          />
        )}
        {trend.points.map((point) => {
          const tone = MOOD_TONES[moodLevel(Math.round(point.average))?.color ?? 'yellow'];
          return (
            <circle
              key={point.dayIndex}
              cx={x(point.dayIndex)}
              cy={y(point.average)}
              r={5}
              className={`${tone.stroke} stroke-2`}
            />
          );
        })}
      </svg>
    </div>
  );
}
