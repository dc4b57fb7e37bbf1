import type { Reading } from './understand';

// What to say when nothing in his message was placed: no theme, no person, nothing safe to say
// back. Readers marked the old answer ("That's a lot in one go, and it helps to see it laid out",
// "Okay.", "Go on.") as the companion not listening, above all after a long message that only set
// the scene ("I'm a fisherman, lobster mostly...") or a tender one ("he said it's ok daddy, which
// somehow made it worse"). So the reply follows the weight of what he said, not its length:
// something heavy is met as heavy; a story or his situation gets a question that invites the rest
// (a question, not a claim to have understood what it has not); a joke is taken as one.

// Words that make a message heavy, whoever it is about. Deliberately broad: a plain "that sounds
// hard" on a message that was only a bit grim does far less harm than "Okay." on a hard one.
const HEAVY =
  /\b(?:worse|worst|hard|hardest|shit|shite|crap|rubbish|awful|terrible|horrible|torture|stuck|gutted|hurt|hurts|hurting|pain|struggl\w*|alone|nobody|no one|cannot|lost|losing|ripped|cooked|wrecked|skint|broke|cried|crying|tears|ashamed|embarrass\w*|scared|afraid|terrified|dread\w*|froze|shot|miss|missing|sick of|fed up|pressure|mess|messed|lucky to|mad|furious|fuming|raging|too much|doing my head in|(?:the )?(?:problem|trouble|worst (?:bit|part|thing)) is|what gets me|cemetery|grave|graves|funeral|buried|died|passed away|cant (?:even|do|help|stand|get|find|stop|face|cope|switch|seem)|used to|nowhere near|anymore|i lose|half a man|less of a man|not a real man|useless|pathetic|worthless|a failure|no use|washed up|past it|pull away|pulling away)\b/;
const LIGHT = /\b(?:ha|haha|hah|heh|lol|lmao|lmfao|jk|joking|kidding)\b/;
// Playing it down: "ah dont mind me, only an old man rambling", "its a dog, people lose dogs all the
// time", "sorry thats petty", "not that im complaining" (fresh15-18's readers: each got "I hear
// you" or "Tell me a bit more", which let the playing down stand).
const PLAYING_IT_DOWN =
  /\b(?:dont mind me|ignore me|(?:only|just) (?:an old (?:man|fella|fool) )?rambling|not that im (?:complaining|moaning|whinging)|im not (?:complaining|moaning|whinging)|people lose (?:\w+ )?(?:dogs|jobs|parents|\w+) all the time|(?:its|it s|it was) (?:only|just) a (?:dog|job|cat|car|game|house)|could be worse|others have it worse|(?:plenty|loads|lots) (?:of people )?(?:have it|worse off)|first world problems?|mustnt grumble|(?:sorry )?thats (?:petty|daft|silly|stupid)|im being (?:daft|silly|soft|petty|stupid|dramatic))\b/;
// Unsure he belongs here: "bit embarrassed to be on here", "dunno if its even a mental health
// thing", "dunno if this is the right place".
const RIGHT_PLACE =
  /\b(?:embarr?ass?ed (?:to be|being) (?:on )?here|(?:if|whether) (?:this is|its|it s) (?:even )?(?:the right (?:place|app)|a mental health thing|what this is for|for this)|(?:not sure|dont know|dunno|no idea)(?: if| whether)? (?:this is |its )?(?:the right place|the place for this))\b/;
// "I'm not even joking": the opposite of a joke.
const NOT_A_JOKE = /\b(?:not|aint|no) (?:even )?(?:joking|kidding)\b|\bno joke\b/;
const GOOD =
  /\b(?:good|great|better|easier|glad|happy|chuffed|relieved|relief|proud|nice|decent|sound|brilliant|helped|lovely)\b/;
// A small win said plainly, however long the story around it: "asked me about the strike in the
// 80s. Made my day if I'm honest" (fresh16's student, asked "How did that leave you?").
const WIN =
  /\b(?:made my (?:day|week)|(?:taking|take|count|counting) (?:that|it) as a win|didnt hate it)\b/;
// Who he is, told in a few nouns: "hi. stay at home dad, two kids, 4 and 1" (fresh27).
const SCENE =
  /^ (?:(?:so|well|ok|okay|right|anyway|basically|hello|hi|hey|hiya|alright)[ .,]+)*(?:\d+[ .,]+)?(?:im a|im an|i am a|i am an|i work|i drive|i farm|i run|i do|i teach|i manage|ive been (?:doing|working|driving|at)|been (?:doing|working|driving) (?:it|this|that)|been at|i live|we live|i have|ive got|i got|stay at home dad|single dad|new dad|dad of|father of|self employed|retired|married|divorced|widowed)\b/;

// Trying the app out, or saying he is no talker: met before anything else in the message.
const TRYING_IT =
  /\b(?:(?:dunno|dont know|not (?:really )?sure|no (?:really )?sure) (?:how (?:this|it) works|what (?:im|i am) (?:meant|supposed) to (?:say|do|put|write))|testing|test (?:this|it|you)|see (?:if|does|whether) (?:it|this|you) (?:works?|answers?|replies?|talks? back)|does (?:this|it) (?:thing )?(?:work|answer|reply))\b/;
const NO_TALKER =
  /\b(?:not (?:really )?(?:much )?(?:of )?(?:a|one) (?:one )?for (?:this|talking|this sort of thing|this kind of thing|that sort of thing)|not (?:a )?(?:big |great )?talker|never done (?:this|anything like this)|dont (?:really )?(?:do|talk about) (?:this|feelings|stuff like this))\b/;
