import type { HistoryItem } from '@shared/contracts/chat';
import { fixedReplyOf } from '@shared/safety/fixed-replies';
import { checkMessage } from '@shared/safety/risk-check/check-message';
import { fresh, question, type Talk } from './open-talk';
import { BUILTIN_DISCLOSURE } from './phrases';
import { NO, UNSURE, YES } from './understand';

// Small talk, answered as a person would: greetings, thanks and goodbyes, one-word replies, the
// step he says he will take, and his answer to the safety gate's question.

// His plain "no" to the safety gate's question: said thanks for, then back to what he was saying
// before it. The question cut in on a message the companion never answered ("would pills help?",
// "should I be seeing someone about this"), so that message gets its answer now.
const PLAIN_NO =
  /^ (?:no|nah|nope|naw|god no|hell no|not at all|no way|definitely not|of course not)\b(?!.*\b(?:but|maybe|sometimes|not sure|idk|kind of|kinda|sort of)\b)/;

// Despair in his own words about himself: not "the dog's better off with her", not the car insurance
// (after his no to the question, a reply for despair would tell him he had owned up to thoughts).
const DESPAIR_WORDS =
  /\b(?:whats the point|no point|point (?:in|of) (?:anything|it all|living|going on|me)|end it|ending it|give up on (?:everything|life)|no way out|better off (?:without me|if i|with me gone|dead)|(?:theyd|they would|everyone would|everybody would|(?:the|my) (?:kids|family|wife|missus) would) (?:all )?be better off|disappear|a burden|life (?:insurance|cover)|insurance (?:money|payout|pay out|would)|not be here|not wake up|cant go on|done with (?:it all|everything|life))\b/;

/** His plain no to the safety gate's question: what to say, and whether to go back to his message. */
export type AfterConcernNo =
  { kind: 'despair'; parts: string[] } | { kind: 'resume'; thanks: string; before: HistoryItem[] };

export function afterConcernNo(
  talk: Talk,
  history: readonly HistoryItem[],
): AfterConcernNo | undefined {
  const last = [...history].reverse().find((item) => item.sender === 'bot');
  if (!last || fixedReplyOf(last.text)?.kind !== 'concern') return undefined;
  if (!PLAIN_NO.test(talk.reading.text)) return undefined;
  const before = talk.memory.earlier.at(-1);
  // What set the question off read as despair in its own words ("better off with the insurance
  // money"): his no is taken, and the thought itself is not passed over in one line.
  const named =
    before !== undefined &&
    checkMessage(before.raw).level !== 'none' &&
    DESPAIR_WORDS.test(before.text);
  if (named)
    return {
      kind: 'despair',
      parts: [
        `Thank you for telling me straight. Thoughts like that can turn up when a lot is piling on, and saying them out loud, like you just did, is a good thing. If they ever get louder, ${talk.lines.mainLine}, any time.`,
      ],
    };
  // The question can come more than once in a long night; the thanks is not said the same way twice.
  const thanks = fresh(talk, [
    "Okay, good. Thanks for answering straight; I ask because it matters, not because I'd assumed the worst.",
    "Thanks for telling me. I'll check in like that now and then, because it matters.",
    'Good to hear, and thank you for bearing with the question.',
  ]);
  // The conversation as it stood when he wrote the message the question cut into: the companion
  // then answers that message as it would have (his question, his story, the exercise he was in).
  const cut = history.findLastIndex((item) => item === last);
  const his = history.slice(0, cut).findLastIndex((item) => item.sender === 'user');
  return { kind: 'resume', thanks, before: his >= 0 ? history.slice(0, his + 1) : [] };
}

