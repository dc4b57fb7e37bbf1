import type { ReactNode } from 'react';
import { useElementWidth } from '@client/hooks/use-element-width';

export type TrendChartGeometry = {
  height: number;
  pad: { top: number; right: number; bottom: number; left: number };
  /** The values at the bottom and the top of the plot. */
  domain: readonly [number, number];
};

type Rule = { x1: number; x2: number; y1: number; y2: number };

/**
 * Positions in SVG units: `x` from 0 (start) to 1 (today), `y` from a value in the domain, and
 * `rule` the ends of a horizontal line across the plot at a value.
 */
export type TrendPlot = {
  x: (fraction: number) => number;
  y: (value: number) => number;
  rule: (value: number) => Rule;
};

type Props = {
  geometry: TrendChartGeometry;
  gridlines: readonly { value: number; label: ReactNode }[];
  /** `labelledBy` names the chart; `startLabel` sits under its left edge, "Today" under its right. */
  labelledBy: string;
  startLabel: string;
  children: (plot: TrendPlot) => ReactNode;
};

/** The measured SVG, labelled gridlines and "start … Today" axis shared by the trend charts. */
export function TrendChartFrame({ geometry, gridlines, labelledBy, startLabel, children }: Props) {
  const { height, pad, domain } = geometry;
  const [low, high] = domain;
  const { ref, width } = useElementWidth<HTMLDivElement>(600);
  const plotWidth = Math.max(40, width - pad.left - pad.right);
  const plotHeight = height - pad.top - pad.bottom;
  const x = (fraction: number) => pad.left + fraction * plotWidth;
  const y = (value: number) => pad.top + ((high - value) / (high - low)) * plotHeight;
  const rule = (value: number): Rule => ({ x1: x(0), x2: x(1), y1: y(value), y2: y(value) });

  return (
    // The SVG is taken out of flow so its measured width never props its container open.
    <div ref={ref} className="relative w-full min-w-0" style={{ height }}>
      <svg
        width={width}
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-labelledby={labelledBy}
        className="absolute inset-0 block text-primary"
      >
        {gridlines.map((line) => (
          <g key={line.value}>
            <line {...rule(line.value)} className="stroke-border" strokeWidth={1} />
            <text
              x={pad.left - 8}
              y={y(line.value)}
              dy="0.35em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {line.label}
            </text>
          </g>
        ))}
        <text x={x(0)} y={height - 8} className="fill-muted-foreground text-[11px]">
          {startLabel}
        </text>
        <text
          x={x(1)}
          y={height - 8}
          textAnchor="end"
          className="fill-muted-foreground text-[11px]"
        >
          Today
        </text>
        {children({ x, y, rule })}
      </svg>
    </div>
  );
}
