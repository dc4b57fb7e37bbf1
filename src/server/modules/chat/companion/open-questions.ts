import type { Answer } from './answers';
import type { Memory } from './memory';
import type { Person, Reading } from './understand';

// Questions outside the answer bank still get an honest reply of the right kind, not "I don't
// know": what the kind of question needs is clear even when its subject is not. Someone else's
// mind cannot be read from here; a "what if they say..." needs a line ready; his own draft
// wording gets a straight read; "what would you do" gets what usually helps; a "why" gets the
// honest limits and a way to look for the answer.

const OTHER_MIND =
  /\b(?:does (?:that|it|this) mean\b.*\b(?:she|he|they|her|him|them)|(?:does|did|will|would|is|was|has) (?:she|he|they|my \w+) (?:\w+ ){0,2}(?:care|mean|think|love|know|want|miss|hate|feel|notice|get it|still)|why (?:does|did|would|is|cant|wont|doesnt) (?:she|he|they|my \w+)|what (?:is|was) (?:she|he|they) (?:thinking|playing at|on about))\b/;
const WHAT_IF = /\bwhat if (?:she|he|they|it|my \w+|the \w+|nobody|no one|everyone)\b/;
const OWN_WORDING =
  /\b(?:something like|would (?:that|this|it) (?:work|be ok|be okay|sound)|does (?:that|this) sound|is (?:that|this) (?:ok|okay|too much|fair|alright|enough|better)|(?<!\bwhat )should i say|(?:ill|i will|im going to|im gonna|gonna) say\b.*\bis (?:that|this|it) (?:ok|okay|alright|fine)|how does (?:that|this) sound|if i (?:say|said|tell|told))\b/;
// "You always", "you never": blame. Not "it was never about you", which is the reassurance.
const HEATED =
  /\b(?:fuck\w*|shit|prick|twat|dick|(?:you|ya|u) (?:always|never)|useless|your fault|sick of you)\b/;
const YOU_WOULD =
  /\bwhat would you do|what do you (?:think|reckon)|(?:would|do) you (?:think|reckon)\b/;
const HOW_TO_START =
  /\b(?:how (?:do|would|should|can) i (?:even )?(?:open|start|begin|word|put|say|bring|raise)|what (?:would|do|should|can) i (?:even )?say|what would you (?:actually )?say|where do i (?:even )?start with (?:her|him|them))\b/;
const WHY_ME = /^ (?:(?:so|and|but|ok) )?why (?:do|am|cant|did|does|is|have|wont) i\b/;

const PRONOUNS = (female: boolean) =>
  female ? { him: 'her', he: 'she', his: 'her' } : { him: 'him', he: 'he', his: 'his' };

/** Who "she" or "he" most likely is, from the question or the people he has named. */
function whoIsMeant(reading: Reading, memory: Memory) {
  const named = reading.people[0] ?? [...memory.people.values()].at(-1);
  const female =
    /\b(?:she|her)\b/.test(reading.text) ||
    (!/\b(?:he|him|his)\b/.test(reading.text) && Boolean(named?.female));
  return PRONOUNS(female);
}

/** A first line for the conversation he is dreading, shaped by who it is with. */
function openingLine(memory: Memory, reading: Reading): string {
  const line = firstLine(memory, reading);
  if (!memory.botSaid.includes(line.slice(0, 40).toLowerCase())) return line;
  return "You've got your opening line. After it, say what you need once, plainly, then stop and let them answer; the pause is part of it.";
}

function firstLine(memory: Memory, reading: Reading): string {
  // The person this message names wins; else anyone named earlier.
  const here = reading.people[0]?.person;
  const named = (person: Person) => (here ? here === person : memory.people.has(person));
  if (named('kids') || named('parent') || named('sibling') || named('mate'))
    return `Keep it short and plain: "Got a minute? There's something I've been meaning to say, and it's not easy for me." Side by side, in the car or on a walk, is often easier than face to face.`;
  if (named('boss') || (!here && (memory.themes.has('work') || reading.themes.includes('work'))))
    return `Ask for fifteen minutes, then lead with the facts and the ask: "I want to talk about my workload. For a while now I've been carrying more than one job, and I'm worried it's starting to show. Can we work out what gives?" Facts, the effect, then what you want. No apology needed.`;
  if (named('partner') || named('ex'))
    return `Pick a calm moment, not the middle of a row, and start with yourself: "Can we talk later? I've been finding things hard, and I'd rather tell you than keep going quiet on you." Saying how it is for you, not what they did, keeps them listening.`;
  return `Start with how it is for you, not what they did, and keep it short: "There's something I want to talk about, and it's not easy for me." Then one or two sentences of what you need them to hear.`;
}