const lowerFirst = (text: string) =>
  /^(?:I|I'm|I've)\b/.test(text) ? text : `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// "I'll book it", "going to try now", "that could work": a step he has chosen gets backed, and
// then one question about what might get in its way (asked once a conversation).
const ACTIONS =
  '(?:wander|pop (?:over|round|in|by|down|up)|nip (?:over|round|in|out|down|up)|sit|practi[sc]e|rehearse|say|mute|unfollow|delete|apply|email|pack|cut|stop|quit|try|do|give|have a|book|ring|call|text|ask|go|see|talk|write|put|look|start|tell|join|block|sort|make|speak|message|chase|check|take|head|walk|read)';
// "maybe i call my mom first", "maybe when i am home next week i talk with my wife": a step put
// tentatively, often in a second language, is still a step (fresh7's and fresh14's fillers).
// Not "i dont know how i can go home", "i could go from monday to thursday and not say a word",
// or a carer's list of chores ("do his tea, check the gas"): a clause after a comma is part of
// the sentence, not an order he gives himself (fresh16's readers heard "Sounds like a plan").
// Nor a purpose: "made the writing massive so i can see it" (fresh26).
const INTENTION = new RegExp(
  String.raw`(?<!\b(?:how|if|when|where|whether|why|what|so|so that) )\b(?:ill|i will|im going to|im gonna|i could(?! go (?:from|for|days|weeks|all)\b)|i might|maybe ill|maybe (?:(?:when|after|once|tomorrow|tonight|next week|this weekend)(?: [a-z]+){0,6} )?i|i can|i should|ill try to|lets see if i can) (?:(?:just|probably|definitely|maybe|really|actually) ){0,2}${ACTIONS}\b|\b(?:that|it|this) (?:could|might|would|should) work\b|\b(?:sleep on it|not tonight|leave it (?:till|until) (?:the )?(?:morning|tomorrow)|keep it short)\b|\b(?:(?:oughta|ought to|need to|should probably) (?:get|go|see|call|ring|book|tell|talk)|get (?:it|that|this|myself) checked|(?:doc|doctor|gp) first|(?<!how )to start(?: with| off)?(?= ?[.!,]| $)|swap (?:for|to|them|it)|cut (?:down|back) to)\b`,
);
// The same step said as an order to himself at the start of a sentence: "ring the GP tomorrow",
// "gonna book it". Said at length and with no time in it, the same words are his day told in the
// present: "cut the grass the lads play on", "Tell her who died, who was at the funeral"
// (fresh25's readers heard "Sounds like a plan" after both).
const STEP_OPENING = String.raw`(?:^ |[.!] )(?:(?:ok|okay|yeah|ya|yep|aye|maybe|right|alright|fair|sure|cool|spose|suppose|i guess|so)[.,]? )*`;
// "might actually book the doctor like the nurse said": a step, however long.
const MODAL_STEP = new RegExp(
  String.raw`${STEP_OPENING}(?:(?:going to|gonna|might|may|will|could) (?:just |actually |probably )?${ACTIONS}\b|(?:going|heading|off) out\b)`,
);
const BARE_STEP = new RegExp(
  String.raw`${STEP_OPENING}${ACTIONS} (?:it|them|that|him|her|the|a|my|now|tonight|tomorrow)\b`,
);
const WHEN_SAID =
  /\b(?:now|tonight|tomorrow|today|later|first|then|next|this (?:week|weekend|morning|afternoon|evening)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?|after (?:work|tea|dinner|the \w+)|in the morning|before)\b/;
const SHORT_STEP_WORDS = 6;
const bareStep = (text: string) =>
  text.split(/(?<=[.!?|])/).some((sentence) => {
    const said = ` ${sentence.replace(/^[ .!?|]+/, '')}`;
    if (MODAL_STEP.test(said)) return true;
    if (!BARE_STEP.test(said)) return false;
    return sentence.trim().split(/\s+/).length <= SHORT_STEP_WORDS || WHEN_SAID.test(sentence);
  });
// "i can take him being stubborn": what he can bear, not a step.
const BEARING = /\bi (?:can|could) (?:take|handle|live with|put up with|cope with|stand)\b/g;
const isIntention = (text: string) => {
  const said = text.replace(BEARING, ' ');
  return INTENTION.test(said) || bareStep(said);
};
const SUGGESTED_STEP =
  /\b(?:keeps? (?:saying|telling me)|says|said|reckons|thinks|wants me to|told me to|(?:is |keeps )?on at me to)\b(?: \w+){0,2}? (?:i should|i need to|i ought to|i could|i have to) (?:talk|speak|see|go|get|ring|call)\b/;
const AGREES =
  /\b(?:(?:shes|hes|theyre|she is|he is|they are|she s|he s) (?:probably |prob |maybe |likely |usually )?right|(?:she|he|they) (?:has|have|s) (?:a point|got a point)|fair point)\b/;
const ALONE_BARRIER =
  /\b(?:walk(?:ing)? in|turn(?:ing)? up|going in|go in|showing up|show up) (?:there )?(?:on my own|by myself|alone)\b|\b(?:on my own|by myself|alone)\b[^.|]{0,30}\b(?:dont like|hate|dread|scares? me|nervous)\b|\bdont know (?:anyone|anybody|a soul) there\b/;
const HELD_BACK =
  /\b(?:(?:reckons|thinks|says|said|keeps saying|wants|told me|keeps telling me|keeps on at me)\b[^.|]{0,40}\b(?:i should|i need to|i ought to|me to)\b|\bi (?:should|know i should|probably should|need to|ought to)\b)[^.|]{0,60}\bbut\b/;
const NOT_WORKING =
  /\b(?:doesnt|dont|wont|does not|do not|will not|didnt|cant|cannot) (?:\w+ )?(?:work|add up|stack up)\b|\bnot (?:working|adding up)\b/;
const BARRIER = 'What might get in the way, and what would you do if it did?';

/** A word of backing for the step he names in a goodbye, if he names one. */
function planBacking(talk: Talk): string | undefined {
  if (!isIntention(talk.reading.text)) return undefined;
  return specificBacking(talk.reading.text) ?? 'That sounds like a good plan.';
}

// "maybe ill call Dale back tho. he said they need a maintenance guy", "I might call Marcus back
// too" (fresh27's readers: "That's a good step" for a step that was his own, never named): the
// person he will contact, said back with the step.
const GERUND: Record<string, string> = {
  call: 'Calling',
  ring: 'Ringing',
  phone: 'Phoning',
  text: 'Texting',
  message: 'Messaging',
  'talk to': 'Talking to',
  'speak to': 'Speaking to',
  'have a word with': 'Having a word with',
  give: 'Giving',
};
const STEP_TO_SOMEONE =
  /\b(?:ill|i will|i might|might|maybe ill|gonna|going to|i could|im going to|im gonna|i think ill)(?: just| try and| try to)? (call|ring|phone|text|message|talk to|speak to|have a word with) (my [a-z]+|our [a-z]+|him|her|mam|mum|mom|dad|da|[a-z]+)( back)?\b/;
const FAMILY = /^(?:mam|mum|mom|dad|da|him|her)$/;
const NOT_A_NAME =
  /^(?:it|them|someone|somebody|anyone|anybody|the|a|work|round|around|in|up|out|back|off|home|that|this|you|everyone|people|again|tomorrow|tonight|now|later|today)$/;

// "might give Shane a ring back".
const GIVE_A_RING =
  /\b(?:ill|i will|i might|might|maybe ill|gonna|going to|i could|im going to|im gonna|i think ill)(?: just)? give (my [a-z]+|our [a-z]+|him|her|mam|mum|mom|dad|da|[a-z]+) a (ring|call|bell|buzz|text|shout)( back)?\b/;

function namedStep(raw: string, text: string, said: string): string | undefined {
  const given = GIVE_A_RING.exec(text);
  const match = given
    ? [given[0], 'give', given[1], ` a ${given[2]}${given[3] ?? ''}`]
    : STEP_TO_SOMEONE.exec(text);
  if (!match) return undefined;
  const [, verb, who, back] = match;
  if (!verb || !who || NOT_A_NAME.test(who)) return undefined;
  let named: string;
  if (/^(?:my|our) /.test(who)) named = who.replace(/^(?:my|our) /, 'your ');
  else if (FAMILY.test(who)) named = who === 'him' || who === 'her' ? who : `your ${who}`;
  else {
    // A name: as he wrote it when capitalised, else capitalised for him ("dale" is Dale).
    const written = new RegExp(`\\b(${who})\\b`, 'i').exec(raw)?.[1] ?? who;
    named = written.charAt(0).toUpperCase() + written.slice(1);
  }
  const step = `${GERUND[verb]} ${named}${back ?? ''}`;
  return said.includes('your own idea')
    ? `${step} sounds worth doing.`
    : `${step} sounds like a good move, and it's your own idea, which counts.`;
}

