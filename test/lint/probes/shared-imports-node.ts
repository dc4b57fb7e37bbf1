// lint-as: src/shared/lint-probe.ts
// expect: no-restricted-imports
// shared runs in the browser too, so Node built-ins are out.
import { readFileSync } from 'node:fs';

export const probe = readFileSync;
