// The import graph of src, read with the TypeScript compiler's own resolver (tsconfig paths,
// extensionless and index imports), and the edges that break the house layout:
//   - a client feature or server module importing a sibling (compose them one level up);
//   - application code importing a test helper (test/ or src/client/testing/);
//   - shared importing client or server, client and server importing each other.
// ESLint enforces the same rules file by file (eslint.config.js); this reads the whole graph at
// once, for a closing note or a review. Run: `npx tsx scripts/import-graph.ts`.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

export type Edge = { from: string; to: string };
export type Violation = Edge & { rule: string };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const isTest = (file: string) =>
  /\.test\.tsx?$/.test(file) || file.startsWith('src/client/testing/');

/** Which isolated unit a file belongs to ('client/features/chat'), if any. */
function unit(file: string): string | undefined {
  const match = /^src\/(client\/features|server\/modules)\/([^/]+)\//.exec(file);
  return match ? `${match[1]}/${match[2]}` : undefined;
}

const layer = (file: string) => /^src\/(client|server|shared)\//.exec(file)?.[1];

export function findViolations(edges: readonly Edge[]): Violation[] {
  const found: Violation[] = [];
  for (const edge of edges) {
    const { from, to } = edge;
    const [fromUnit, toUnit] = [unit(from), unit(to)];
    if (fromUnit && toUnit && fromUnit !== toUnit)
      found.push({ ...edge, rule: 'imports a sibling feature or module' });
    if (!isTest(from) && (to.startsWith('test/') || to.startsWith('src/client/testing/')))
      found.push({ ...edge, rule: 'application code imports a test helper' });
    const [fromLayer, toLayer] = [layer(from), layer(to)];
    if (fromLayer && toLayer && fromLayer !== toLayer && toLayer !== 'shared')
      found.push({ ...edge, rule: `${fromLayer} imports ${toLayer}` });
  }
  return found;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [rel] : [];
  });
}

/** Every import (static, type-only, re-export and dynamic) from a file in src to a file in the repo. */
export function readImportGraph(): { files: number; edges: Edge[] } {
  const config = ts.readConfigFile(path.join(root, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root);
  const host = ts.createCompilerHost(options);
  const files = sourceFiles('src');
  const edges: Edge[] = [];
  for (const file of files) {
    const absolute = path.join(root, file);
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(absolute, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const resolved = ts.resolveModuleName(fileName, absolute, options, host).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) continue;
      const to = path.relative(root, resolved.resolvedFileName).split(path.sep).join('/');
      if (!to.startsWith('..')) edges.push({ from: file, to });
    }
  }
  return { files: files.length, edges };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const { files, edges } = readImportGraph();
  const violations = findViolations(edges);
  const units = new Set(edges.flatMap((e) => [unit(e.from), unit(e.to)]).filter(Boolean));
  console.log(
    `${files} files in src, ${edges.length} imports inside the repo, ${units.size} features and modules`,
  );
  for (const v of violations) console.log(`  ${v.from} -> ${v.to}: ${v.rule}`);
  console.log(violations.length === 0 ? 'no violations' : `${violations.length} violations`);
  process.exitCode = violations.length === 0 ? 0 : 1;
}
