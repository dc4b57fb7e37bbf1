import { describe, expect, it } from 'vitest';
import { matchAdvisories, productionPackages } from './audit-lib.mjs';

const lock = {
  packages: {
    '': { name: 'steady', version: '0.1.0' },
    'node_modules/fastify': { version: '5.12.8' },
    'node_modules/fastify/node_modules/semver': { version: '7.5.1' },
    'node_modules/semver': { version: '7.8.6' },
    'node_modules/vite': { version: '8.3.8', dev: true },
  },
};

describe('offline audit', () => {
  it('lists production packages with every installed version, and no devDependencies', () => {
    const packages = productionPackages(lock);
    expect([...packages.keys()].sort()).toEqual(['fastify', 'semver']);
    expect([...(packages.get('semver') ?? [])].sort()).toEqual(['7.5.1', '7.8.6']);
  });

  it('matches advisories by version range and ignores devDependencies', () => {
    const hits = matchAdvisories(productionPackages(lock), {
      semver: [{ id: 1, severity: 'high', vulnerable_versions: '<7.5.2', title: 'ReDoS' }],
      fastify: [{ id: 2, severity: 'low', vulnerable_versions: '<5.0.0' }],
      vite: [{ id: 3, severity: 'critical', vulnerable_versions: '*' }],
    });
    expect(hits.map((hit) => `${hit.name}@${hit.version} ${hit.severity}`)).toEqual([
      'semver@7.5.1 high',
    ]);
  });
});
