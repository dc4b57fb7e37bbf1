import { fixedReplyOf, helperCue } from '../fixed-replies';
import { LEVEL_RANK, type RiskCategory, type RiskLevel } from '../risk';
import { checkMessage, type RiskReason } from './check-message';
import { normalizeMessage } from './normalize';

// Risk across a conversation (DESIGN.md §4). The server keeps no state, so it reads the history
// the client sends: the app's own fixed replies in it, his earlier messages, and the level the
// client says the conversation reached. All of these can only raise the level, never lower it:
// a forged history can make the app more careful, not less.

export type HistoryTurn = { sender: 'user' | 'bot'; text: string };

export type ConversationInput = {
  message: string;
  history: readonly HistoryTurn[];
  /** The highest level the client has seen in this conversation. */
  declared?: RiskLevel | undefined;
};

/** How this turn is answered. `engine` is the only one that reaches the companion or a model. */
export type ReplyPlan = 'crisis' | 'concern' | 'check-in' | 'wrong-country' | 'engine';

export type ConversationRisk = {
  level: RiskLevel;
  category?: RiskCategory | undefined;
  reply: ReplyPlan;
  /** The conversation had shown crisis before this message. */
  continuing: boolean;
  /** A concern question was asked earlier in this conversation (the model is told). */
  concernEarlier: boolean;
  reasons: RiskReason[];
};

// His answer to "Are you thinking about ending your life?": only a plain no clears it. Anything
// else (yes, maybe, "why do you ask", silence in words) is treated as a yes, as the Columbia
// protocol and the 988 guidance do.
const PLAIN_NO =
  /^ (?:[a-z]+ ){0,3}(?:no|nope|nah|na|naw|god no|hell no|no way|not at all|never|definitely not|absolutely not|of course not|not really|no no|no mate|nah mate|no man|nah man|no bro|nah bro|no sir|not like that|im not|i am not|no im not|no i am not|no im fine|no im ok|im fine|im ok|im okay|im alright|no thank you|no thanks|not thinking (?:about|of) (?:that|it)|no i m not|nein|nie|não)\b/;
const HEDGE =
  /\b(?:idk|i do not know|dont know|not sure|unsure|maybe|sometimes|kind of|kinda|sort of|a bit|does it matter|why|what if|probably|perhaps|some days|some nights|at times|on and off|now and then|i guess|yeah|yes|yep|aye)\b/;

const WRONG_COUNTRY =
  /\b(?:(?:number|numbers|line|lines|those|these|it|they|that|988|911)\b(?: \w+){0,4} (?:dont|doesnt|do not|does not|wont|isnt|arent|didnt|cant|not) (?:work|working|connect|go through|exist|help|apply|ring)|not in (?:the )?(?:us|usa|america|states|united states)|(?:im|i am|i live|living|i m) (?:in|from) (?:the )?(?:uk|england|scotland|wales|ireland|australia|canada|new zealand|nz|india|nigeria|philippines|poland|brazil|spain|mexico|germany|france|south africa|\w+land)|(?:here|over here|someone|anyone|somebody|a line|a number|help)(?: \w+){0,4} in (?:sa|rsa|mzansi|south africa|nigeria|naija|ghana|kenya|zimbabwe|zim|uganda|zambia|india|pakistan|bangladesh|sri lanka|philippines|malaysia|singapore|poland|brazil|spain|mexico|germany|france|italy|portugal|romania|dubai|uae|qatar|saudi|my country|this country)|wrong country|different country|not american|outside (?:the )?(?:us|usa|america|states)|no signal|no service)\b/;

const FOLLOW_UP_CUE =
  /\b(?:tonight|tomorrow|today|now|already|ready|done|do it|go through|goodbye|bye|took|taken|swallowed|them|it|the lot|that|time|soon|weekend|night|gone|last|plan|decided|sorted)\b/;