function specificBacking(t: string): string | undefined {
  return /\b(?:gp|doc|doctor|book|appointment|checked)\b/.test(t)
    ? 'Good. Booking it is often the hardest part. If you tend to clam up in there, jot a few lines down to take with you.'
    : /\b(?:breath\w*|try (?:it |that )?now)\b/.test(t)
      ? 'Go for it. Slow and steady, with the out-breath a little longer than the in-breath.'
      : /\bwrit\w* (?:it|them|that|things|the \w+|a \w+) (?:all )?down\b/.test(t)
        ? 'Good call. Getting it onto paper tells your brain it does not have to keep holding it.'
        : undefined;
}

// How he starts talking, not a step he will take: "not sure how this works, so I'll just start.
// I manage a build..." ("start" with nothing after it but the end of the sentence and more to say).
const STARTING_TO_TALK =
  /\b(?:ill|i will|let me|im going to|im gonna) (?:just )?(?:start|begin|dive in|jump in|go first|spit it out|type it out)(?: (?:then|here|there|off|with this))?[.,!:] (?=\S)/g;

export function intentionReply(talk: Talk): string[] | undefined {
  const { reading, memory } = talk;
  if (
    reading.question ||
    // "Just need to get some stuff off my chest", "I need to tell someone this": a wish to talk,
    // not a step he has chosen.
    /\boff my chest\b|\b(?:need|want) (?:a|to) (?:rant|vent|moan)\b|\b(?:need|needed|have|had|got) to (?:tell|talk to) (?:someone|somebody|anyone|anybody|you)\b/.test(
      reading.text,
    ) ||
    !isIntention(reading.text.replace(STARTING_TO_TALK, '. ')) ||
    // Why he is here ("my son say me i should talk to somebody so i am talking to you"): the step
    // is this conversation, already taken.
    /\b(?:so (?:i am|im|here i am)|thats why im|which is why im|so here i am|this is me (?:talking|doing it|reaching out|giving it a go))\b/.test(
      reading.text,
    ) ||
    // "Like I can do math. The math just doesn't work": what fails is not a step he has chosen.
    NOT_WORKING.test(reading.text) ||
    /\bi (?:can|could) tell (?:that|shes|hes|theyre|im|she|he|they|its|by)\b/.test(reading.text)
  )
    return undefined;
  const t = reading.text;
  // "the missus keeps saying i should talk to someone... shes probably right" (fresh25, told
  // "Sounds like a plan"): the step is hers until he takes it up.
  if (SUGGESTED_STEP.test(t) && !HELD_BACK.test(t)) {
    return [
      AGREES.test(t)
        ? fresh(talk, [
            'It takes something to say they might be right. What would talking to someone look like for you: a GP, a mate, or more of this?',
          ])
        : fresh(talk, [
            "Sounds like they can see it's weighing on you. What do you make of it yourself?",
          ]),
    ];
  }
  // "I could go Tuesdays. Tis the walking in on my own I dont like": the step, and the one thing
  // in its way, already named (fresh25, told "Sounds like a plan").
  if (ALONE_BARRIER.test(t))
    return [
      fresh(talk, [
        'Going is the plan; walking in on your own is the hard bit, for most men. Is there anyone who could go with you the first time, or meet you at the door?',
      ]),
    ];
  // "Jess reckons I should talk to her but she's got enough on", "I should ring him but...": a
  // step someone suggested, or one he is holding back from, is not a step taken (fresh13).
  if (HELD_BACK.test(t))
    return [
      fresh(talk, [
        "Sounds like part of you can see the point, and part of you is holding back. What's the bit that stops you?",
        "So you can see why, but something's in the way. What's the main thing holding you back?",
      ]),
    ];
  const specific = namedStep(reading.raw, t, memory.botSaid) ?? specificBacking(t);
  const parts = [
    specific && !memory.botSaid.includes(specific.toLowerCase())
      ? specific
      : fresh(talk, [
          "That's a good step. It doesn't need to go perfectly to count.",
          'Sounds like a plan. Small and doable beats big and perfect.',
          'Good. Notice how it goes; that tells you something either way.',
        ]),
  ];
  if (!memory.botSaid.includes(BARRIER.toLowerCase())) parts.push(BARRIER);
  return parts;
}

