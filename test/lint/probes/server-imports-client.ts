// lint-as: src/server/http/lint-probe.ts
// expect: import-x/no-restricted-paths
import { cn } from '@client/lib/utils';

export const probe = cn;