// "Yeah nah, I haven't done anything. Just the thinking": a no to acting is a yes to the
// thoughts, wherever in his answer it comes.
// "I'm not saying I'd do anything": a no to acting that takes the thought as given.
// "Im not going to do anything stupid. its just a thought that does be there" (fresh15's first
// run, answered "I hear you"): a thought that is there, however it is put, is a yes.
// "nah i havent got a plan or anything like that. i just think it. mostly at night" (fresh26's
// amputee, answered "Good to hear"): no plan is not no thoughts, and "i just think it" is a yes.
const ADMITS_THOUGHTS =
  /\b(?:(?:havent|have not|hasnt|not|never) (?:done|acted on|tried) (?:anything|it)|(?:havent|have not|dont have|do not have|havent got|not got|aint got|got no|theres no|no) (?:got )?(?:a |any |no )?(?:real )?plans?\b(?! (?:for (?:the|this|tonight|tomorrow|christmas)|this|at|on|with)\b)|i (?:just |only |still )?(?:think|thought) (?:it|that|of it|about it)\b|(?:im )?not (?:going to|gonna|about to) (?:do|try) (?:anything|something) (?:stupid|silly|daft|drastic|mad)|(?:just|only) (?:a |the )?thoughts?\b(?! (?:of|about) (?:work|the|my|food|dinner|tea|going))|(?:a |the )?thoughts? (?:that )?(?:does be|is|are|comes?|keeps? coming|pops? up|creeps? in) (?:there|in|up|back|at night|sometimes)|(?:not saying|not that) (?:id|i would|i will|ill|im going to|im gonna|i d) (?:ever |actually |really |go and )?(?:do|act on|try) (?:anything|it|something)|(?:just|only) (?:the )?(?:thinking|thoughts?)(?: about it)?(?= ?(?:\||$))|(?:thought|think|thinking) about it|cross(?:es|ed)? my mind|(?:its|it has|thoughts? (?:have|has)) been there|the thoughts? (?:are|is|come|comes|keep))\b/;

/** "no", "nah mate, just tired": a plain no, with no hedge in the sentence that answers. */
function isPlainNo(message: string): boolean {
  const text = normalizeMessage(message);
  // Hedges count in his first sentence, the one that answers ("no... maybe"), not later ones
  // ("no, just overworked. maybe a holiday").
  const answer = text.split('|')[0] ?? text;
  return (
    PLAIN_NO.test(text) && !HEDGE.test(answer.replace(PLAIN_NO, ' ')) && !ADMITS_THOUGHTS.test(text)
  );
}

// He said at the start that this is about someone else ("it's not about me, the fella up the
// road"): a later message about that man ("he hands me his chainsaw, says look after Mary for
// me") is read as the other man's risk, so the reply tells him how to help rather than telling
// him to put distance between himself and a chainsaw. Danger words about himself still win.
const ABOUT_ANOTHER_MAN =
  /\b(?:not (?:really |actually )?about me|isnt (?:really |actually )?about me|its about (?:my|a|the) \w+|its (?:my|for my|for a) (?:mate|friend|pal|buddy|bro|brother|son|cousin|dad|father)|worried (?:about|for) (?:my|a|the|our|this) (?:\w+ )?(?:mate|friend|pal|buddy|neighbou?r|brother|son|cousin|colleague|workmate|flatmate|dad|father|lad|boy|husband|partner)|(?:about|for) (?:a|the|this|that|my) (?:fella|guy|bloke|lad|man) (?:up the road|next door|from work|down the road))\b/;
const HIS_OWN_DANGER =
  /\b(?:(?:i|im|ive)\b(?: \w+){0,3} (?:kill myself|end it|end my life|want to die|wanna die|be gone|not be here|give up)|myself|me too|same (?:for|as) me|i feel the same)\b/;
const SELF_CATEGORIES: readonly RiskCategory[] = [
  'wish-to-die',
  'active-thoughts',
  'method-means',
  'plan-timeframe',
  'preparation-goodbye',
];

// A rule that matched him as the subject ("easier for everybody if I was not here") is about him,
// whatever else the message says of other people ("Kuba is young, he will forget quick"). "Me" is
// not enough: "gave me his rods" is the other man's goodbye.
const HE_IS_THE_SUBJECT = /\b(?:i|im|ive|id|myself)\b/;

function whoseRisk(
  input: ConversationInput,
  category: RiskCategory | undefined,
  reasons: readonly RiskReason[],
) {
  if (!category || !SELF_CATEGORIES.includes(category)) return category;
  if (reasons.some((r) => r.rule !== 'model' && HE_IS_THE_SUBJECT.test(normalizeMessage(r.words))))
    return category;
  const earlier = input.history
    .filter((turn) => turn.sender === 'user')
    .map((turn) => normalizeMessage(turn.text));
  if (!earlier.some((text) => ABOUT_ANOTHER_MAN.test(text))) return category;
  const text = normalizeMessage(input.message);
  return ABOUT_ANOTHER.test(text) && !HIS_OWN_DANGER.test(text) ? 'other-at-risk' : category;
}

