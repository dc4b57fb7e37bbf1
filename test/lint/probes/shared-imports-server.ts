// lint-as: src/shared/lint-probe.ts
// expect: import-x/no-restricted-paths
// shared is isomorphic: reaching into the server through the alias must fail.
import { systemClock } from '@server/lib/clock';

export const probe = systemClock;
