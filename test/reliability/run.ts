// `npm run test:reliability`: durability, fuzzing, faults, load and scale-out (DESIGN.md §6).
// Bounded in time; everything on 127.0.0.1. Prints "N passed, M failed" and writes the figures
// to bench/.tmp/reliability-latest.json. RELIABILITY_ONLY=fuzz,faults picks suites (issue 20's
// run-time faults one by one: redis-cut, db-hung, slow-body; `npm run test:reliability --
// --only=slow-body` does the same);
// RELIABILITY_LOAD_SECONDS (60), RELIABILITY_CYCLES (20), RELIABILITY_FUZZ_REQUESTS (6000 per app).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { postgresAvailable, ROOT } from '../../bench/lib/servers';
import { durability } from './durability';
import { faults } from './faults';
import { fuzz } from './fuzz';
import { figures, results } from './harness';
import { loadTest } from './load';
import { runtimeFaults } from './runtime-faults';
import { scaleOut } from './scale-out';

const onlyFlag = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
const only = (onlyFlag ?? process.env.RELIABILITY_ONLY)?.split(',');
const wanted = (name: string) => !only || only.includes(name);
const LIMIT_MS = Number(process.env.RELIABILITY_LIMIT_S ?? 1500) * 1000;

async function main() {
  const started = new Date();
  const postgres = await postgresAvailable();
  console.log(
    `Steady reliability — ${os.cpus().length} CPUs, Node ${process.version}, PostgreSQL ${postgres ? 'reachable' : 'NOT reachable (its checks are skipped)'}`,
  );
  if (wanted('fuzz')) await fuzz();
  if (wanted('faults')) await faults(postgres);
  await runtimeFaults(postgres, (name) => wanted(name) || wanted('faults'));
  if (wanted('durability')) await durability(postgres);
  if (wanted('scale-out')) await scaleOut(postgres);
  if (wanted('load')) await loadTest();

  const passed = results.filter((r) => r.ok).length;
  const failed = results.length - passed;
  const out = path.join(ROOT, 'bench/.tmp');
  fs.mkdirSync(out, { recursive: true });
  fs.writeFileSync(
    path.join(out, 'reliability-latest.json'),
    JSON.stringify(
      {
        date: started.toISOString(),
        cpus: os.cpus().length,
        node: process.version,
        results,
        figures,
      },
      null,
      2,
    ),
  );
  console.log(
    `\n${passed} passed, ${failed} failed (figures in bench/.tmp/reliability-latest.json)`,
  );
  process.exit(failed === 0 ? 0 : 1);
}

setTimeout(() => {
  console.error(`reliability: time limit of ${LIMIT_MS / 1000}s reached`);
  process.exit(2);
}, LIMIT_MS).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
