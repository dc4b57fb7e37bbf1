import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REGEXP_FLAG, SERVER_NODE_ARGS } from './server-node-args.mjs';

const root = join(import.meta.dirname, '..');

// CPU time per message of the crisis check over a fifth of the corpus, in a fresh node started
// with `args` (CPU time, so other jobs on the machine barely move it).
const TIME_THE_CHECK = `
  const { loadCorpus } = await import('./eval/lib/crisis-corpus.ts');
  const { checkMessage, warmUpRiskCheck } = await import('./src/shared/safety/risk-check/check-message.ts');
  const texts = loadCorpus('eval/crisis').messages.map((m) => m.message).filter((_, i) => i % 5 === 0);
  warmUpRiskCheck();
  for (const text of texts) checkMessage(text);
  const start = process.cpuUsage();
  for (let pass = 0; pass < 2; pass++) for (const text of texts) checkMessage(text);
  const used = process.cpuUsage(start);
  console.log((used.user + used.system) / (2 * texts.length));
`;

function cpuMicrosPerMessage(args: readonly string[]): number {
  const run = spawnSync(process.execPath, [...args, '--input-type=module', '-e', TIME_THE_CHECK], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(run.status, run.stderr).toBe(0);
  return Number(run.stdout.trim());
}

describe('the arguments every server process starts with', () => {
  it('are accepted by this node', () => {
    const run = spawnSync(process.execPath, [...SERVER_NODE_ARGS, '-e', '0'], { cwd: root });
    expect(run.status, String(run.stderr)).toBe(0);
  });

  it("are used by the evals that report the check's and the companion's times", async () => {
    const { scripts } = (await import('../package.json', { with: { type: 'json' } })).default;
    for (const name of ['eval:crisis', 'eval:companion'] as const)
      expect(scripts[name], name).toContain(`node ${REGEXP_FLAG} --import tsx `);
  });

  // What the flag is for: on Node 20 the check's expressions stay in V8's interpreter without it,
  // and the check runs 2-4x slower (ADR 026). Node 24 runs them nearly as fast by default, so there
  // it only has to cost nothing (0.93-1.06x measured on 2026-11-30, with the seventeenth session's
  // rules). Same-run ratios, the best of three runs a side taken in turn: one run each read 1.19x
  // once in CI, with the other suites busy on both cores.
  it('make the crisis check faster than node started without them, and never slower', () => {
    const plain = SERVER_NODE_ARGS.filter((arg) => arg !== REGEXP_FLAG);
    const withFlagRuns: number[] = [];
    const withoutRuns: number[] = [];
    for (let run = 0; run < 3; run += 1) {
      withFlagRuns.push(cpuMicrosPerMessage(SERVER_NODE_ARGS));
      withoutRuns.push(cpuMicrosPerMessage(plain));
    }
    const withFlag = Math.min(...withFlagRuns);
    const without = Math.min(...withoutRuns);
    expect(withFlag).toBeLessThan(without * 1.15);
    if (process.versions.node.startsWith('20.')) expect(without / withFlag).toBeGreaterThan(1.5);
  }, 240_000);
});
