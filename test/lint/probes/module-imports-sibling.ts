// lint-as: src/server/modules/chat/lint-probe.ts
// expect: import-x/no-restricted-paths
// A server module may not import another module; app.ts wires them together.
import { createProgressRepo } from '../progress/progress.repo';

export const probe = createProgressRepo;
