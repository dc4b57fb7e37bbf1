// `npm run bench`: runs bench/bench.ts under tsx (the server code it starts is TypeScript), then
// bench/mood-insights.ts (issue 19's 50 ms bar). BENCH_ONLY=insights runs only the latter.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SERVER_NODE_ARGS } from '../scripts/server-node-args.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (script) =>
  spawnSync(process.execPath, [...SERVER_NODE_ARGS, script, ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
  }).status ?? 1;
const only = process.env.BENCH_ONLY?.split(',');
const insightsOnly = only?.every((word) => word === 'insights');
const endpoints = insightsOnly ? 0 : run('bench/bench.ts');
const insights = !only || only.includes('insights') ? run('bench/mood-insights.ts') : 0;
process.exit(endpoints || insights);
