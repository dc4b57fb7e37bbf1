import type { Memory } from './memory';
import type { Person, Reading } from './understand';

// "What do I actually say to her tonight, word for word?": the words to open with, for the person
// he means, not advice about how to choose words. A man who asks for the words wants the words;
// the hard-conversation exercise is offered after them, for the rest of the plan (fresh13's
// readers: "Tell me a bit more about that" was the answer).

const HER = /\b(?:her|she|shes)\b/;
const HIM = /\b(?:him|he|hes)\b/;

const OPENERS: Partial<Record<Person, string>> = {
  partner:
    "Something like: \"Can we talk tonight, just us? There's something I've been carrying on my own, and I don't want to keep it from you.\" Then say it plainly, in a sentence or two, and let her ask what she needs to.",
  ex: 'Keep it to the one practical thing and leave the past out of it: "Can we sort out the weekends? I\'d like to see the kids more, and I want to work it out with you, not through anyone else." Short, calm, and about the kids.',
  boss: "Something like: \"Have you got ten minutes this week? There's something about how things are going for me here that I'd like to talk through.\" Then one or two plain facts, and the one thing you'd like to change.",
  colleague:
    "Something like: \"Have you got a minute? Something's been bugging me and I'd rather say it than let it fester.\" Then the one thing, plainly, and what you'd like instead.",
  kids: "Short and at their level: \"I've been grumpy lately, and that's not your fault. I'm sorting it, and I love you.\" Kids mostly need to hear that it isn't about them.",
  parent:
    "Something like: \"Have you got a minute? There's something I've been meaning to say, and I'm not great at this, so bear with me.\" Then the one thing you most want them to hear, in a sentence.",
};

// A mate or a brother he is worried about; otherwise "the lads" may be his team, and the words
// are his own news, not a check on them.
const CHECK_ON_HIM =
  'Something like: "You\'ve not seemed yourself lately. How are you really doing?" Then listen more than you talk, and don\'t rush to fix it.';

// She has told him they have drifted: the words own it, without a speech.
const DRIFTED =
  "Something like: \"I've been thinking about what you said, and you're right, I've gone quiet. I don't want us to drift. I'm not great at this, but I want to try. Can we talk properly this week, just us?\" Then stop, and let her answer: listening is most of it.";

const ANYONE =
  "Something like: \"There's something I've been meaning to say, and I'm not great at this, so bear with me.\" Then the one thing you most want them to hear, in a sentence, and stop to let them answer.";

/** Who "her" or "him" is: the person he named in this message, else the one he named before. */
function whoHeMeans(reading: Reading, memory: Memory): Person | undefined {
  const named = reading.people[0]?.person;
  if (named) return named;
  const female = HER.test(reading.text);
  const male = HIM.test(reading.text);
  const earlier = [...memory.people.values()].reverse();
  const match = earlier.find(
    (mention) => (female && mention.female) || (male && !mention.female) || (!female && !male),
  );
  return match?.person;
}

export function openingWords(reading: Reading, memory: Memory): string {
  const person = whoHeMeans(reading, memory);
  if (memory.worriedAbout && (person === 'mate' || person === 'sibling' || !person))
    return CHECK_ON_HIM;
  if (person === 'partner' && (memory.themes.has('distant') || reading.themes.includes('distant')))
    return DRIFTED;
  return (person && OPENERS[person]) ?? ANYONE;
}
