import { describe, expect, it } from 'vitest';
import { findViolations, readImportGraph } from './import-graph';

describe('the import graph of src', () => {
  const { edges } = readImportGraph();

  it('resolves relative, alias and test-helper imports (or the checks below would see nothing)', () => {
    expect(
      edges.some((e) => e.from.startsWith('src/server/') && e.to === 'test/server-harness.ts'),
    ).toBe(true);
    expect(edges.some((e) => e.to === 'src/client/testing/render.tsx')).toBe(true);
    expect(
      edges.some((e) => e.from.startsWith('src/client/') && e.to.startsWith('src/shared/')),
    ).toBe(true);
  });

  it('has no feature or module importing a sibling, and no application code importing a test helper', () => {
    expect(findViolations(edges)).toEqual([]);
  });

  it('names each kind of violation', () => {
    const rules = findViolations([
      { from: 'src/client/features/chat/a.tsx', to: 'src/client/features/journal/b.ts' },
      { from: 'src/server/modules/chat/a.ts', to: 'src/server/modules/journal/b.ts' },
      { from: 'src/server/modules/chat/a.ts', to: 'test/server-harness.ts' },
      { from: 'src/client/features/chat/a.tsx', to: 'src/client/testing/render.tsx' },
      { from: 'src/shared/a.ts', to: 'src/server/b.ts' },
      // allowed: a test using helpers, a feature using its own files and shared code
      { from: 'src/client/features/chat/a.test.tsx', to: 'src/client/testing/render.tsx' },
      { from: 'src/client/features/chat/a.tsx', to: 'src/client/features/chat/b.ts' },
      { from: 'src/client/features/chat/a.tsx', to: 'src/shared/b.ts' },
    ]).map((v) => v.rule);
    expect(rules).toEqual([
      'imports a sibling feature or module',
      'imports a sibling feature or module',
      'application code imports a test helper',
      'application code imports a test helper',
      'shared imports server',
    ]);
  });
});
