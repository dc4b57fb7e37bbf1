import type { Answer } from './answers';
import type { Talk } from './open-talk';

// Sleeping by day after nights: FIFO, warehouses, hospitals, haulage. The wind-down exercise is
// made for a racing mind at night ("no need to solve anything tonight"), which is the wrong answer
// for a man asking how to sleep in a hot room at 9 in the morning (fresh13's readers). Shift-work
// sleep has its own well-known basics, given straight when he asks.

// fresh22's crane driver ("on nights at the port... 4 on 4 off", "i get in about half 7") was
// offered, then given, the night-time wind-down.
const ON_NIGHTS =
  /\b(?:night ?shifts?|nightshift|on nights|(?:work|working|do|doing) nights|nights (?:at|on) the|(?:get|got|come) (?:in|home) (?:about |around |at )?(?:half )?(?:[5-9]|five|six|seven|eight|nine)(?: ?am| in the morning)?\b(?= ?(?:\||$|,| after| from))|(?:switched|moved|rotated|going|back) (?:to|on) nights|nights this (?:swing|week|rotation|roster)|sleep(?:ing)? (?:in|during|through) the day|day ?sleep|sleep(?:ing)? (?:after|between) (?:a |my |the )?(?:night )?shifts?)\b/;
const WANTS_SLEEP_HELP =
  /\b(?:routine|steps?|step by step|tips?|how (?:do|can|should) (?:i|you|people)|what (?:do|can|should) i do|help me|any (?:ideas|advice)|walk me through|give me)\b[^?]*\b(?:sleep\w*|kip|rest|nod off|drop off)\b|\b(?:sleep\w*|kip)\b[^?]*\b(?:routine|tips?|steps?|advice)\b/;

const ROUTINE = [
  'For sleeping by day after nights, these are the basics that work best:',
  '1. Sunglasses on for the trip home, so the morning light does not tell your body it is time to get up.',
  '2. Thirty minutes to come down before bed, not straight from the tools: a shower, a light feed, no screens.',
  '3. Make the room night: foil or a blackout blind where the sun gets round the curtain, earplugs or a fan for steady noise, as cool as you can get it.',
  '4. The same sleep window every day of the swing, and caffeine only in the first half of the shift.',
  '5. If you wake after four hours, lie still in the dark instead of checking the phone; a short nap before the next shift tops you up.',
  'If you are still getting four hours after a couple of weeks, see a GP: shift-work sleep trouble is common and treatable.',
].join('\n');

/** He has said he works nights, in this message or earlier. */
export const onNights = (talk: Talk) =>
  ON_NIGHTS.test(talk.reading.text) || talk.memory.earlier.some((r) => ON_NIGHTS.test(r.text));

/** The day-sleep basics, for a man on nights who asks how to sleep or for the sleep exercise. */
export const SHIFT_SLEEP: Answer = {
  text: ROUTINE,
  question: 'Which of those would be easiest to try on your next sleep?',
};

export function shiftSleepAnswer(talk: Talk): Answer | undefined {
  if (!WANTS_SLEEP_HELP.test(talk.reading.text) || !onNights(talk)) return undefined;
  return SHIFT_SLEEP;
}
