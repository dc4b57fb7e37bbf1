// `npm run eval:companion`: plays every scripted conversation in eval/companion through the chat
// exactly as the server would (the safety gate first, then the built-in companion, with the
// history the client sends), runs the objective checks on every companion reply, and writes all
// transcripts to one file for blind reading (eval/companion/transcripts-<split>.md).
// By default every message reaches the companion, so all of it is measured; `--gate` plays the
// safety gate first as production does (its fixed replies are shown but not scored).
// `--split dev` while tuning keeps the held-out test split unread; `--quiet` prints figures only.
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import {
  checkConversation,
  COMPANION_SPLITS,
  placeOfPersona,
  READ_SPLITS,
  loadConversations,
  type Exchange,
  type Failure,
} from '../eval/lib/companion-checks';
import type { HistoryItem } from '../src/shared/contracts/chat';
import { CHAT_HISTORY_MAX } from '../src/shared/contracts/chat-limits';
import type { CountryCode } from '../src/shared/safety/countries';
import { findTopic, type TopicId } from '../src/shared/constants/topics';
import { builtinReply } from '../src/server/modules/chat/companion/builtin-companion';
import { assess, fixedAnswer } from '../src/server/modules/chat/safety-gate';

const { values } = parseArgs({
  options: {
    split: { type: 'string' },
    quiet: { type: 'boolean', default: false },
    'no-write': { type: 'boolean', default: false },
    gate: { type: 'boolean', default: false },
  },
});
const splits = values.split
  ? COMPANION_SPLITS.filter((s) => s === values.split)
  : [...COMPANION_SPLITS];
if (splits.length === 0) {
  console.error(`--split must be one of ${COMPANION_SPLITS.join(', ')}`);
  process.exit(2);
}

// A man whose writer marked no risk at this point answers the concern question as he would.
const PLAIN_ANSWER = 'no, nothing like that';

const root = join(import.meta.dirname, '..');
const dir = join(root, 'eval', 'companion');
const timings: number[] = [];
// CPU time as well as wall time: on a shared machine the wall clock also counts the time this
// process spent waiting for a core, which is not the companion's cost.
const cpuTimings: number[] = [];
let allPassed = true;

for (const split of splits) {
  const conversations = loadConversations(dir, split);
  const transcript: string[] = [`# Built-in companion transcripts: ${split} split`, ''];
  const failures: (Failure & { id: string })[] = [];
  let replies = 0;
  let offers = 0;
  let worstOpener = 0;
  // With --gate, and where the writer marked the turn a counsellor would ask about suicide: was
  // the direct question or the crisis reply given too early (a false alarm), and was it given by
  // then (caught)?
  // And once risk is answered, does every later reply stay a safety reply? A companion reply
  // after it means one of his answers was read as a plain no (fresh26: "nah i havent got a plan...
  // i just think it" was told "Good to hear"). Reported, and listed for read splits.
  const gate = {
    earlyAlarms: 0,
    ordinary: 0,
    caught: 0,
    risky: 0,
    fixedReplies: 0,
    turns: 0,
    kept: 0,
    dropped: [] as string[],
  };
  for (const conversation of conversations) {
    const place = placeOfPersona(conversation.persona);
    const exchanges = play(conversation.topic, conversation.turns, place, conversation.riskTurn);
    const riskTurn = conversation.riskTurn ?? null;
    const scripted = exchanges.filter((exchange) => !exchange.simulated);
    const firstFixed = scripted.findIndex((exchange) => exchange.fixed);
    gate.turns += scripted.length;
    gate.fixedReplies += scripted.filter((exchange) => exchange.fixed).length;
    if (riskTurn === null) {
      gate.ordinary += 1;
      if (firstFixed >= 0) gate.earlyAlarms += 1;
    } else {
      gate.risky += 1;
      if (firstFixed >= 0 && firstFixed < riskTurn) gate.earlyAlarms += 1;
      if (scripted.slice(riskTurn, riskTurn + 2).some((exchange) => exchange.fixed))
        gate.caught += 1;
      const answered = scripted.findIndex((exchange, i) => i >= riskTurn && exchange.fixed);
      const after = answered >= 0 ? scripted.slice(answered + 1) : [];
      const dropped = after.findIndex((exchange) => !exchange.fixed);
      if (answered >= 0 && dropped < 0) gate.kept += 1;
      else if (dropped >= 0) gate.dropped.push(`${conversation.id} turn ${answered + dropped + 2}`);
    }
    const result = checkConversation(exchanges);
    replies += result.replies;
    offers += result.offers;
    worstOpener = Math.max(worstOpener, ...result.openers.values());
    failures.push(...result.failures.map((f) => ({ ...f, id: conversation.id })));
    transcript.push(`## ${conversation.id} (${findTopic(conversation.topic)?.title})`, '');
    transcript.push(`**Steady:** ${greeting(conversation.topic)}`, '');
    for (const { user, reply, fixed, simulated } of exchanges) {
      transcript.push(
        `**He${simulated ? ' (his answer, added by the evaluation)' : ''}:** ${user}`,
        '',
        `**Steady${fixed ? ' (safety reply)' : ''}:** ${reply}`,
        '',
      );
    }
  }
  if (!values['no-write'])
    writeFileSync(
      join(dir, `transcripts-${split}${values.gate ? '-gated' : ''}.md`),
      `${transcript.join('\n')}\n`,
    );
  const byCheck = new Map<string, number>();
  for (const f of failures) byCheck.set(f.check, (byCheck.get(f.check) ?? 0) + 1);
  const passedConversations = conversations.filter((c) => !failures.some((f) => f.id === c.id));
  console.log(
    `${split}: ${conversations.length} conversations, ${replies} companion replies; ` +
      `conversations passing every check ${passedConversations.length}/${conversations.length}; ` +
      `tool offers ${offers}/${replies} (${((100 * offers) / replies).toFixed(1)} %); ` +
      `most-used opener in one conversation ${worstOpener}x`,
  );
  for (const [check, count] of byCheck) console.log(`  ${check}: ${count}`);
  if (values.gate)
    console.log(
      `  safety gate: fixed replies ${gate.fixedReplies}/${gate.turns} messages; ` +
        `conversations alarmed before any risk ${gate.earlyAlarms}/${conversations.length} ` +
        `(${gate.ordinary} have no risk turn)` +
        (gate.risky
          ? `; risk turns answered within one message ${gate.caught}/${gate.risky}; ` +
            `kept on safety replies after it ${gate.kept}/${gate.risky}`
          : ''),
    );
  if (values.gate && !values.quiet && READ_SPLITS.includes(split))
    for (const where of gate.dropped) console.log(`  back to the companion after risk: ${where}`);
  // Which reply failed is printed only for splits already read; a held-out split shows figures.
  if (!values.quiet && READ_SPLITS.includes(split))
    for (const f of failures) console.log(`  ${f.id} turn ${f.turn + 1} ${f.check}: ${f.detail}`);
  if (failures.length > 0 || offers / replies > 0.2) allPassed = false;
}