const ABOUT_HIMSELF = /\b(?:i|im|me|my|myself|ive|id)\b/;
const ABOUT_ANOTHER = /\b(?:he|hes|him|his|she|shes|her|they|them|their)\b/;

/**
 * Whose check-in this is. In a conversation about a friend at risk, his message about that friend
 * ("going round his tomorrow") keeps the helper's check-in even when the scorer reads worry into
 * it; a message about himself alone ("and I feel the same") moves to his own.
 */
function checkInCategory(
  message: string,
  own: { level: RiskLevel; category?: RiskCategory | undefined },
  earlier: RiskCategory | undefined,
): RiskCategory | undefined {
  if (earlier !== 'other-at-risk' || !own.category || own.category === earlier)
    return own.category ?? earlier;
  // "I'm gonna go over now": the helper's next step, whatever the scorer reads into it.
  if (helperCue(message)) return earlier;
  const text = normalizeMessage(message);
  return ABOUT_HIMSELF.test(text) && !ABOUT_ANOTHER.test(text) ? own.category : earlier;
}

// "Might do it at smoko, less of an audience": right after "what if I actually talked to him",
// "it" is the talk. A bare "do it" with a time reads as a plan only when nothing names what "it"
// is; when his last message named an everyday thing to do, and nothing in the conversation has
// ever read as risk, the time is the time of that thing. "End it", "go through with it" and every
// other way of saying the act are untouched.
const EVERYDAY_PLAN =
  /\b(?:talk(?:ed|ing)? to|speak(?:ing)? to|have a (?:word|chat|talk)|have it out|ask(?:ed|ing)? (?:him|her|them|for|my|the)|tell(?:ing)? (?:him|her|them|my|the)|told (?:him|her|them|my|the)|say (?:it |that |this |anything )?to (?:him|her|them|my \w+|the \w+)|bring it up|raise it|what to (?:actually |even )?say|quit|hand in|apply|ring (?:him|her|them|the|my)|call (?:him|her|them|the|my)|book|sign up|go to the (?:gym|doctor|gp|doc)|try (?:that|this|it))\b/;
const BARE_DO_IT = /\b(?:do|doing) it\b/gi;
// "ok doing it. in for 4... hold... out slow" (fresh27, asked about suicide mid-exercise): right
// after the app gave an exercise, "it" is the exercise.
const EXERCISE_GIVEN =
  /\b(?:breathe in|out-breath|count of (?:four|six)|things you can (?:see|feel|hear)|(?:this|the) exercise)\b/i;
// How many of his messages back the everyday thing may have been named.
const PLAN_LOOKBACK = 4;

function withEverydayItResolved(input: ConversationInput): string {
  // Cheapest test first: most messages have no "do it" at all.
  if (input.message.search(BARE_DO_IT) < 0) return input.message;
  if (input.declared && input.declared !== 'none') return input.message;
  if (input.history.some((turn) => turn.sender === 'bot' && fixedReplyOf(turn.text)))
    return input.message;
  // The talk may have been named a few messages back, with what he wants to say in between
  // (fresh25: "what to actually say to her", then his fear put into words, then "could do it
  // saturday, were going for a walk on the common", which put him in crisis mode for good).
  const his = input.history.filter((turn) => turn.sender === 'user').slice(-PLAN_LOOKBACK);
  const lastReply = input.history.findLast((turn) => turn.sender === 'bot');
  const exerciseGiven = lastReply !== undefined && EXERCISE_GIVEN.test(lastReply.text);
  if (!exerciseGiven && !his.some((turn) => EVERYDAY_PLAN.test(normalizeMessage(turn.text))))
    return input.message;
  if (his.some((turn) => checkMessage(turn.text).level !== 'none')) return input.message;
  return input.message.replace(BARE_DO_IT, 'do that');
}

