// lint-as: src/shared/rules/lint-probe.ts
// expect: import-x/no-restricted-paths
// The same boundary through a relative, extensionless path.
import { systemClock } from '../../server/lib/clock';

export const probe = systemClock;
