import { MOODS, moodLevel } from '@shared/constants/moods';
import type { MoodTrend } from '../lib/mood-trend';
import { TrendChartFrame, type TrendChartGeometry } from '@client/components/trend-chart-frame';
import { TrendLine } from '@client/components/trend-line';
import { MOOD_TONES } from './mood-face';

const GEOMETRY: TrendChartGeometry = {
  height: 200,
  pad: { top: 12, right: 12, bottom: 28, left: 64 },
  domain: [1, 5],
};
const GRIDLINES = MOODS.map((mood) => ({ value: mood.value, label: mood.label }));

type Props = { trend: MoodTrend; startLabel: string; labelledBy: string };

/** Daily average mood as a line over the chosen range, with the range average dashed. */
export function MoodTrendChart({ trend, startLabel, labelledBy }: Props) {
  const day = (dayIndex: number) => dayIndex / (trend.range - 1);
  return (
    <TrendChartFrame
      geometry={GEOMETRY}
      gridlines={GRIDLINES}
      labelledBy={labelledBy}
      startLabel={startLabel}
    >
      {({ x, y, rule }) => (
        <>
          {trend.average !== null && (
            <line
              {...rule(trend.average)}
              stroke="currentColor"
              strokeWidth={1.5}
              strokeDasharray="6 4"
              opacity={0.7}
            />
          )}
          <TrendLine
            points={trend.points.map((p) => [x(day(p.dayIndex)), y(p.average)] as const)}
          />
          {trend.points.map((point) => {
            const tone = MOOD_TONES[moodLevel(Math.round(point.average))?.color ?? 'yellow'];
            return (
              <circle
                key={point.dayIndex}
                cx={x(day(point.dayIndex))}
                cy={y(point.average)}
                r={5}
                className={`${tone.stroke} stroke-2`}
              />
            );
          })}
        </>
      )}
    </TrendChartFrame>
  );
}
