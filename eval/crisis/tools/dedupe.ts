// Removes near-duplicate messages from the crisis corpus, in place: `npx tsx eval/crisis/tools/dedupe.ts`.
// Of each pair worded nearly alike, a dev copy goes before a test copy (the frozen split keeps
// its messages), and otherwise the later writer's copy goes. Run once when writers' files are
// added; `eval/lib/crisis-corpus.test.ts` fails while any pair remains.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  DUPLICATE_THRESHOLD,
  loadCorpus,
  nearDuplicates,
  type CorpusMessage,
} from '../../lib/crisis-corpus';

const root = join(import.meta.dirname, '..');
const corpus = loadCorpus(root);
const drop = new Set<CorpusMessage>();
for (const [a, b] of nearDuplicates(corpus.messages, DUPLICATE_THRESHOLD)) {
  if (drop.has(a) || drop.has(b)) continue;
  if (a.split !== b.split) drop.add(a.split === 'dev' ? a : b);
  else drop.add(`${a.writer}:${a.line}` > `${b.writer}:${b.line}` ? a : b);
}

const byFile = new Map<string, Set<number>>();
for (const item of drop) {
  const file = join(root, item.split, `${item.writer}.tsv`);
  byFile.set(file, (byFile.get(file) ?? new Set()).add(item.line));
}
for (const [file, lines] of byFile) {
  const kept = readFileSync(file, 'utf8')
    .split('\n')
    .filter((_, index) => !lines.has(index + 1));
  writeFileSync(file, kept.join('\n'));
}
const counts = { dev: 0, test: 0 };
for (const item of drop) counts[item.split] += 1;
console.log(`removed ${drop.size} near-duplicates (dev ${counts.dev}, test ${counts.test})`);
