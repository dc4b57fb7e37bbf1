// What the model's leash costs (issue 15), on the wire, against the fake OpenAI-compatible model
// with set delays: a first token after FIRST_TOKEN_MS, then one token every TOKEN_MS.
//   - Sentence release: Steady shows a sentence only once the output guard has passed it, so his
//     first visible text comes when the model's first sentence is complete, not at its first token.
//   - Second opinion: the classifier runs in parallel; the first sentence waits for its verdict.
//     Measured with a classifier as fast as loopback (0 ms) and one as slow as the same model
//     writing its JSON verdict (first token + 15 tokens).
import type { FakeLlmServer } from '../../test/fake-llm-server';
import { firstChunkAfter, percentile } from './ttft';

export const FIRST_TOKEN_MS = 200;
export const TOKEN_MS = 20;
const REPLY =
  "That sounds like a heavy week, and it makes sense you're worn out. What has been the hardest part?";
const VERDICT_TOKENS = 15;

export type LeashFigures = {
  samples: number;
  firstTokenMs: number;
  tokenMs: number;
  classifierMs: number;
  /** The model alone: first content token, and the end of its first sentence. */
  modelFirstToken: number;
  modelFirstSentence: number;
  /** Steady's first visible text with an instant classifier, and with a model-speed one. */
  steadyInstantVerdict: number;
  steadySlowVerdict: number;
  /** p50 of the paired differences within each round (robust to drift on a shared machine). */
  releaseCost: number;
  secondOpinionCost: number;
};

export async function measureLeash(
  llm: FakeLlmServer,
  steadyUrl: string,
  samples: number,
): Promise<LeashFigures> {
  llm.reset();
  llm.mode = 'slow';
  llm.firstTokenDelayMs = FIRST_TOKEN_MS - TOKEN_MS; // 'slow' waits TOKEN_MS before each token too.
  llm.tokenDelayMs = TOKEN_MS;
  llm.say(REPLY);
  const classifierMs = FIRST_TOKEN_MS + VERDICT_TOKENS * TOKEN_MS;
  const message = 'Work has been a lot this week and I keep replaying it at night.';
  const modelRequest = {
    model: 'fake-model',
    stream: true,
    messages: [{ role: 'user', content: message }],
  };
  const series = {
    token: [] as number[],
    sentence: [] as number[],
    instant: [] as number[],
    slow: [] as number[],
  };
  const steadyDelta = (text: string) => /"type":"delta"/.test(text);
  for (let i = 0; i < samples + 2; i += 1) {
    const warm = i < 2;
    const push = (list: number[], value: number) => {
      if (!warm) list.push(value);
    };
    push(
      series.token,
      await firstChunkAfter(`${llm.baseUrl}/chat/completions`, modelRequest, (text) =>
        /"content":"/.test(text),
      ),
    );
    push(
      series.sentence,
      await firstChunkAfter(`${llm.baseUrl}/chat/completions`, modelRequest, (text) =>
        /"content":"[^"]*[.?!]"/.test(text),
      ),
    );
    llm.classifyDelayMs = 0;
    push(
      series.instant,
      await firstChunkAfter(`${steadyUrl}/api/chat/stream`, { message }, steadyDelta),
    );
    llm.classifyDelayMs = classifierMs;
    push(
      series.slow,
      await firstChunkAfter(`${steadyUrl}/api/chat/stream`, { message }, steadyDelta),
    );
  }
  llm.reset();
  const paired = (a: number[], b: number[]) => a.map((value, i) => value - (b[i] ?? NaN));
  return {
    samples,
    firstTokenMs: FIRST_TOKEN_MS,
    tokenMs: TOKEN_MS,
    classifierMs,
    modelFirstToken: percentile(series.token, 50),
    modelFirstSentence: percentile(series.sentence, 50),
    steadyInstantVerdict: percentile(series.instant, 50),
    steadySlowVerdict: percentile(series.slow, 50),
    releaseCost: percentile(paired(series.instant, series.token), 50),
    secondOpinionCost: percentile(paired(series.slow, series.instant), 50),
  };
}

export function leashMarkdown(f: LeashFigures): string {
  const ms = (n: number) => `${n.toFixed(1)} ms`;
  return [
    `Model leash (issue 15), p50 of ${f.samples} interleaved streams; fake model: first token after ${f.firstTokenMs} ms, then a token every ${f.tokenMs} ms; its first sentence is 14 tokens.`,
    '',
    '| measure | p50 |',
    '|---|---:|',
    `| model alone: first token | ${ms(f.modelFirstToken)} |`,
    `| model alone: first sentence complete | ${ms(f.modelFirstSentence)} |`,
    `| Steady: first visible text, classifier answering at once | ${ms(f.steadyInstantVerdict)} |`,
    `| Steady: first visible text, classifier taking ${f.classifierMs} ms (the same model writing its verdict) | ${ms(f.steadySlowVerdict)} |`,
    `| **cost of sentence release** in time to first visible text (Steady with an instant verdict − model's first token, paired per round) | **${ms(f.releaseCost)}** |`,
    `| **cost of the second opinion** in time to first visible text (slow verdict − instant verdict, paired per round) | **${ms(f.secondOpinionCost)}** |`,
  ].join('\n');
}
