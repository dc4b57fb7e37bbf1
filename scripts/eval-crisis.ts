// `npm run eval:crisis`: the risk check against the labelled corpus in eval/crisis. Prints
// recall (crisis + concern) and false alarms by category and split, the conversations, and the
// slowest message. While tuning, `--dev-only` hides the test split's figures altogether, and
// `--show dev` lists dev misses and false alarms; the test split's messages are never printed,
// only its figures (eval/crisis/README.md). `--write-safety` stores the test figures that /safety
// publishes.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadCorpus, NONE_CATEGORIES, SPLITS, type Split } from '../eval/lib/crisis-corpus';
import { scoreCorpus, type CorpusScore } from '../eval/lib/crisis-score';
import { RISK_CATEGORIES } from '../src/shared/safety/risk';

const { values } = parseArgs({
  options: {
    show: { type: 'string' },
    category: { type: 'string' },
    'write-safety': { type: 'boolean', default: false },
    'dev-only': { type: 'boolean', default: false },
  },
});
if (values.show && values.show !== 'dev') {
  console.error('Only dev messages may be shown: the test split is never read for tuning.');
  process.exit(2);
}

const root = join(import.meta.dirname, '..');
const corpus = loadCorpus(join(root, 'eval', 'crisis'));
const shown: readonly Split[] = values['dev-only'] ? ['dev'] : SPLITS;
const scores = Object.fromEntries(
  shown.map((split) => [split, scoreCorpus(corpus, split)]),
) as Record<Split, CorpusScore>;

const pct = (n: number, d: number) =>
  d === 0 ? '   -  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
const row = (label: string, cells: string[]) =>
  console.log(`${label.padEnd(22)}${cells.map((c) => c.padStart(18)).join('')}`);

console.log('\nRecall on risk messages (crisis or concern), by category');
row(
  '',
  shown.map((split) => split),
);
for (const category of RISK_CATEGORIES) {
  row(
    category,
    shown.map((split) => {
      const c = scores[split].byCategory[category];
      return c ? `${c.caught}/${c.total} ${pct(c.caught, c.total)}` : '-';
    }),
  );
}
row(
  'all risk',
  shown.map(
    (split) =>
      `${scores[split].caught}/${scores[split].risk} ${pct(scores[split].caught, scores[split].risk)}`,
  ),
);
row(
  '  of which crisis',
  shown.map(
    (split) =>
      `${scores[split].caughtCrisis}/${scores[split].risk} ${pct(scores[split].caughtCrisis, scores[split].risk)}`,
  ),
);
row(
  '  right category',
  shown.map(
    (split) =>
      `${scores[split].rightCategory}/${scores[split].caught} ${pct(scores[split].rightCategory, scores[split].caught)}`,
  ),
);

console.log('\nFalse alarms on non-risk messages, by kind (crisis / concern)');
for (const kind of NONE_CATEGORIES) {
  row(
    kind,
    shown.map((split) => {
      const k = scores[split].byKind[kind];
      return k ? `${k.crisis}+${k.concern}/${k.total}` : '-';
    }),
  );
}
row(
  'crisis level',
  shown.map(
    (split) =>
      `${scores[split].falseCrisis}/${scores[split].none} ${pct(scores[split].falseCrisis, scores[split].none)}`,
  ),
);
row(
  'concern level',
  shown.map(
    (split) =>
      `${scores[split].falseConcern}/${scores[split].none} ${pct(scores[split].falseConcern, scores[split].none)}`,
  ),
);

console.log('\nConversations (the newest message read with its history)');
row(
  'risk caught',
  shown.map((split) => `${scores[split].conversations.caught}/${scores[split].conversations.risk}`),
);
row(
  'none left alone',
  shown.map((split) => `${scores[split].conversations.clear}/${scores[split].conversations.none}`),
);

const slowest = Math.max(...shown.map((split) => scores[split].slowestMs));
const p99 = Math.max(...shown.map((split) => scores[split].p99Ms));
console.log(
  `\nTime per message: p99 ${(p99 * 1000).toFixed(0)} µs, slowest ${(slowest * 1000).toFixed(0)} µs`,
);

if (values.show === 'dev') {
  const dev = scores.dev;
  const only = values.category;
  console.log('\n--- dev misses');
  for (const miss of dev.misses)
    if (!only || miss.category === only)
      console.log(`${miss.category}\t${miss.where}\t${miss.message}`);
  console.log('\n--- dev false alarms');
  for (const alarm of dev.falseAlarms)
    if (!only || alarm.category === only)
      console.log(`${alarm.level}\t${alarm.category}\t${alarm.why}\t${alarm.message}`);
}

if (values['write-safety']) {
  const test = scores.test;
  // Counts, not only rates, so /safety can say "44 of 48". No timing: this machine's load would
  // make it noise; `npm run bench` measures the time per message against a same-run baseline.
  const figures = {
    measuredOn: new Date().toISOString().slice(0, 10),
    writers: new Set(corpus.messages.filter((m) => m.split === 'test').map((m) => m.writer)).size,
    risk: { total: test.risk, caught: test.caught },
    none: { total: test.none, crisis: test.falseCrisis, concern: test.falseConcern },
    byCategory: Object.fromEntries(
      RISK_CATEGORIES.map((category) => [
        category,
        test.byCategory[category] ?? { total: 0, caught: 0 },
      ]),
    ),
    conversations: { total: test.conversations.risk, caught: test.conversations.caught },
  };
  const file = join(root, 'src', 'shared', 'content', 'safety-figures.json');
  writeFileSync(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`\nWrote the test-split figures to ${file}`);
}
