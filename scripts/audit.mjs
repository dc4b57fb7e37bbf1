// `npm run audit`: production dependencies (DESIGN.md §6: no high or critical advisory) checked
// offline against security/advisories.json, a snapshot of the registry's advisories pinned in the
// repo. `npm run audit -- --refresh` fetches a new snapshot (needs the registry's bulk-advisory
// endpoint) and writes it with the date; commit it. A snapshot that was never filled proves
// nothing, so the audit then says "unknown" and exits 2 rather than passing.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { BLOCKING, matchAdvisories, productionPackages } from './audit-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const snapshotPath = path.join(root, 'security/advisories.json');
const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
const packages = productionPackages(lock);

if (process.argv.includes('--refresh')) {
  const registry = (process.env.npm_config_registry ?? 'https://registry.npmjs.org/').replace(
    /\/?$/,
    '/',
  );
  const body = Object.fromEntries([...packages].map(([name, versions]) => [name, [...versions]]));
  const response = await fetch(`${registry}-/npm/v1/security/advisories/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    console.error(
      `The registry refused the advisory endpoint (${response.status}); snapshot unchanged.`,
    );
    process.exit(2);
  }
  const snapshot = {
    fetchedAt: new Date().toISOString(),
    source: registry,
    advisories: await response.json(),
  };
  fs.writeFileSync(snapshotPath, `${JSON.stringify(snapshot, null, 2)}\n`);
  console.log(
    `Snapshot written: ${Object.keys(snapshot.advisories).length} packages with advisories.`,
  );
}

const snapshot = JSON.parse(fs.readFileSync(snapshotPath, 'utf8'));
console.log(`Production packages: ${packages.size} (from package-lock.json)`);
if (!snapshot.fetchedAt) {
  console.log(
    "Advisory snapshot: never filled. This machine's registry refuses the bulk-advisory endpoint (405), " +
      'so no advisory data has been fetched and the audit cannot vouch for anything.\n' +
      'Result: UNKNOWN. Run `npm run audit -- --refresh` where the registry answers, and commit security/advisories.json.',
  );
  process.exit(2);
}
const hits = matchAdvisories(packages, snapshot.advisories);
console.log(`Advisory snapshot: ${snapshot.fetchedAt} from ${snapshot.source}`);
for (const hit of hits)
  console.log(
    `  ${hit.severity.padEnd(8)} ${hit.name}@${hit.version}: ${hit.title ?? ''} ${hit.url ?? ''}`,
  );
const blocking = hits.filter((hit) => BLOCKING.has(hit.severity));
console.log(`${hits.length} advisories match, ${blocking.length} high or critical.`);
process.exit(blocking.length > 0 ? 1 : 0);
