// A minimal check recorder for the reliability suites: each check passes or fails with a
// reason, and the run ends with "N passed, M failed" plus the figures worth recording.

export type CheckResult = { suite: string; name: string; ok: boolean; detail: string; ms: number };

export const results: CheckResult[] = [];
export const figures: Record<string, unknown> = {};

export async function check(
  suite: string,
  name: string,
  fn: () => Promise<string | void>,
): Promise<boolean> {
  const started = Date.now();
  try {
    const detail = (await fn()) ?? '';
    results.push({ suite, name, ok: true, detail, ms: Date.now() - started });
    console.log(`  ✓ [${suite}] ${name}${detail ? ` — ${detail}` : ''}`);
    return true;
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    results.push({ suite, name, ok: false, detail, ms: Date.now() - started });
    console.log(`  ✗ [${suite}] ${name} — ${detail}`);
    return false;
  }
}

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export const percentile = (values: number[], p: number) => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};

/** Runs `worker` over `items` with at most `concurrency` in flight. */
export async function pool<T>(
  items: T[],
  concurrency: number,
  worker: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++;
        await worker(items[index] as T, index);
      }
    }),
  );
}
