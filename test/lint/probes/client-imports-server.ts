// lint-as: src/client/lib/lint-probe.ts
// expect: import-x/no-restricted-paths
// Types cross between client and server only through src/shared/contracts.
import { systemClock } from '@server/lib/clock';

export const probe = systemClock;
