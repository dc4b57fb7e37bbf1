import { performance } from 'node:perf_hooks';
import { assessConversation } from '../../src/shared/safety/risk-check/assess-conversation';
import { checkMessage, warmUpRiskCheck } from '../../src/shared/safety/risk-check/check-message';
import { concernReply, crisisReply } from '../../src/shared/safety/fixed-replies';
import type { RiskCategory } from '../../src/shared/safety/risk';
import type { Corpus, Split } from './crisis-corpus';

// Scores the risk check on one split of the corpus. A risk message counts as caught at either
// level (both skip the engine and ask about safety); a non-risk message at either level is a
// false alarm, counted per level because the targets differ (crisis ≤ 3 %, concern ≤ 10 %).

export type CorpusScore = {
  risk: number;
  caught: number;
  caughtCrisis: number;
  rightCategory: number;
  none: number;
  falseCrisis: number;
  falseConcern: number;
  byCategory: Partial<Record<RiskCategory, { total: number; caught: number }>>;
  byKind: Record<string, { total: number; crisis: number; concern: number }>;
  conversations: { risk: number; caught: number; none: number; clear: number };
  misses: { category: string; where: string; message: string }[];
  falseAlarms: { level: string; category: string; why: string; message: string }[];
  slowestMs: number;
  p99Ms: number;
};

const fillBot = (text: string, category: RiskCategory) =>
  text === '{CRISIS_REPLY}'
    ? crisisReply(category, 'US')
    : text === '{CONCERN_QUESTION}'
      ? concernReply(category, 'US')
      : text;

export function scoreCorpus(corpus: Corpus, split: Split): CorpusScore {
  const score: CorpusScore = {
    risk: 0,
    caught: 0,
    caughtCrisis: 0,
    rightCategory: 0,
    none: 0,
    falseCrisis: 0,
    falseConcern: 0,
    byCategory: {},
    byKind: {},
    conversations: { risk: 0, caught: 0, none: 0, clear: 0 },
    misses: [],
    falseAlarms: [],
    slowestMs: 0,
    p99Ms: 0,
  };
  // Time the check as the server runs it: warmed up at start-up (regular expressions compiled).
  warmUpRiskCheck();
  const times: number[] = [];
  for (const item of corpus.messages) {
    if (item.split !== split) continue;
    const start = performance.now();
    const result = checkMessage(item.message);
    times.push(performance.now() - start);
    if (item.label === 'risk') {
      score.risk += 1;
      const entry = (score.byCategory[item.category] ??= { total: 0, caught: 0 });
      entry.total += 1;
      if (result.level === 'none') {
        score.misses.push({
          category: item.category,
          where: `${item.writer}:${item.line}`,
          message: item.message,
        });
        continue;
      }
      entry.caught += 1;
      score.caught += 1;
      if (result.level === 'crisis') score.caughtCrisis += 1;
      if (result.category === item.category) score.rightCategory += 1;
    } else {
      score.none += 1;
      const entry = (score.byKind[item.category] ??= { total: 0, crisis: 0, concern: 0 });
      entry.total += 1;
      if (result.level === 'none') continue;
      entry[result.level] += 1;
      if (result.level === 'crisis') score.falseCrisis += 1;
      else score.falseConcern += 1;
      score.falseAlarms.push({
        level: result.level,
        category: item.category,
        why: result.reasons.map((r) => `${r.rule}[${r.words}]`).join(' '),
        message: item.message,
      });
    }
  }
  for (const item of corpus.conversations) {
    if (item.split !== split) continue;
    const category: RiskCategory = item.label === 'risk' ? item.category : 'wish-to-die';
    const history = item.turns.map((turn) => ({
      sender: turn.sender,
      text: fillBot(turn.text, category),
    }));
    const result = assessConversation({ message: item.message, history });
    if (item.label === 'risk') {
      score.conversations.risk += 1;
      if (result.level !== 'none') score.conversations.caught += 1;
      else
        score.misses.push({
          category: `conversation:${item.kind}`,
          where: `${item.writer}.jsonl:${item.line}`,
          message: item.message,
        });
    } else {
      score.conversations.none += 1;
      if (result.level === 'none') score.conversations.clear += 1;
      else
        score.falseAlarms.push({
          level: result.level,
          category: `conversation:${item.kind}`,
          why: result.reasons.map((r) => r.rule).join(' '),
          message: item.message,
        });
    }
  }
  times.sort((a, b) => a - b);
  score.slowestMs = times.at(-1) ?? 0;
  score.p99Ms = times[Math.floor(times.length * 0.99)] ?? 0;
  return score;
}
