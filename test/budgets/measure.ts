// Front-end budgets (DESIGN.md §6) measured on the build output in dist/client:
//   - initial JavaScript for `/`: the entry chunk, everything it imports statically, and every
//     modulepreload in the prerendered home page (with their static imports), gzip level 9;
//   - the CSS `/` loads;
//   - route splitting: no page chunk statically imports another page's chunk, and no prerendered
//     page preloads more than its own page chunk;
//   - references to another origin in the prerendered HTML and the CSS.
// e2e/budgets.spec.ts asserts them; `node --import tsx test/budgets/report.ts` prints them.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const KB = 1024;
export const BUDGETS = { initialJsGzip: 100 * KB, cssGzip: 25 * KB };
export const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

type ManifestEntry = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };
export type FileSize = { file: string; gzip: number; brotli: number };

export type BudgetReport = {
  initialJsGzip: number;
  initialJsBrotli: number;
  initialJsFiles: FileSize[];
  cssGzip: number;
  cssFiles: FileSize[];
  /** Initial JS of every prerendered page, gzip. */
  pageInitialJsGzip: Record<string, number>;
  /** Prerendered pages whose initial JS includes Zod (about 25 KB gzip and a costly start-up). */
  zodPages: string[];
  crossRoute: string[];
  foreign: string[];
};

export function measureBudgets(clientDir = path.resolve('dist/client')): BudgetReport {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8'),
  ) as Record<string, ManifestEntry>;
  const prerendered = path.join(clientDir, 'prerendered');
  const size = (file: string): FileSize => {
    const bytes = fs.readFileSync(path.join(clientDir, file));
    return {
      file,
      gzip: zlib.gzipSync(bytes, { level: 9 }).length,
      brotli: zlib.brotliCompressSync(bytes).length,
    };
  };
  const byFile = new Map(Object.values(manifest).map((entry) => [entry.file, entry]));

  /** Chunks plus their static imports, transitively (dynamic imports load later, on demand). */
  const closure = (files: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      const entry = byFile.get(file);
      if (!entry) throw new Error(`${file} is not in the Vite manifest`);
      seen.add(file);
      for (const key of entry.imports ?? []) {
        const imported = manifest[key];
        if (imported) visit(imported.file);
      }
    };
    files.forEach(visit);
    return seen;
  };
  const refs = (html: string) => ({
    preloads: [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    ),
    styles: [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
      (m) => m[1] ?? '',
    ),
  });

  const entry = Object.values(manifest).find((e) => e.isEntry);
  if (!entry) throw new Error('no entry chunk in the Vite manifest');
  const initialFor = (html: string) =>
    closure([entry.file, ...refs(html).preloads.filter((f) => byFile.has(f))]);

  const home = fs.readFileSync(path.join(prerendered, 'index.html'), 'utf8');
  const initialJs = initialFor(home);
  const css = new Set(refs(home).styles);
  for (const file of initialJs) for (const c of byFile.get(file)?.css ?? []) css.add(c);
  const initialJsFiles = [...initialJs].map(size).sort((a, b) => b.gzip - a.gzip);
  const cssFiles = [...css].map(size);

  const pageChunks = new Map(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith('src/client/app/routes/'))
      .map(([key, e]) => [e.file, path.basename(key).replace(/\.tsx?$/, '')]),
  );
  const crossRoute: string[] = [];
  for (const [file, page] of pageChunks) {
    for (const other of closure([file])) {
      if (other !== file && pageChunks.has(other))
        crossRoute.push(`${page} statically imports ${pageChunks.get(other)}`);
    }
  }
  const foreign: string[] = [];
  const pageInitialJsGzip: Record<string, number> = {};
  const gzipOf = new Map<string, number>();
  // Zod's minified code keeps its `_zod.def` property accesses; no code of ours has them.
  const hasZod = (file: string) =>
    fs.readFileSync(path.join(clientDir, file), 'utf8').includes('_zod.def');
  const zodPages: string[] = [];
  for (const name of fs.readdirSync(prerendered).filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(path.join(prerendered, name), 'utf8');
    const pagePreloads = refs(html).preloads.filter((f) => pageChunks.has(f));
    if (pagePreloads.length > 1)
      crossRoute.push(`${name} preloads ${pagePreloads.map((f) => pageChunks.get(f)).join(', ')}`);
    if ([...initialFor(html)].some(hasZod)) zodPages.push(name);
    pageInitialJsGzip[name] = [...initialFor(html)].reduce((sum, f) => {
      if (!gzipOf.has(f)) gzipOf.set(f, size(f).gzip);
      return sum + (gzipOf.get(f) ?? 0);
    }, 0);
    // Tags that make the browser fetch something; canonical and og: URLs are metadata, not requests.
    for (const m of html.matchAll(
      /<(script|link|img|iframe|source|audio|video)\b[^>]*\b(?:src|href)="((?:https?:)?\/\/[^"]+)"[^>]*>/g,
    )) {
      if (!/rel="canonical"/.test(m[0])) foreign.push(`${name}: ${m[2]}`);
    }
  }
  for (const file of fs
    .readdirSync(path.join(clientDir, 'assets'))
    .filter((f) => f.endsWith('.css'))) {
    const text = fs.readFileSync(path.join(clientDir, 'assets', file), 'utf8');
    for (const m of text.matchAll(
      /url\((['"]?)((?:https?:)?\/\/[^'")]+)\1\)|@import\s+(['"])((?:https?:)?\/\/[^'"]+)/g,
    )) {
      foreign.push(`${file}: ${m[2] ?? m[4]}`);
    }
  }
  return {
    initialJsGzip: initialJsFiles.reduce((sum, f) => sum + f.gzip, 0),
    initialJsBrotli: initialJsFiles.reduce((sum, f) => sum + f.brotli, 0),
    initialJsFiles,
    cssGzip: cssFiles.reduce((sum, f) => sum + f.gzip, 0),
    cssFiles,
    pageInitialJsGzip,
    zodPages,
    crossRoute,
    foreign,
  };
}