// He is signing off ("cheers, wish me luck eh", "I'll say goodnight now", "salamat kaayo"): a
// short thanks or goodnight adds nothing the gate has not already read in his earlier messages,
// so the scorer's doubt about them does not ask him now (fresh14's readers: three men were asked
// about suicide as they said goodnight). A goodbye with an ending in it is untouched, and so is
// anything a rule reads.
const SIGNING_OFF =
  /^ (?:(?:ok|okay|right|anyway|anyways|well|alright|aye|yeah|yep|cheers|thanks|thank you|ta|mate|man|bro|eh|then|so)\b ?)*(?:thanks|thank you|thankyou|cheers|ta|much appreciated|appreciate it|salamat\w*|goodnight|good night|night|nite|wish me luck|speak (?:soon|later)|talk (?:soon|later|tomorrow)|catch (?:you|ya) (?:later|tomorrow)|ill (?:say goodnight|head off|let you go|leave it there|sleep on it)|off to bed|better get some (?:sleep|kip)|going to (?:hit the hay|head off|try and sleep|get some (?:sleep|kip)))\b/;
const FINAL_WORDS =
  /\b(?:for everything|for all (?:of )?(?:it|this|that|youve)|goodbye|farewell|forever|last time|one last|remember me|look after|sorry for|forgive|love (?:you|them|her|him)|this is it|its been an|take care of|wont be|not be|see you on the other|the end)\b/;
const MAX_SIGN_OFF_WORDS = 14;
// A longer message that ends on thanks for the talk: "maybe ill write the numbers down before bed.
// thanks for this, better than talking to the dog" (fresh17: three men were asked about suicide as
// they left, on the scorer's doubt alone). A sentence after the first is the sign-off. Not the
// companion's pattern of the same name (social.ts): that one also takes "thanks for everything",
// which here is FINAL_WORDS and must stay heard.
const THANKS_FOR_THE_TALK =
  /^ (?:(?:ok|okay|right|anyway|anyways|well|alright|aye|yeah|so)\b ?)*(?:thanks|thank you|cheers|ta) (?:for (?:this|that|the chat|the talk|listening|tonight|your time|the help|talking|hearing me out|real)|(?:mate|pal|man|bro|bud|buddy|steady|bru|boet|butt|boi|fella|chief|cuz|so much|a lot|again|heaps|loads)\b)/;
const MAX_ENDING_WORDS = 40;
// "right. gonna open the drawer tonight after tea. cheers" (fresh27: the HMRC letters he had hidden
// in a drawer; asked about suicide as he left): a last word of thanks, however short.
const ENDS_ON_THANKS =
  / (?:cheers|thanks|thank you|thankyou|ta|nice one|much appreciated)(?: (?:mate|man|bro|pal|bud|buddy|again))? $/;

function isSigningOff(message: string): boolean {
  const text = normalizeMessage(message);
  if (FINAL_WORDS.test(text)) return false;
  const words = text.trim().split(' ').length;
  if (SIGNING_OFF.test(text) && words <= MAX_SIGN_OFF_WORDS) return true;
  const sentences = text.split('|');
  return (
    words <= MAX_ENDING_WORDS &&
    (ENDS_ON_THANKS.test(text) ||
      sentences.some(
        (sentence, index) => index > 0 && THANKS_FOR_THE_TALK.test(` ${sentence.trim()}`),
      ))
  );
}

