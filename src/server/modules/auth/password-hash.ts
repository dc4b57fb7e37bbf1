import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id recommendation: 19 MiB memory, 2 iterations, 1 lane.
// algorithm 2 is Argon2id (the package's const enum cannot be imported under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
