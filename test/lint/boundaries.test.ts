// The layer rules only help while they fire. Each probe in ./probes breaks one rule on purpose and
// names it in an `// expect:` line; `// lint-as:` places it in src (as text, nothing is written
// there) so the path-based rules apply. A probe without `lint-as` is linted where it stands (the
// cycle pair needs real files that import each other). If the resolver stops resolving aliases or
// extensionless paths, these rules go quiet, and this test fails.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const probeDir = path.join(root, 'test/lint/probes');

// `expected` is a rule id, or 'nothing' for the control probe that must lint clean.
type Probe = { file: string; lintAs: string | null; expected: string };

function readProbe(file: string): Probe {
  const text = readFileSync(path.join(probeDir, file), 'utf8');
  const lintAs = /^\/\/ lint-as: (\S+)$/m.exec(text)?.[1] ?? null;
  const expected = /^\/\/ expect: (\S+)$/m.exec(text)?.[1];
  if (!expected) throw new Error(`${file} has no "// expect:" line`);
  return { file, lintAs, expected };
}

const probes = readdirSync(probeDir)
  .filter((f) => f.endsWith('.ts'))
  .sort()
  .map(readProbe);

let eslint: ESLint;

// The probes are ignored by `npm run lint` (they fail on purpose); `ignore: false` lints them here.
beforeAll(() => {
  eslint = new ESLint({ cwd: root, ignore: false });
});

async function lint(probe: Probe): Promise<Linter.LintMessage[]> {
  const filePath = path.join(probeDir, probe.file);
  const [result] = probe.lintAs
    ? await eslint.lintText(readFileSync(filePath, 'utf8'), {
        filePath: path.join(root, probe.lintAs),
      })
    : await eslint.lintFiles([filePath]);
  return result?.messages ?? [];
}

describe('lint rules fire on code that breaks them', () => {
  it('has a probe for every rule that guards the layers', () => {
    const rules = new Set(probes.map((p) => p.expected));
    for (const rule of [
      'import-x/no-restricted-paths',
      'import-x/no-cycle',
      'no-restricted-imports',
      'no-restricted-syntax',
      'nothing',
    ]) {
      expect(rules).toContain(rule);
    }
  });

  it.each(probes)('$file: $expected', async (probe) => {
    const messages = await lint(probe);
    // Only the rule under test may speak: a parse error or an unrelated rule would be a broken probe.
    const rules = messages.map((m) => m.ruleId ?? `fatal: ${m.message}`);
    if (probe.expected === 'nothing') {
      expect(rules).toEqual([]);
    } else {
      expect(rules.length).toBeGreaterThan(0);
      expect(new Set(rules)).toEqual(new Set([probe.expected]));
    }
  });
});
