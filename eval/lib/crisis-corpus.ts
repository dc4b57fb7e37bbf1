import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { RISK_CATEGORIES } from '../../src/shared/safety/risk';

// The crisis evaluation corpus (eval/crisis, see its README): single messages as TSV and short
// conversations as JSONL, one file per independent writer, in a frozen `test` split and a `dev`
// split. This module only reads and checks the files; it knows nothing of the detector.

export const SPLITS = ['dev', 'test'] as const;
export type Split = (typeof SPLITS)[number];

export const NONE_CATEGORIES = [
  'figurative',
  'banter',
  'resolved-past',
  'informational',
  'everyday-distress',
  'third-party-safe',
  'media-fiction',
  'everyday-health',
  'venting-anger',
  // Plain turns of a support chat ("yeah", "she'll get defensive", "do i need tablets?"): the
  // most common message of all, added when the companion's conversations showed the check
  // asking the suicide question after ordinary answers.
  'everyday-chat',
] as const;

const riskRow = z.object({ label: z.literal('risk'), category: z.enum(RISK_CATEGORIES) });
const noneRow = z.object({ label: z.literal('none'), category: z.enum(NONE_CATEGORIES) });
const labelled = z.discriminatedUnion('label', [riskRow, noneRow]);
export type Labelled = z.infer<typeof labelled>;

export type CorpusMessage = Labelled & {
  split: Split;
  writer: string;
  line: number;
  message: string;
};

const turn = z.object({ sender: z.enum(['user', 'bot']), text: z.string().min(1) });
const conversationRow = z.intersection(
  labelled,
  z.object({
    kind: z.enum(['split', 'after-crisis', 'after-concern', 'negative']),
    turns: z.array(turn).min(1).max(20),
    message: z.string().min(1),
  }),
);

export type CorpusConversation = z.infer<typeof conversationRow> & {
  split: Split;
  writer: string;
  line: number;
};

export type Corpus = { messages: CorpusMessage[]; conversations: CorpusConversation[] };

export function loadCorpus(root: string): Corpus {
  const messages: CorpusMessage[] = [];
  const conversations: CorpusConversation[] = [];
  for (const split of SPLITS) {
    const dir = join(root, split);
    for (const file of readdirSync(dir).sort()) {
      const writer = basename(file).replace(/\.(tsv|jsonl)$/, '');
      const lines = readFileSync(join(dir, file), 'utf8').split('\n');
      if (file.endsWith('.tsv')) {
        if (lines[0] !== 'label\tcategory\tmessage')
          throw new Error(`${split}/${file}: bad header`);
        lines.slice(1).forEach((text, index) => {
          if (text.trim() === '') return;
          const [label, category, message, ...rest] = text.split('\t');
          const where = `${split}/${file}:${index + 2}`;
          if (rest.length || !message) throw new Error(`${where}: expected three columns`);
          const parsed = labelled.safeParse({ label, category });
          if (!parsed.success) throw new Error(`${where}: ${parsed.error.issues[0]?.message}`);
          messages.push({ ...parsed.data, split, writer, line: index + 2, message });
        });
      } else if (file.endsWith('.jsonl')) {
        lines.forEach((text, index) => {
          if (text.trim() === '') return;
          const parsed = conversationRow.safeParse(JSON.parse(text));
          if (!parsed.success)
            throw new Error(`${split}/${file}:${index + 1}: ${parsed.error.issues[0]?.message}`);
          conversations.push({ ...parsed.data, split, writer, line: index + 1 });
        });
      }
    }
  }
  return { messages, conversations };
}

/** Lowercase words, for comparing two messages' wording. */
export function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’‘`']/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function shingles(text: string): Set<string> {
  const words = wordsOf(text);
  const set = new Set<string>();
  for (let i = 0; i < words.length; i += 1) set.add(words.slice(i, i + 2).join(' '));
  return set;
}

/** Word-pair Jaccard at which two messages count as one. */
export const DUPLICATE_THRESHOLD = 0.5;

/**
 * Pairs of messages worded nearly alike (word-pair Jaccard at or above `threshold`), so one
 * writer's template cannot count many times, nor a test message reappear in dev.
 */
export function nearDuplicates(
  items: readonly CorpusMessage[],
  threshold = DUPLICATE_THRESHOLD,
): [CorpusMessage, CorpusMessage, number][] {
  // Pairs that share no word pair cannot reach the threshold, so only messages met through an
  // index of word pairs are compared: the corpus outgrew comparing every pair (4,000 messages,
  // 8 million comparisons, past the test's time limit on a busy machine).
  const sets = items.map((item) => shingles(item.message));
  const index = new Map<string, number[]>();
  const shared = new Int32Array(items.length);
  const pairs: [CorpusMessage, CorpusMessage, number][] = [];
  for (let j = 0; j < items.length; j += 1) {
    const set = sets[j] as Set<string>;
    const met: number[] = [];
    for (const shingle of set) {
      const seen = index.get(shingle);
      if (!seen) {
        index.set(shingle, [j]);
        continue;
      }
      for (const i of seen) if ((shared[i] = (shared[i] as number) + 1) === 1) met.push(i);
      seen.push(j);
    }
    for (const i of met.sort((a, b) => a - b)) {
      const both = shared[i] as number;
      shared[i] = 0;
      const score = both / ((sets[i] as Set<string>).size + set.size - both || 1);
      if (score >= threshold)
        pairs.push([items[i] as CorpusMessage, items[j] as CorpusMessage, score]);
    }
  }
  return pairs;
}