const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
console.log(
  `companion reply time in-process (${timings.length} timed runs, 20 per reply, after warm-up): ` +
    `wall p50 ${quantile(timings, 0.5).toFixed(3)} ms, p99 ${quantile(timings, 0.99).toFixed(3)} ms; ` +
    `CPU p50 ${quantile(cpuTimings, 0.5).toFixed(3)} ms, p99 ${quantile(cpuTimings, 0.99).toFixed(3)} ms; ` +
    `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`,
);
process.exit(allPassed ? 0 : 1);

function greeting(topic: TopicId): string {
  return `Hey there! I'm Steady. ${findTopic(topic)?.openingQuestion ?? ''}`;
}

/**
 * One conversation as the client and server play it: history capped as the client caps it.
 * Where the writer marked where risk begins (`riskTurn`, the fresh split), a concern question
 * asked before it gets his honest answer, a plain no, before his next scripted message; without
 * that, his next scripted line would be read as a dodge of a question he was never meant to hear.
 */
function play(
  topic: TopicId,
  turns: string[],
  { country, countryGuessed }: { country: CountryCode; countryGuessed: boolean },
  riskTurn?: number | null,
): Exchange[] {
  const history: HistoryItem[] = [{ sender: 'bot', text: greeting(topic) }];
  let declared: 'none' | 'concern' | 'crisis' = 'none';
  const exchanges: Exchange[] = [];
  turns.forEach((message, index) => {
    const exchange = exchangeFor(message);
    exchanges.push(exchange);
    const beforeRisk = riskTurn === null || (riskTurn !== undefined && index < riskTurn);
    if (exchange.fixed && declared === 'concern' && beforeRisk)
      exchanges.push({ ...exchangeFor(PLAIN_ANSWER), simulated: true });
  });
  return exchanges;

  function exchangeFor(message: string): Exchange {
    const sent = history.slice(-CHAT_HISTORY_MAX);
    const input = { message, history: sent, country, countryGuessed, declared };
    const risk = assess(input);
    const fixed = values.gate ? fixedAnswer(input, risk, 'builtin') : undefined;
    let reply: string;
    if (fixed) {
      reply = fixed.response;
      if (fixed.level === 'crisis' || declared === 'none') declared = fixed.level;
    } else {
      // Timed the way the server makes it: twenty runs of each reply after a warm-up, every run
      // kept, so the p99 includes the odd slow run (a busy machine, a garbage collection).
      reply = builtinReply({ message, topic, history: sent, country, countryGuessed });
      for (let run = 0; run < 20; run += 1) {
        const cpu = process.cpuUsage();
        const start = performance.now();
        builtinReply({ message, topic, history: sent, country, countryGuessed });
        timings.push(performance.now() - start);
        const used = process.cpuUsage(cpu);
        cpuTimings.push((used.user + used.system) / 1000);
      }
    }
    history.push({ sender: 'user', text: message }, { sender: 'bot', text: reply });
    return { user: message, reply, fixed: Boolean(fixed) };
  }
}
