import { performance } from 'node:perf_hooks';
import { join } from 'node:path';
import { loadCorpus } from '../../eval/lib/crisis-corpus';
import { REGEXP_FLAG } from '../../scripts/server-node-args.mjs';
import { checkMessage, warmUpRiskCheck } from '../../src/shared/safety/risk-check/check-message';

// The crisis check's time per message (DESIGN.md §6: under 1 ms p99 in-process), over every
// message of the evaluation corpus (both splits; only the text is used, never the labels), after
// a warm-up pass. The same-run baseline is the cheapest honest work on the same strings: Unicode
// normalisation, lower-casing and one regular expression, so a noisy machine shows in both.

export type RiskCheckTiming = {
  messages: number;
  passes: number;
  p50Us: number;
  p99Us: number;
  maxUs: number;
  baselineP99Us: number;
  /** CPU time this process spent per message (getrusage): other jobs on the machine barely move it. */
  cpuP99Us: number;
  /** Whether this process runs as the server does, with expressions compiled at first use. */
  asServerRuns: boolean;
};

const BASELINE_PATTERN = /\b(?:kill|die|dead|hurt|end)\b/;

function percentile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))] ?? 0;
}

export function timeRiskCheck(passes = 5): RiskCheckTiming {
  const corpus = loadCorpus(join(import.meta.dirname, '..', '..', 'eval', 'crisis'));
  const texts = corpus.messages.map((m) => m.message);
  warmUpRiskCheck();
  for (const text of texts) checkMessage(text);

  const times: number[] = [];
  const baseline: number[] = [];
  const cpu: number[] = [];
  const cpuNow = () => {
    const usage = process.cpuUsage();
    return usage.user + usage.system;
  };
  let sink = 0;
  for (let pass = 0; pass < passes; pass++) {
    for (const text of texts) {
      let start = performance.now();
      sink += checkMessage(text).level.length;
      times.push(performance.now() - start);
      const cpuStart = cpuNow();
      sink += checkMessage(text).reasons.length;
      cpu.push(cpuNow() - cpuStart);
      start = performance.now();
      sink += BASELINE_PATTERN.test(text.normalize('NFKC').toLowerCase()) ? 1 : 0;
      baseline.push(performance.now() - start);
    }
  }
  if (sink < 0) console.log(sink); // keeps the work from being optimised away
  times.sort((a, b) => a - b);
  baseline.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  const us = (ms: number) => Math.round(ms * 1000);
  return {
    messages: texts.length,
    passes,
    p50Us: us(percentile(times, 0.5)),
    p99Us: us(percentile(times, 0.99)),
    maxUs: us(times.at(-1) ?? 0),
    baselineP99Us: us(percentile(baseline, 0.99)),
    cpuP99Us: Math.round(percentile(cpu, 0.99)),
    asServerRuns: process.execArgv.includes(REGEXP_FLAG),
  };
}
