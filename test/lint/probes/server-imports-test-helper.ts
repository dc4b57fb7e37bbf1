// lint-as: src/server/modules/journal/lint-probe.ts
// expect: import-x/no-restricted-paths
// Application code may not import a test helper: test/ is for tests only.
import { signUp } from '../../../../test/server-harness';

export const probe = signUp;
