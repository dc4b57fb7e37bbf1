import { flowById, FLOWS, MENU, type Flow, type FlowId } from './flows';
import type { Talk } from './open-talk';
import type { Theme } from './understand';

// He asks for an exercise without naming one of ours: "walk me through something to get to sleep",
// "something I can actually do in that moment, step by step", "is there something i can actually do
// when it hits?" (fresh17's carer at the fridge, just offered the urge exercise), "something i can
// actually do in bed at 1am" and "teach me something to do at 6pm" (fresh18's, told "I can't
// answer it well"), "that thing where you pick apart a thought". The companion advertises these
// exercises, so it must not then answer "I can't answer that". It starts the one his words point
// to, else the one that fits what he has told it, else it says what it can do and lets him choose.

const WALK_ME_THROUGH =
  /\b(?:(?:walk|talk|take) me through|break (?:it|this|that) down (?:for me|step by step))\b/;
// Only asked for: "taking it step by step" or "I said it in the moment" asks nothing.
const EXERCISE_WORDS =
  /\b(?:step by step|(?:like|in|as|into) (?:\w+ )?steps|1 2 3|checklist|an? (?:exercise|technique|method)|(?:that|the) thing where you|(?:something|somethin|anything|owt|summat) (?:simple |easy |practical )?(?:i|we) (?:can|could) (?:actually |just )?do\b|(?:something|a thing|anything) (?:simple |easy |small )?to do (?:at|in|when|before|while|for)\b|(?:something|anything) for (?:getting to sleep|falling asleep|the sleep|sleep|bedtime|nights|the nights)|(?:something|somethin|anything|owt|summat) for when (?:my|me) (?:head|heads|mind|brain)(?:s| is)? (?:going|racing|spinning|wont))/;
// "got anything for when me heads going round at night" (fresh26's carer: "Go on, I'm following").
const ASKING =
  /\b(?:can you|could you|will you|would you|can we|could we|is there|help me|show me|give me|teach me|(?:you |have you )?got anything|got owt|got summat)\b/;
// A breathing exercise asked for by name is the breathing answer's, not the urge exercise's: "some
// breathing thing, just tell me step by step" (fresh18's bus conductor got urge surfing).
const BREATHING = /\bbreath\w*\b/;
const asksForExercise = (text: string, question: boolean) =>
  WALK_ME_THROUGH.test(text) || (EXERCISE_WORDS.test(text) && (question || ASKING.test(text)));

// What this message names, flow by flow (the first that matches wins, so the narrow come first).
// "Bed" and "the alarm" come last: "at 11pm in bed with the betting app open" asks about the bet.
const NAMED: readonly [FlowId, RegExp][] = [
  [
    'thought-check',
    /\b(?:(?:a|the|that|this|one|my) thoughts?|thoughts? (?:that|which|i keep)|thinking|cbt|pick (?:it )?apart|(?:going|goes|spinning) (?:round|around) (?:in )?my head)\b/,
  ],
  [
    'sleep',
    /\b(?:sleep|asleep|nod off|drop off|switch off at night|(?:head|heads|mind|brain)(?:s| is)? (?:going|racing|spinning)(?: round| around)?(?: \w+){0,2} (?:at night|in bed))\b/,
  ],
  [
    'urge',
    /\b(?:drink|drinking|fridge|pint|beer|bet|bets|betting|gambl\w*|pokies|slots|punt|casino|urge|craving|temper|lose it|ragin\w*|raging|angry|lash out|snap|kick off)\b/,
  ],
  [
    'hard-conversation',
    /\b(?:conversation|talk to (?:her|him|them|my)|tell (?:her|him|them|my)|what (?:to|do i|should i|i) say)\b/,
  ],
  ['values', /\b(?:values|purpose|direction|what matters)\b/],
  [
    'problem-solving',
    /\b(?:problem|sort (?:it|this|things|everything) out|decide|decision|(?:a|my) (?:list|plan)|to ?do list|what to do (?:first|next|tomorrow|about)|where to start|priorit\w*)\b/,
  ],
  ['sleep', /\b(?:bed|the alarm)\b/],
];

// What he has told it before, for a request that names nothing ("walk me through something").
const BY_THEME: readonly [Theme, FlowId][] = [
  ['sleep', 'sleep'],
  ['sober', 'urge'],
  ['drink', 'urge'],
  ['gambling', 'urge'],
  ['anger', 'urge'],
  ['worry', 'thought-check'],
  ['purpose', 'values'],
  ['money', 'problem-solving'],
  ['distant', 'hard-conversation'],
];

// "ah no not the urge thing, im not an alcoholic", "that values exercise sounds kinda corny", "nah
// not the sleep thing, tried all that" (fresh20's readers: each was started anyway, because the
// exercise was named). Named to be turned down, it is not asked for; "can we do the sleep one" is.
const TURNS_IT_DOWN =
  /\b(?:not|no|dont want|dont need|dont fancy|skip|without|sick of|fed up of|fed up with|tried all) (?:the |that |this |your |any |those |these )?(?:\w+ ){0,2}(?:thing|things|exercise|exercises|one|stuff|routine|that)\b|\b(?:corny|cheesy|naff|cringe|not for me|not my thing|not really my thing|a bit much)\b/;
export const turnsItDown = (talk: Talk) => TURNS_IT_DOWN.test(talk.reading.text);

export type AskedFor = { flow: Flow } | { menu: string };

export function askedForFlow(talk: Talk): AskedFor | undefined {
  const { text } = talk.reading;
  if (!asksForExercise(text, talk.reading.question) || BREATHING.test(text)) return undefined;
  const named = NAMED.find(([, words]) => words.test(text))?.[0];
  // What this message is about before what came up earlier: guilt over his dad asks for the
  // thought check even after he mentioned a drink.
  const themed =
    BY_THEME.find(([theme]) => talk.reading.themes.includes(theme))?.[1] ??
    BY_THEME.find(([theme]) => talk.memory.themes.has(theme))?.[1];
  const id = named ?? themed;
  if (id) return { flow: flowById(id) };
  // Nothing to go on: his topic narrows it only when one flow is made for it alone.
  const forTopic = FLOWS.filter((f) => f.topics.includes(talk.topic));
  return forTopic.length === 1 && forTopic[0] ? { flow: forTopic[0] } : { menu: MENU };
}
