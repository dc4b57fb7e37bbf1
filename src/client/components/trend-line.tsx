/** The data line through `points` ([x, y] in SVG units); nothing for fewer than two points. */
export function TrendLine({ points }: { points: readonly (readonly [number, number])[] }) {
  if (points.length < 2) return null;
  const d = points
    .map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${px.toFixed(1)},${py.toFixed(1)}`)
    .join(' ');
  return <path d={d} fill="none" stroke="currentColor" strokeWidth={2.5} strokeLinejoin="round" />;
}
