// The offline audit's two steps, kept pure so scripts/audit.test.ts can check them: list the
// production packages the lock file installs, and match them against a pinned advisory snapshot
// (the registry's bulk-advisory answer: { name: [{ id, severity, vulnerable_versions, ... }] }).
import semver from 'semver';

/** name → versions installed without devDependencies (`npm install --omit=dev`). */
export function productionPackages(lock) {
  const found = new Map();
  for (const [where, entry] of Object.entries(lock.packages ?? {})) {
    if (!where || entry.dev || entry.link || !entry.version) continue;
    const name =
      entry.name ?? where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);
    found.set(name, new Set([...(found.get(name) ?? []), entry.version]));
  }
  return found;
}

/** Every advisory in the snapshot that covers an installed version. */
export function matchAdvisories(packages, advisories) {
  const hits = [];
  for (const [name, list] of Object.entries(advisories ?? {})) {
    for (const version of packages.get(name) ?? []) {
      for (const advisory of list) {
        if (semver.satisfies(version, advisory.vulnerable_versions, { includePrerelease: true }))
          hits.push({ name, version, ...advisory });
      }
    }
  }
  return hits;
}

export const BLOCKING = new Set(['high', 'critical']);