/** "I need to tell my manager I can't do weekends": he has named the talk, so give the first line. */
// His draft, written out as a statement: "something like... cian i want to tell you why me and
// your mam split up... its nothing you did" (fresh26's father, told "Splitting up takes a lot out
// of a man"). Read as the words he means to say, and given a straight read.
const DRAFT =
  /\b(?:something like|id say|i would say|ill say|i will say|im going to say|im gonna say|gonna say|i could say|maybe say|what id say is)\b[^|]{0,120}\b(?:i want you to|i want to tell you|you can|i need you to|i love you|its not|it isnt|it was never|nothing you did|i need to tell you|ive been meaning)\b/;
const DRAFT_WORDS = 10;

export function namedTalk(reading: Reading, memory: Memory): Answer | undefined {
  if (reading.question) return undefined;
  if (DRAFT.test(reading.text) && reading.words >= DRAFT_WORDS) return draftRead(reading.text);
  if (
    !/\b(?:need|have|got|want) to (?:tell|say (?:it |something )?to|talk to|have it out with) (?:him|her|them|my \w+)\b/.test(
      reading.text,
    )
  )
    return undefined;
  return { text: openingLine(memory, reading), offer: 'hard-conversation' };
}

function draftRead(text: string): Answer {
  if (HEATED.test(text))
    return {
      text: "I'd take some heat out of it. Words like 'always' and 'never', or a swear, make people defend themselves instead of listening. Say what happened, how it landed on you, and what you'd like instead.",
    };
  return {
    text: "That works. It's short, it says what's going on without blame, and it leaves room for them to answer. Say it out loud once beforehand and it'll come out the way you mean it.",
  };
}

/** An honest reply to a question the answer bank does not hold, or undefined. */
// "who am i now? dunno" (fresh25's farmer, who had to give up milking; told "I can't answer it
// well from here"): a question he is asking himself, met as the real question it is.
const WHO_AM_I =
  /\b(?:who (?:even )?am i(?: now| anymore| any more| without (?:it|that|the \w+|work|the job))?|what am i (?:now|for|without (?:it|that|the \w+|work|the job)))\b/;
// "write the what ifs down and show my dad in the morning?" (fresh25's boxer, told the same): his
// own step, put as a question.
const OWN_STEP_ASKED =
  /^ (?:(?:so|ok|okay|maybe|and|right|or|could) )*(?:write|tell|show|ring|call|ask|talk to|speak to|go to|book|try|text|message|send|take)\b(?! (?:me|us)\b)(?![^|]*\b(?:should|do|can|would|could) (?:i|you)\b)/;

export function answerOpenQuestion(reading: Reading, memory: Memory): Answer | undefined {
  const t = reading.text;
  if (WHO_AM_I.test(t))
    return {
      text: memory.workEnded
        ? "That's the real question when the work that made you who you were stops, and it doesn't get answered in one go. What men usually find is that the job was one way of being someone: useful, good at something, known for it. Those don't retire with the job; they need somewhere new to go."
        : "That's a big question, and it doesn't get answered in one go. A way in is to think of the times you've felt most like yourself: what you were doing, and who you were with.",
      question: memory.workEnded
        ? 'What did the work give you, apart from the work itself?'
        : 'When did you last feel like yourself?',
    };
  if (reading.raw.includes('?') && OWN_STEP_ASKED.test(t))
    return {
      text: 'Sounds like a good move, and it came from you. Doing it while it is fresh usually makes it easier.',
    };
  if (OWN_WORDING.test(t) && !WHAT_IF.test(t)) return draftRead(t);
  if (WHAT_IF.test(t)) {
    const { he } = whoIsMeant(reading, memory);
    return {
      text: `Then you'll have heard it, and you don't have to win it there and then. Agree with the part that's true, and come back to the one thing you need: "I get that, and I still need us to sort this." If ${he} won't move, it's fine to say you'll pick it up again another day.`,
    };
  }
  if (HOW_TO_START.test(t))
    return { text: openingLine(memory, reading), offer: 'hard-conversation' };
  if (OTHER_MIND.test(t)) {
    const { him, he, his } = whoIsMeant(reading, memory);
    return {
      text: `I can't know what's going on in ${his} head, and neither can anything ${he} posts or says in passing: people often look fine on the outside while it's messier underneath. What you can know is how it's landing on you, and that's worth more of your attention than guessing at ${him}.`,
    };
  }
  if (YOU_WOULD.test(t)) {
    return {
      text: "I'm a program, so I've no life of my own to draw on, and I won't pretend otherwise. What usually helps men in a spot like this is to stop carrying the whole thing at once: pick the one part that's bothering you most, and the smallest step on it.",
      offer: 'problem-solving',
    };
  }
  if (WHY_ME.test(t)) {
    return {
      text: "I can't tell you from a few messages, and it's rarely one thing. A useful way in is to notice when it happens: what came just before, how tired you were, who was there. Patterns like that usually point at the why.",
    };
  }
  return undefined;
}
