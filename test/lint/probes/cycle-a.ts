// expect: import-x/no-cycle
// Linted where it stands, with cycle-b.ts: each imports the other.
import { b } from './cycle-b';

export const a = () => b;