// "What do you mean?": the last thing it asked, said again more plainly.
const WHAT_DO_YOU_MEAN =
  /^ (?:(?:sorry|ok|okay|eh|huh|hmm|um|wait) )*(?:what do you mean|what you mean|wdym|what does that mean|meaning what|how do you mean|you what)(?: by (?:that|it|this))?(?:,? exactly)?[ ?.!]*$/;
// "Would you stay talking a while?": yes, plainly.
const STAY_WITH_ME =
  /\b(?:(?:would|will|can|could) you (?:stay|keep) (?:talking|with me|here|on)|stay (?:with me|talking)|are you still there|you still there)\b|^ (?:please )?dont go(?: yet)?[ .!]*$/;

// "right thats me, cheers" is Scots and Irish for "I'm done" (fresh20's bus driver, leaving, was
// asked "Tell me a bit more about that").
export const GOODBYE =
  /^ (?:(?:right|ok|okay|well|anyway|so) )?thats me(?! (?:all over|in|on|at|with|to a t|and)\b)|\b(?:bye|goodnight|good night|ta ra|tara|ill let you go|i will let you go|catch (?:you|ya) later|laters|see ya|cya|(?:right|ok|okay|well|anyway) (?:im|i am) off|better (?:go|head off|get going|get on)|(?:gotta|got to|have to|need to) go(?! (?:to|and|through|over|back|for|on|out|see|get)\b)|signing off|speak later|talk later|night all|nighty|night mate|(?:gonna|going to|im going to|off to) (?:try (?:and |to )?)?(?:sleep|kip|get some sleep|get some kip|bed)(?= ?(?:now|[.!,]|$)))\b|(?:^|[.!,]) (?:(?:ok|okay|right|righto|anyway|well) )?night(?: night| all| mate| lads)?[ .!]*$/;

