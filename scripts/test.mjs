// `npm test`: every suite, in order: unit + component + server integration (Vitest, on PGlite
// and, when TEST_DATABASE_URL is set, PostgreSQL), then a production build and the Playwright
// end-to-end specs in Chromium. Stops at the first failing stage.
import { spawnSync } from 'node:child_process';

const stages = [
  ['vitest', ['npx', 'vitest', 'run']],
  ['build', ['npm', 'run', 'build']],
  ['e2e', ['npx', 'playwright', 'test']],
];

if (!process.env.TEST_DATABASE_URL) {
  console.log(
    'TEST_DATABASE_URL is not set: the PostgreSQL half of the server suites will be skipped.',
  );
}
for (const [name, [command, ...args]] of stages) {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')} ===`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  if (result.status !== 0) {
    console.error(`\n${name} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}
