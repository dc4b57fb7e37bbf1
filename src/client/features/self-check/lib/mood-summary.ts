/** Mood check-ins as the GP note needs them; the page passes them in from the mood tracker. */
export type MoodPoint = { value: number; date: string };

export type MoodWindow = { average: number | null; count: number };
export type MoodSummary = { last30: MoodWindow; previous30: MoodWindow };

const DAY_MS = 24 * 60 * 60 * 1000;

function window(moods: readonly MoodPoint[], from: number, to: number): MoodWindow {
  const values = moods
    .filter((m) => {
      const t = Date.parse(m.date);
      return t > from && t <= to;
    })
    .map((m) => m.value);
  return {
    average: values.length ? values.reduce((a, b) => a + b, 0) / values.length : null,
    count: values.length,
  };
}

/** Average mood over the last 30 days and the 30 before, for the GP to see the direction. */
export function summariseMoods(moods: readonly MoodPoint[], now: Date): MoodSummary {
  const end = now.getTime();
  return {
    last30: window(moods, end - 30 * DAY_MS, end),
    previous30: window(moods, end - 60 * DAY_MS, end - 30 * DAY_MS),
  };
}