// Not "no thanks": that turns something down (fresh17's farmer, declining the drought night, was
// told "Glad that was useful").
// Nor "being useful, thats the big one" (fresh18's gardener, naming what matters to him, was told
// "Glad it helped"): "useful" thanks only when it is said of this.
// Not thanks said to someone he is telling about: "me dad just says hes a fighter and changes the
// subject. cheers dad" (fresh21, sarcasm, answered "Glad that was useful").
const THANKS =
  /(?<!\b(?:no|nah|naw|nope) )\b(?:thanks|thank you|thx|ty|cheers|ta(?! ra)|preciate it|appreciated|nice one|appreciate it|appreciate that|that helps|that helped|diolch|chur|gracias|merci|danke|go raibh maith agat|(?:that|this|it|thats|its|very|really|super|dead|so) (?:was |is |has been |s )?(?:really |very |so |super )?(?:helpful|useful))\b|^ (?:helpful|useful)\b/;
const THANKED_SOMEONE_ELSE =
  /\b(?:thanks|thank you|cheers|ta) (?:dad|da|mum|mam|mom|ma|son|wife|missus|boss|doc|doctor|nan|granda?|bro(?:ther)?|sis(?:ter)?|for nothing)\b/;
// Thanks for the talk itself is a sign-off, however much comes after it: "cheers for this, better
// than the clock anyway" (fresh17's retired builder, asked "Tell me a bit more about that").
const THANKS_FOR_THE_TALK =
  /\b(?:thanks|thank you|cheers|ta) (?:for (?:this|that|the chat|the talk|listening|tonight|your time|the help|talking|everything|hearing me out|not (?:making it weird|judging|laughing|lecturing))|(?:mate|pal|man|bro|bud|buddy|steady|bru|boet|butt|boi|fella|chief|cuz))\b/;

