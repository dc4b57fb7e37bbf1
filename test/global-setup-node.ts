import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { writePgliteTemplate } from './pglite-template';

declare module 'vitest' {
  // Declaration merging needs an interface: Vitest's own ProvidedContext is one.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    /** A migrated, seeded PGlite data directory (tarball) that server suites load. */
    pgliteTemplate: string;
  }
}

// Once per run, before any worker starts: migrate one PGlite and dump it. Workers load the dump
// (test/server-harness.ts) instead of running initdb and the migrations once per suite.
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'steady-pglite-'));
  const file = path.join(dir, 'template.tar');
  await writePgliteTemplate(file);
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