const GREETING = /^ (?:hey|hi|hello|hiya|howzit|evening|morning|alright|yo)\b/;
// "Need a rant": said yes to, not reflected.
const RANT =
  /\b(?:need (?:a|to) (?:rant|vent|moan)|(?:just )?(?:need|want) to (?:vent|rant|get (?:it|this|something|some stuff|stuff|some things|things) off my chest))\b/;
// Not what he is: "I'm a mess" is heavy, not the scene.
const SCENE_NOT = /^ (?:im|i am) (?:a|an) (?:mess|wreck|failure|joke|state|disgrace|idiot|waste)\b/;
const PAST = /\b(?:was|were|did|said|told|went|got|had|came|took|saw|\w{3,}ed)\b/;

const HEAVY_REPLIES = [
  "That's a hard thing to sit with.",
  'That would wear anyone down.',
  'No wonder it stays with you.',
  "That's a lot to be carrying.",
];
const SCENE_QUESTIONS = [
  "What's that like for you at the moment?",
  "And how's that been going lately, day to day?",
];
const STORY_QUESTIONS = [
  'How did that leave you?',
  'What did you make of that?',
  'Tell me a bit more: what part of it stays with you?',
];
const GOOD_REPLIES = ['Good, that counts for something.', "That's good to hear."];
const WIN_REPLIES = [
  "That's a good one to hold on to. Moments like that count for more than they look.",
  'Good. Days like that are worth noticing, especially when the rest is hard going.',
];
const PLAYING_DOWN_REPLIES = [
  "You don't have to play it down here. If it's on your mind, it's worth saying.",
  "It doesn't need to be the worst thing going to count. It matters because it matters to you.",
];
const RIGHT_PLACE_REPLY =
  "You're in the right place. Plenty of what men bring here isn't a 'mental health thing' until it's said out loud. Start wherever you like.";
const LIGHT_REPLIES = ['Ha. Fair enough.', 'Ha, I can see that.'];
const SHORT_ACKS = ['I hear you.', "I'm with you.", "Go on, I'm following."];

const TRYING_REPLY =
  "I'm here, and I do answer. There's no right way to do this: say what's on your mind, and I'll go from there.";
const NO_TALKER_REPLY =
  "Plenty of men who come here aren't either. No pressure: say as much or as little as you like, and we'll go from there.";
const RANT_REPLY = "Rant away. I'm listening, and nobody here gets sick of hearing it.";
const GREETING_REPLY = "Hey, I'm here. What's on your mind?";
const MORE = 'Tell me a bit more about that.';

/** Which replies fit the message, best first; the first not yet said is used. */
function fitting(reading: Reading, serious: boolean): readonly (readonly string[])[] {
  const { text, words } = reading;
  if (TRYING_IT.test(text)) return [[TRYING_REPLY], SHORT_ACKS];
  if (NO_TALKER.test(text)) return [[NO_TALKER_REPLY], SHORT_ACKS];
  if (RANT.test(text)) return [[RANT_REPLY], SHORT_ACKS];
  if (RIGHT_PLACE.test(text)) return [[RIGHT_PLACE_REPLY], SHORT_ACKS];
  if (PLAYING_IT_DOWN.test(text) && !(LIGHT.test(text) && !NOT_A_JOKE.test(text)))
    return [PLAYING_DOWN_REPLIES, SHORT_ACKS];
  if (SCENE.test(text) && !SCENE_NOT.test(text) && words >= 6)
    return [SCENE_QUESTIONS, [MORE], SHORT_ACKS];
  if (WIN.test(text) && !/\b(?:didnt|never|wont|not) (?:make|made) my\b/.test(text))
    return [WIN_REPLIES, GOOD_REPLIES, SHORT_ACKS];
  if (HEAVY.test(text)) return [HEAVY_REPLIES, STORY_QUESTIONS, SHORT_ACKS];
  if (LIGHT.test(text) && !NOT_A_JOKE.test(text) && !serious) return [LIGHT_REPLIES, SHORT_ACKS];
  // "He's a decent guy but...": the good word is not where he lands.
  // Not "better than I ever could", "don't see how it comes good" or "no good to anyone".
  // Nor a question: "would a men's group do any good?" is not good news.
  if (
    GOOD.test(text) &&
    !reading.question &&
    !reading.negated &&
    !/\b(?:but|though|except)\b|\b(?:better|easier) than\b|\bcomes? good\b|\b(?:no|not|nae|never) (?:much |any )?good\b|\bgood for nothing\b/.test(
      text,
    ) &&
    words <= 16
  )
    return [GOOD_REPLIES, SHORT_ACKS];
  // A greeting alone: "hi. stay at home dad, two kids, 4 and 1. wife works offshore" has already
  // begun (fresh27's readers: "Hey, I'm here. What's on your mind?" ignored all of it).
  if (GREETING.test(text) && words <= 4) return [[GREETING_REPLY], SHORT_ACKS];
  // "What did you make of that?" is for what someone else did or said, not for his own story.
  if (words >= 8 && PAST.test(text))
    return [
      reading.subject === 'other'
        ? STORY_QUESTIONS
        : STORY_QUESTIONS.filter((q) => !q.startsWith('What did you make')),
      [MORE],
      SHORT_ACKS,
    ];
  if (words >= 8) return [[MORE], SHORT_ACKS];
  return [SHORT_ACKS];
}

/**
 * A reply for a message with nothing placed in it, from `unused` (the replies not yet said and
 * not opening like one already said). A question is returned whole, so nothing else is asked.
 */
export function unplacedReply(
  reading: Reading,
  unused: (options: readonly string[]) => string[],
  seed: number,
  serious = false,
): string {
  for (const options of fitting(reading, serious)) {
    const left = unused(options);
    if (left.length > 0) return left[seed % left.length]!;
  }
  return 'Go on.';
}