const STEPPING_AWAY =
  /\b(?:back in a (?:bit|minute|min|sec|second|tick|jiffy|mo)|brb|be right back|back shortly|gimme a (?:sec|minute|min)|give me (?:a sec|a minute|two minutes|2 mins)|one sec|(?:just )?got to (?:get|grab|sort) (?:this|the door|the kids|the baby|a call))(?= *[.!,]| *$)/;

// Someone else's idea, turned down: "my son reckons i should join the mens shed. yeah nah", "the
// wife wants me to go to the drought support thing. no thanks" (fresh17, told "Sounds like a plan"
// and "Glad that was useful"). Heard as his no, and asked about, not backed as his plan.
const SUGGESTED =
  /\b(?:reckons|thinks|says|said|keeps saying|wants me to|want me to|told me to|keeps telling me to|(?:keeps |is |keep |are )?on at me to|suggested|mentioned)\b/;
const TURNED_DOWN =
  /\b(?:yeah nah|no thanks|no ta|not for me|not my thing|not my scene|no chance|not a chance|not happening|not in a million years|(?:i )?(?:cant|couldnt) see (?:it|myself))\b|(?:^|[.!,] )(?:nah|naw|no way)\b|^ (?:nah|naw|no way)\b|\bim not doing (?:some|any|that|the|a|their|his|her)\b/;

// The suggestion in his last message and the no in this one: "thats what the EI lady keeps
// pushing", then "i hear ya but no. not happening. i build cars" (fresh27: "Go on, I'm following").
const PUSHED = /\b(?:(?:keeps? |is |are )?pushing|on about|signed me up|booked me)\b/;

function turnedDown(talk: Talk): string[] | undefined {
  const { text, question } = talk.reading;
  const before = talk.memory.earlier.at(-1)?.text ?? '';
  const suggested =
    SUGGESTED.test(text) || SUGGESTED.test(before) || PUSHED.test(before) || PUSHED.test(text);
  if (question || !suggested || !TURNED_DOWN.test(text)) return undefined;
  return [
    fresh(talk, [
      "Fair enough. Something you only go along to because someone else thinks you should rarely sticks. What is it about it that doesn't sit right with you?",
      "Fair enough, that's your call. What would you rather be doing with that time, if anything?",
    ]),
  ];
}