export function assessConversation(input: ConversationInput): ConversationRisk {
  const message = withEverydayItResolved(input);
  const own = checkMessage(message);
  let continuing = input.declared === 'crisis';
  let concernEarlier = input.declared === 'concern';
  let earlierCategory: RiskCategory | undefined;
  const givenCategories = new Set<RiskCategory>();
  // His messages since the app last answered with a fixed text, and the last concern question.
  let window: string[] = [];
  // The concern question was the app's last word; and what it asked about, when known.
  let questionOpen = false;
  let openQuestion: RiskCategory | undefined;
  let lastHis: string | undefined;
  // He was asked the concern question and answered a plain no.
  let answeredNo = false;
  let exerciseJustGiven = false;

  for (const turn of input.history) {
    if (turn.sender === 'bot') {
      exerciseJustGiven = EXERCISE_GIVEN.test(turn.text);
      const fixed = fixedReplyOf(turn.text);
      questionOpen = false;
      openQuestion = undefined;
      if (!fixed) continue;
      window = [];
      if (fixed.level === 'crisis') {
        continuing = true;
        if (fixed.category) {
          givenCategories.add(fixed.category);
          earlierCategory = fixed.category;
        }
      } else {
        concernEarlier = true;
        questionOpen = true;
        // Most categories share one wording of the question, so the text alone cannot say which
        // it was asked about: his message that raised it can.
        openQuestion = fixed.category ?? (lastHis ? checkMessage(lastHis).category : undefined);
        earlierCategory ??= openQuestion;
      }
      continue;
    }
    if (questionOpen && window.length === 0 && isPlainNo(turn.text)) answeredNo = true;
    lastHis = turn.text;
    // Read later with the next ones, "doing it" after an exercise is still the exercise.
    window.push(exerciseJustGiven ? turn.text.replace(BARE_DO_IT, 'do that') : turn.text);
  }

  // His recent messages that the app has not answered with a fixed text, read together with this
  // one: "been saving up my scripts" then "this weekend. good a time as any". Two, not three: on
  // dev the third caught no more risk conversations, and four joined ordinary turns read to the
  // scorer like one long worrying message.
  const recent = window.slice(-2);
  const fromWindow = recent.length
    ? checkMessage([...recent, message].join(' | '))
    : { level: 'none' as RiskLevel, reasons: [] as RiskReason[], category: undefined };
  earlierCategory ??= fromWindow.category;

  const result = (
    level: RiskLevel,
    reply: ReplyPlan,
    category: RiskCategory | undefined,
  ): ConversationRisk => ({
    level,
    reply,
    category,
    continuing,
    concernEarlier,
    reasons: [...own.reasons, ...fromWindow.reasons],
  });

  if (continuing) {
    // A new kind of danger gets its own reply (he has now taken something); otherwise a check-in.
    if (own.level === 'crisis' && own.category && !givenCategories.has(own.category))
      return result('crisis', 'crisis', own.category);
    const text = normalizeMessage(input.message);
    if (WRONG_COUNTRY.test(text))
      return result('crisis', 'wrong-country', own.category ?? earlierCategory);
    return result('crisis', 'check-in', checkInCategory(input.message, own, earlierCategory));
  }

  if (questionOpen) {
    if (own.level === 'crisis') return result('crisis', 'crisis', own.category);
    if (!isPlainNo(input.message)) return result('crisis', 'crisis', openQuestion);
    // He said no: the learned scorer's doubts about the same answer do not ask him again; a rule
    // that still fires ("no... but what's the point") does.
    if (own.reasons.every((reason) => reason.rule === 'model'))
      return { ...result('none', 'engine', undefined), reasons: [] };
  }

  // His earlier messages that the app answered without a fixed text were not judged a crisis at
  // the time; read again with this one, they raise it to the question, and to crisis only when it
  // follows on from them ("tonight's the night", "took them"). Safety over quiet: a conversation
  // that reads as worrying as a whole gets the direct question.
  let level = own.level;
  let category = own.category;
  if (fromWindow.level !== 'none') {
    const followsOn = FOLLOW_UP_CUE.test(normalizeMessage(message));
    const raised = fromWindow.level === 'crisis' && followsOn ? 'crisis' : 'concern';
    if (LEVEL_RANK[raised] > LEVEL_RANK[level]) {
      level = raised;
      category = own.category ?? fromWindow.category;
    }
  }
  if (level === 'none') return result('none', 'engine', undefined);
  const reasonsNow = [...own.reasons, ...fromWindow.reasons];
  if (reasonsNow.every((reason) => reason.rule === 'model') && isSigningOff(input.message))
    return { ...result('none', 'engine', undefined), reasons: [] };
  category = whoseRisk(input, category, [...own.reasons, ...fromWindow.reasons]);
  // Once he has been asked and said no, the scorer's doubts alone do not ask him again; a rule,
  // which names what it saw, still does. A counsellor who heard "no" listens for something new.
  const reasons = [...own.reasons, ...fromWindow.reasons];
  // Unless the doubt is sustained: one of his last two messages since that no read as worrying on
  // its own too. An early false alarm must not deafen the gate for the rest of the night ("I
  // don't see how it comes good", then "the life insurance would sort the bank out").
  const sustained = () =>
    window
      .slice(1)
      .slice(-2)
      .some((text) => checkMessage(text).level !== 'none');
  if (
    level === 'concern' &&
    answeredNo &&
    reasons.every((reason) => reason.rule === 'model') &&
    !sustained()
  )
    return { ...result('none', 'engine', undefined), reasons: [] };
  return result(level, level === 'crisis' ? 'crisis' : 'concern', category);
}