/** Greetings, thanks, goodbyes and one-word replies. */
export function socialReply(talk: Talk): string[] | undefined {
  const declined = turnedDown(talk);
  if (declined) return declined;
  const { text } = talk.reading;
  const pick = (options: readonly string[]) => options[talk.seed % options.length] as string;
  if (WHAT_DO_YOU_MEAN.test(text)) {
    const lastQuestion = talk.memory.botReplies
      .at(-1)
      ?.split(/(?<=[.!?])\s+/)
      .reverse()
      .find((sentence) => sentence.endsWith('?'));
    // No question to say again (advice, say): the point of what it said, and which part to redo.
    const lastSaid = talk.memory.botReplies
      .at(-1)
      ?.replace(BUILTIN_DISCLOSURE, '')
      .trim()
      .split(/(?<=[.!?])\s+/)[0];
    return [
      lastQuestion
        ? `Fair, I wasn't clear. I meant: ${lowerFirst(lastQuestion)} Whatever comes to mind is fine.`
        : lastSaid
          ? `Fair, I wasn't clear. What I was getting at: ${lowerFirst(lastSaid)} Which part should I put differently?`
          : "Fair, I wasn't clear. I'd just like to hear a bit more about how it's going for you, in your own words.",
    ];
  }
  if (STAY_WITH_ME.test(text)) {
    return [
      "I'm here, and I'm not going anywhere. Keep talking for as long as you want; there's no rush.",
    ];
  }
  if (GOODBYE.test(text) && !THANKS.test(text)) {
    return [
      pick([
        'Take care of yourself. Come back any time, whether to talk or to run through one of the exercises.',
        'Thanks for talking it through. Look after yourself, and come back whenever you want to.',
      ]),
    ];
  }
  const thanks = THANKS.exec(text);
  // Thanks that ends what he says is a goodbye, however long the message: answer it as one, and
  // back the plan he names on the way out ("might write the list down. cheers mate").
  const lastWords =
    text.trim().split(' ').length -
    text
      .slice(0, thanks?.index ?? 0)
      .trim()
      .split(' ').length;
  // "Cheers mate, real helpful" after a useless psych is sarcasm, not thanks to the app.
  const sarcastic =
    /\b(?:real|dead|well) (?:helpful|useful)\b|\b(?:thanks|cheers) for nothing\b/.test(text) ||
    THANKED_SOMEONE_ELSE.test(text);
  // Thanks with a farewell anywhere in it ("cheers for this. gonna catch him thursday. ta-ra").
  const leaving = thanks && (GOODBYE.test(text) || THANKS_FOR_THE_TALK.test(text));
  if (thanks && !sarcastic && (talk.reading.words <= 12 || lastWords <= 6 || leaving)) {
    const plan = talk.reading.words > 10 ? planBacking(talk) : undefined;
    const unjudged = /\bjudg|\bnot (?:lecturing|preaching|telling me off|saying|going on)/.test(
      text,
    );
    // After backing his plan, "Good. Thanks for being straight" would say "good" twice over.
    const farewell = plan
      ? pick([
          'Glad it helped. Come back and tell me how it went, if you like.',
          "Glad it helped. I'm here whenever you want to pick it up again.",
        ])
      : undefined;
    return [
      ...(plan ? [plan] : []),
      unjudged
        ? 'You know your own life better than anyone, so no lectures from me. Talking it through like this is a strong move, not a weak one.'
        : (farewell ??
          pick([
            "Glad it helped. I'm here whenever you want to pick it up again.",
            "Good. Thanks for being straight about it; that's not easy. I'm here if you want to carry on.",
            'Glad that was useful. Come back to it whenever you need to.',
          ])),
    ];
  }
  // "hang on heifer in the pen is at it, back in a bit" (fresh25's dairy farmer: "I hear you").
  if (STEPPING_AWAY.test(text) && talk.reading.words <= 16)
    return [fresh(talk, ["No rush. I'll be here when you're back.", "Go on, I'll be here."])];
  if (
    /^ (?:hi|hey|hello|yo|sup|hiya|alright|evening|morning)\b[ !.]*(?:mate|there|steady)?[ !.]*$/.test(
      text,
    )
  ) {
    return [pick(['Hey, good to have you here.', 'Hey. Glad you stopped by.']), ...question(talk)];
  }
  if (
    YES.test(text) ||
    /^ (?:ok|okay|fair|ok fair|fair enough|right|true|yeah fair|maybe|hmm|mm|ah|ahh|k)[ .!]*$/.test(
      text,
    )
  ) {
    return [
      fresh(talk, ['Okay.', 'Right.', 'Fair enough.', 'Makes sense.']),
      ...question(talk, true),
    ];
  }
  if (UNSURE.test(text) || NO.test(text)) {
    return [
      fresh(talk, [
        "That's okay; it doesn't need to be clear to talk about it.",
        'No pressure. We can go slowly.',
        "That's fine. Sometimes it's hard to know where to start.",
      ]),
      ...question(talk, true),
    ];
  }
  return undefined;
}
