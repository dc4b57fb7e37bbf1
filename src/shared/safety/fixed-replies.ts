import type { CountryCode } from './countries';
import { COUNTRY_IN, COUNTRY_NAMES, COUNTRY_CODES } from './countries';
import { CRISIS_LINES, DIRECTORY_SITE as DIRECTORY, type CountryLines } from './crisis-lines';
import { RISK_CATEGORIES, type RiskCategory } from './risk';

// Every word the chat says about risk is fixed here and written by people, to safe-messaging
// guidance (988 Lifeline, Samaritans, AFSP): thank him, take it seriously, no judgement, never a
// method or a detail, distance from means, a person now, and honesty that this is an AI. The
// model never writes these and never writes a phone number (DESIGN.md §4).

export const CONCERN_QUESTION = 'Are you thinking about ending your life?';

// True of both engines (a model, or the built-in program that says it is not a full AI model).
const AI_NOTE =
  "I'm not a person or a counsellor, but I'm still here, and we can keep talking while you reach out.";

const bullets = (items: string[]) => items.map((item) => `• ${item}`).join('\n');
const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

type ReplyWriter = (lines: CountryLines) => string;

const SUICIDE_REPLY =
  (opening: string, extra: (lines: CountryLines) => string[]): ReplyWriter =>
  (lines) =>
    `${opening}\n\n${bullets([
      `${capitalise(lines.mainLine)}: free, confidential, any time.`,
      ...extra(lines),
      `If you might act on these thoughts now, call ${lines.emergency.number}.`,
    ])}\n\n${AI_NOTE}`;

const DISTANCE =
  'If there is anything near you that you could use to hurt yourself, put distance between you and it: hand it to someone, lock it away, or go somewhere else.';

const CRISIS_WRITERS: Record<RiskCategory, ReplyWriter> = {
  'wish-to-die': SUICIDE_REPLY(
    "Thank you for telling me. I'm taking what you said seriously. Feeling like you don't want to be here is a sign of how much pain you're carrying, and you don't have to carry it alone. A trained person can help you with it tonight.",
    () => ['If you can, be with someone you trust for now.'],
  ),
  'active-thoughts': SUICIDE_REPLY(
    "Thank you for telling me. That took guts, and I'm taking it seriously. Thoughts of suicide can feel overwhelming, but they can pass, and talking to a trained person right now really helps.",
    () => [DISTANCE],
  ),
  'method-means': SUICIDE_REPLY(
    "Thank you for telling me. It sounds like things have got very dark, and I'm really glad you're still talking.",
    () => [
      'The most important thing right now: put distance between you and anything you could use to hurt yourself. Hand it to someone, lock it away, or leave the place.',
    ],
  ),
  'plan-timeframe': (lines) =>
    `I'm really glad you told me before anything happened. Your safety right now matters more than anything else.\n\n${bullets(
      [
        `If you are in danger now, call ${lines.emergency.number}.`,
        `${capitalise(lines.mainLine)}: free, confidential, any time.`,
        DISTANCE,
        "Don't stay alone with this tonight: call or go to someone you trust.",
      ],
    )}\n\n${AI_NOTE}`,
  'preparation-goodbye': SUICIDE_REPLY(
    "It sounds like you might be getting ready to say goodbye, and I'm really glad you're still talking to me. I'm taking this seriously, and I want you to have a real person with you tonight.",
    () => [DISTANCE],
  ),
  'self-harm': (lines) =>
    `Thank you for telling me. Hurting yourself is a sign of how much you're carrying, not a sign of weakness, and you deserve support with it.\n\n${bullets(
      [
        `If you are badly hurt or bleeding, call ${lines.emergency.number} or get medical help now.`,
        `${capitalise(lines.mainLine)}: free, confidential, any time.`,
        'If the urge is strong, try to put time and space between you and it: leave the room, hold something cold, or call someone.',
      ],
    )}\n\n${AI_NOTE}`,
  'overdose-injury': (lines) =>
    `Please call ${lines.emergency.number} now, or ask someone near you to call for you.\n\n${bullets(
      [
        "Tell them what happened and when. Don't wait to see if you feel worse: help works best early.",
        'If you can, unlock the door and stay where someone can reach you.',
        `When you're safe, ${lines.mainLine}, any time.`,
      ],
    )}\n\nYou matter, and help can reach you quickly. ${AI_NOTE}`,
  'harm-to-others': (lines) =>
    `Thank you for saying this out loud instead of acting on it. That matters.\n\n${bullets([
      `If anyone is in danger right now, call ${lines.emergency.number}.`,
      'Put distance between you and the person, and between you and anything you could use to hurt someone: leave the room, get outside, walk.',
      `${capitalise(lines.mainLine)}: they also help people who are frightened of what they might do. Free and confidential.`,
    ])}\n\n${AI_NOTE}`,
  'abuse-danger': (lines) =>
    `I'm sorry this is happening. You don't deserve to be hurt, and it isn't your fault. Men are abused too, and there is help for you.\n\n${bullets(
      [
        `If you are in danger right now, call ${lines.emergency.number}.`,
        `${capitalise(lines.abuse.how)}: free and confidential.`,
        "If you can, get to a safe place: a friend's, a neighbour's, somewhere public.",
      ],
    )}\n\nIf someone might look at your phone, closing this chat clears it. ${AI_NOTE}`,
  'other-at-risk': (lines) =>
    `It's good that you're looking out for him. Here is what helps most:\n\n${bullets([
      'Ask him straight out: "Are you thinking about suicide?" Asking does not put the idea in his head, and it often brings relief.',
      `Stay with him, or keep him on the phone, and help him reach a person: ${lines.mainLine}. They also talk with people who are worried about someone, so you can call them yourself for advice.`,
      `If he is in immediate danger, has taken something, or you can't reach him and you're scared for him, call ${lines.emergency.number} now.`,
    ])}\n\nLook after yourself too: this is a lot to hold. ${AI_NOTE}`,
};

// The question is asked on doubt, and doubt sometimes falls on an ordinary message ("can't sleep,
// stupid stuff"), so its opening asks without telling him his message sounded heavy: a man who was
// only tired hears a routine, direct question, and a man at risk hears the same plain question.
const CONCERN_WRITERS: Record<RiskCategory, ReplyWriter> = {
  ...Object.fromEntries(
    RISK_CATEGORIES.map((category) => [
      category,
      (lines: CountryLines) =>
        `Can I ask you something straight? It matters, and I'd rather ask than guess. ${CONCERN_QUESTION} Whatever the answer, you can tell me straight.\n\nIf you want to talk to a person right now, ${lines.mainLine}, any time.`,
    ]),
  ),
  'self-harm': (lines) =>
    `That sounds really hard, and I'd rather ask than guess. Are you hurting yourself, or thinking about it? ${CONCERN_QUESTION} Whatever the answer, you can tell me straight.\n\nIf you want to talk to a person right now, ${lines.mainLine}, any time.`,
  'harm-to-others': (lines) =>
    `That sounds like a lot of anger to be holding. I'd rather ask than guess: are you thinking about hurting someone? Whatever the answer, you can tell me straight.\n\nIf it feels close to boiling over, ${lines.mainLine}, any time. If anyone is in danger, call ${lines.emergency.number}.`,
  'abuse-danger': (lines) =>
    `I want to check, because it matters: are you safe right now? Whatever the answer, you can tell me straight.\n\nIf you are in danger, call ${lines.emergency.number}. To talk it through, ${lines.abuse.how}.`,
  'other-at-risk': (lines) =>
    `It sounds like you're worried about him, and that's worth taking seriously. Do you think he might be thinking about ending his life? If you're not sure, it's okay to ask him straight out.\n\nYou can ${lines.mainLine} for advice: they talk with people who are worried about someone too.`,
} as Record<RiskCategory, ReplyWriter>;

const CHECK_INS: readonly ReplyWriter[] = [
  (lines) =>
    `I'm still here with you. Are you safe right now?\n\nTalking to a person is the most important step tonight: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  (lines) =>
    `Thanks for staying with me. How are you doing right now, honestly?\n\nThe lines below are there whenever you're ready: ${lines.mainLine}. If things get worse, call ${lines.emergency.number}.`,
  (lines) =>
    `I'm glad you're still talking. You don't have to go through tonight on your own.\n\nIs there someone you could be with, or call, right now? ${capitalise(lines.mainLine)}, any time, and ${lines.emergency.number} if you are in danger.`,
  // Two more, so a long night does not hear the same words come round again so soon.
  (lines) =>
    `I'm here, and I'm not going anywhere. What's going through your head right now?\n\nA real person can help with this tonight: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  (lines) =>
    `You've done a hard thing by saying it. Is there anything near you that you could hurt yourself with? If there is, put some distance between you and it: another room, a locked drawer, someone else's hands.\n\n${capitalise(lines.mainLine)}, any time. If you are in danger, call ${lines.emergency.number}.`,
];

const WRONG_COUNTRY: ReplyWriter = (lines) =>
  `Sorry, the lines should match where you are. Use "Change country" under the help bar to see the lines for ${COUNTRY_CODES.map((code) => COUNTRY_NAMES[code]).join(', ')}. Anywhere else, ${DIRECTORY} lists free lines in over 130 countries.\n\nIf you are in danger right now, call your local emergency number (${lines.emergency.number} here, 112 across Europe).`;

// When his browser could not place him in one of our countries (a US-English phone in
// Johannesburg, no time zone at all), the lines are a guess: a man in Warsaw told only "call 988"
// has been given nothing. The first reply with lines then says where the rest of the world's are,
// first, where he reads before the numbers (a note under them read as a footnote to fresh9's
// readers).
const ELSEWHERE = (country: CountryCode) =>
  `Not in ${COUNTRY_IN[country]}? These numbers may not work where you are: ${DIRECTORY} lists free, confidential lines in over 130 countries, and in an emergency call your local emergency number.`;

const withElsewhere = (reply: string, country: CountryCode, guessed: boolean) =>
  guessed ? `${ELSEWHERE(country)}\n\n${reply}` : reply;

// Every later check-in for a man the device could not place ends with a short reminder, so the
// US lines are not read as his own on every turn (fresh18's readers: men in Kenya, South Africa
// and the Philippines were given 988 and 911 again and again after the first note).
const ELSEWHERE_AGAIN = (country: CountryCode) =>
  `(Not in ${COUNTRY_IN[country]}? ${DIRECTORY} has the free line for where you are.)`;

/**
 * A check-in for a man the device could not place ends with the short reminder; when he has just
 * asked for someone to talk to "here" (fresh21: "is there someone i can talk to here in SA?" was
 * answered "Here it is: call or text 988"), the directory comes first, before any number.
 */
export const checkInWhereGuessed = (
  reply: string,
  country: CountryCode,
  guessed: boolean,
  askedForALine = false,
) =>
  !guessed
    ? reply
    : askedForALine
      ? withElsewhere(reply, country, true)
      : `${reply}\n\n${ELSEWHERE_AGAIN(country)}`;

export function crisisReply(category: RiskCategory, country: CountryCode, guessed = false): string {
  return withElsewhere(CRISIS_WRITERS[category](CRISIS_LINES[country]), country, guessed);
}

export function concernReply(
  category: RiskCategory,
  country: CountryCode,
  guessed = false,
): string {
  return withElsewhere(CONCERN_WRITERS[category](CRISIS_LINES[country]), country, guessed);
}

// When the danger is to someone else, he is the helper: asking him "are you safe right now?" reads
// as not having listened, and what he needs is the next step and the number to give.
const HELPER_CHECK_INS: readonly ReplyWriter[] = [
  (lines) =>
    `You're doing the right thing by him. When you can, ask him straight out whether he's thinking about suicide, then listen; you don't have to fix it.\n\n${capitalise(lines.mainLine)}: that's the number to give him, and you can use it yourself for advice. If he is in danger now, call ${lines.emergency.number}.`,
  (lines) =>
    `Seeing him in person is one of the best things you can do: ask him directly, stay with him, and help him make the call if he says yes.\n\nThe line for him, or for you: ${lines.mainLine}, any time. If he is in danger now, call ${lines.emergency.number}.`,
  (lines) =>
    `How are you holding up yourself? Worrying about someone like this is heavy, and it's okay to lean on someone too.\n\nWhen you see him, ${lines.mainLine} is the number to give him; they also help people who are worried about someone. If he is in danger now, call ${lines.emergency.number}.`,
];

// In crisis mode the check-in answers what he just said, when it is one of these, instead of
// asking "are you safe?" over the top of it. Still fixed text, still with the lines.
export type CheckInCue =
  | 'step'
  | 'step-leaving'
  | 'drink'
  | 'number'
  | 'thanks'
  | 'sorry'
  | 'means'
  | 'burden'
  | 'doctor'
  | 'doctor-judged'
  | 'receptionist'
  | 'tell'
  | 'person'
  | 'private'
  | 'what-to-say'
  | 'tell-how'
  | 'means-away'
  | 'confidential'
  | 'who-answers'
  | 'reasons'
  | 'step-later'
  | 'not-laughed'
  | 'pills'
  | 'immigration'
  | 'private-police'
  | 'not-told'
  | 'text-instead'
  | 'saved'
  | 'rest';

const CUED_CHECK_INS: Record<CheckInCue, ReplyWriter> = {
  step: (lines) =>
    `That's a really good step, and it takes guts. Do it now if you can, while you've got the nerve; I'll be here after.\n\nIf it falls through, ${lines.mainLine}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // "been thinking about the bar on 5th... its like a 7" (fresh20's man 41 days sober, in crisis
  // mode, was asked "What's going through your head?"): drink and suicidal thoughts together are
  // the danger, so the urge is named and met.
  drink: (lines) =>
    `Thank you for saying it. Tonight a drink would make everything heavier and more dangerous, so please put some distance between you and it: stay in, pour it away, or get someone to sit with you until it passes. If you have a sponsor, this is exactly the time to call them.\n\nAnd a real voice any time: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  // "I'll ring the surgery in the morning... Thanks for listening to an auld fella", "ok i texted
  // him. hes calling me. gotta go" (fresh20's readers: both got "Do it now... I'll be here after",
  // word for word, twice): a step said on the way out is his goodbye too.
  'step-leaving': (lines) =>
    `Good: go and do it. Thank you for talking with me tonight. Keep the number close: ${lines.mainLine}, any time, and ${lines.emergency.number} if you are in danger. Come back whenever you want to talk.`,
  number: (lines) =>
    `Here it is: ${lines.mainLine}. It's free and confidential, and they answer any time.\n\nIf you are in danger right now, call ${lines.emergency.number}.`,
  means: (lines) =>
    `Thank you for telling me. Tonight, please put some distance between you and it: ask someone you trust to hold it, or lock it away and give them the key. That one step makes a real difference.\n\nAnd talk to someone now: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  burden: (lines) =>
    `You wouldn't be a burden. The people who love you would want to know, even when it's hard to hear, and most are relieved to be let in.\n\nIf it's easier to start with a stranger: ${lines.mainLine}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // His questions in crisis mode get their answer, with the lines, not "are you safe?" over them.
  doctor: (lines) =>
    `Yes, tell your doctor, and say it as plainly as you've said it here. They hear it more often than you'd think, and it's exactly what they're there for. Ring first thing and ask for an urgent appointment.\n\nUntil then, and tonight: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  // "can i even go to my gp for this or is it just for mums. i dont want them thinking im a danger
  // to the baby" (fresh18's new dad, asked "is there anything near you?"): answered, and the fear
  // named.
  'doctor-judged': (lines) =>
    `GPs see dads for this as well as mums, and it's exactly what they're there for. A thought that frightens you is not the same as being a danger: doctors know the difference, and telling them is how you get help, not how you lose anything. Ring first thing and ask for an urgent appointment.\n\nUntil then, and tonight: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  // "can you tell me what to actually say to the receptionist because ill bottle it" (fresh18's
  // new dad, told "Do it now"): the one line that gets him seen, and no more.
  receptionist: (lines) =>
    `You only need one line: "I need an urgent appointment, it's about my mental health." You don't have to explain anything more to the receptionist; the doctor is who you tell the rest, and you can show them what you wrote here if that's easier.\n\nTonight, if it gets heavy: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  tell: (lines) =>
    `Yes, if you can. Telling one person you trust means you're not carrying this on your own tonight, and most people are glad to be let in. It can be as simple as: "I've been in a bad way, and I need you to know."\n\nAnd a real person is there any time: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  person: (lines) =>
    `No, I'm not a person: I'm a program in the app, which is why I want you to have a real one with you. ${capitalise(lines.mainLine)}: real people, free, any time.\n\nIf you are in danger right now, call ${lines.emergency.number}. I'm still here while you do.`,
  private: (lines) =>
    `No. I can't call anyone, and nobody sees this chat: it isn't saved anywhere, and closing it clears it. Whether to reach out is your call, and I hope you will: ${lines.mainLine}, any time.\n\nIf you are in danger right now, call ${lines.emergency.number}.`,
  // "is this private? i dont want a cop showing up at the door with linda in the hospital bed"
  // (fresh25's farmer, whose wife is dying at home, was asked "is there someone you could be
  // with?"): yes, and the fear that stops the call, answered without overpromising.
  'private-police': (lines) =>
    `Yes. Nobody sees this chat and I can't call anyone: it isn't saved, and closing it clears it. Ringing a line doesn't bring the police to your door either: their job is to talk with you, and sending anyone is rare, kept for when a life is in danger right then. You can tell them what you told me.\n\n${capitalise(lines.mainLine)}, any time. If you are in danger right now, call ${lines.emergency.number}.`,
  // "no i havent told anybody. the nurse karen is good, she asked me last week how i was holding
  // up and i changed the subject" (fresh25, asked "what's going through your head?"). Not "if
  // someone has asked" first: fresh27's steelworker had told his wife nothing and nobody had asked.
  'not-told': (lines) =>
    `You don't have to carry this on your own, and you don't have to tell it all at once. Even a little is enough to start, something like "I'm not doing as well as I've been letting on." If someone has already asked how you're doing, they've opened the door.\n\nAnd tonight, a real person any time: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  // "i aint callin no hotline from a truck stop, the other drivers would think im soft" (fresh27's
  // trucker, answered "How are you doing right now?"): the fear of being heard, and the way round
  // it the line already has.
  'text-instead': (lines) =>
    `You don't have to ring. You can ${lowerFirst(lines.text.label)} instead: nobody around you hears a thing, and you can stop whenever you like. You can say it in a text the way you said it here.\n\nIf you are in danger right now, call ${lines.emergency.number}.`,
  // "988 right? i put it in my phone under Dave so nobody sees it" (fresh27, answered "What's going
  // through your head right now?"): the number confirmed, and saving it backed.
  saved: (lines) =>
    `That's the one: ${lines.mainLine}. Saving it was a good move: it's there the moment you need it, and nobody has to know what it's for.\n\nIf you are in danger, call ${lines.emergency.number}.`,
  // "alright. gonna try and get a few hours. got to be in OKC by 10" (fresh27, asked "Are you safe
  // right now?" as he said goodnight): rest backed, and the number for the night.
  rest: (lines) =>
    `Try and get some rest. If it comes back in the night, ${lines.mainLine}, any time; a text works if you can't talk. If you are in danger, call ${lines.emergency.number}. Come back whenever you want to talk.`,
  immigration: (lines) =>
    `No. A crisis line is there for your safety, not your paperwork: they don't report people to immigration, and you don't have to give your name. Doctors and hospitals treat you for your health too. Whatever your visa, you're allowed to ask for help tonight: ${lines.mainLine}, any time.\n\nIf you are in danger right now, call ${lines.emergency.number}.`,
  // He will hand in the pills or the gun: the most protective step there is, backed as one.
  'means-away': (lines) =>
    `That's one of the most protective things you can do. Do it as soon as you can, and until then keep them somewhere hard to get to, or ask someone to hold them for you.\n\nAnd talk to a person tonight: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  // "Don't know what I'd even say to them" (a line): the words to start with, so the call is
  // easier to make. Not what to say to his wife or his dad: that is the 'tell' answer's ground.
  'what-to-say': (lines) =>
    `You don't need the right words. You could start with: "I'm not in a good way, and I've been having thoughts of ending my life." They're trained for exactly that and will take it from there, and if talking feels like too much, texting works too.\n\n${capitalise(lines.mainLine)}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // "What do I even say to him?" about his brother or his wife: the words to open with, short.
  'tell-how': (lines) =>
    `Keep it simple; it doesn't need to be the whole story tonight. Something like: "I'm not in a good way. Can you come over?" is enough, and the rest can come once they're with you.\n\nIf they don't pick up: ${lines.mainLine}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // "Don't tell me to call somebody, I don't want her finding out": the fear that stops the call,
  // answered, and a way round it; the number again alone would be talking over him (fresh13).
  // "They don't ring your family" overpromised (fresh24's GP reader): a line acts on its own only
  // when a life is in danger right then.
  confidential: (lines) =>
    `That's your call, and nobody here will make it for you. If it helps: what you tell a line stays with them. They won't ring your family unless your life is in danger right then, you don't have to give your name, and if talking feels like too much, a text works too. Or start with someone who isn't her: a mate, a brother, your own GP.\n\n${capitalise(lines.mainLine)}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // "Would it be Irish people on it or some call centre?" (fresh15's widower, answered "How are
  // you doing right now?"): who picks up, plainly, so the call is easier to make.
  'who-answers': (lines) =>
    `Real people: trained listeners, most of them volunteers, not a call centre reading from a script. They won't rush you, they don't need your name, and they've heard it all before.\n\n${capitalise(lines.mainLine)}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // "my mom. if something happened to me it would break her. and my little brother... im the one
  // paying his fees" (fresh21's guard in Randburg, answered "Is there someone you could be with?"):
  // what keeps him here, heard as exactly that.
  reasons: (lines) =>
    `Hold on to that. The people you just named are a real reason to get through tonight, and what they'd want most is for you to still be here and to let someone help carry this.\n\nSomeone can help with that now: ${lines.mainLine}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // "maybe tomorrow i phone my mom, just to hear her voice" (fresh21, asked whether anything near
  // him could hurt him), "I'll ring the surgery in the morning" (fresh20, told "Do it now"): a step
  // for later is a plan to back, with tonight covered.
  'step-later': (lines) =>
    `That sounds like a good plan, and worth holding on to. Until then, and tonight, you don't have to sit with this on your own: ${lines.mainLine}, any time. If you are in danger, call ${lines.emergency.number}.`,
  // "thanks for not laughing at me" (fresh21, given the goodbye with the lines): the fear answered.
  'not-laughed': (lines) =>
    `There was nothing to laugh at. What you told me tonight took guts, and it's the kind of thing a lot of men carry without ever saying. Please keep the number close: ${lines.mainLine}, any time, and ${lines.emergency.number} if you are in danger. Come back whenever you want to talk.`,
  // "do i need pills for this? my doctor... says everybody my age gets the blues" (fresh22's
  // rancher, answered with the lines again): a question for a doctor, asked as one.
  pills: (lines) =>
    `That's one for a doctor, and worth asking. Tell them plainly what you've told me tonight, the thoughts included: that's not "the blues", and a good doctor will take it seriously. Medication is one option among several, talking therapy is another, and asking commits you to nothing.\n\nTonight: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  sorry: (lines) =>
    `Don't be sorry. This is exactly what I'm here for, at any hour, and you're not dumping anything on anyone by saying it.\n\nWhen you're ready for a real voice: ${lines.mainLine}. If you are in danger, call ${lines.emergency.number}.`,
  thanks: (lines) =>
    `Thank you for talking with me tonight. Please keep the number close: ${lines.mainLine}, any time, and ${lines.emergency.number} if you are in danger. Come back whenever you want to talk.`,
};

const CUES: readonly [CheckInCue, RegExp][] = [
  // Before 'confidential' and 'number': his own reasons he can't ring, and the number saved.
  [
    'text-instead',
    /\b(?:cant|can't|cannot|aint|ain't|not|wont|won't|no way (?:im|i'm|am i))(?: \w+){0,2} (?:call|ring|phone|talk|callin|calling|ringing|phoning)\w*\b[^.?!]{0,80}\b(?:would|will|might|could|'?d|'?ll|can) (?:hear|overhear|think|laugh|know|find out|see)\b|\bwalls(?: \w+){0,4} (?:are|is|r) (?:too |so |paper |proper |really |well )?thin\b|\b(?:everyone|everybody|they|people|the lads|the boys|the other \w+|the wife|my wife|the missus|the kids|my mum|my mom|my parents) (?:would|will|might|could|can|'?d|'?ll) (?:hear|overhear|think (?:im|i'm|i am) (?:soft|weak|mad|crazy|nuts|a \w+))\b/i,
  ],
  [
    'saved',
    /\b(?:put|saved|save|stored|added|wrote|written|keyed|programmed) (?:it|the number|the \w+ number|that number|that|the line|988|\d{3}[\d ]*)(?: \w+){0,2} (?:in|into|on|down)(?: (?:my|the|me))? ?(?:phone|contacts|mobile|notes|paper)?\b|\b(?:saved|stored|got) (?:it|the number|that)(?: in| on)? (?:my |me )?(?:phone|contacts)\b|\b(?:saved|stored|noted|wrote down|written down) (?:the number|that number|the numbers|the line)\b|^\W*(?:ok(?:ay)?\W+)?\d{3}[\d ]*(?: right| yeah| yes| is it)?\s*\?/i,
  ],
  [
    'private-police',
    /\b(?:is|will) (?:this|it|this chat|what i say) (?:private|confidential|anonymous|kept private)\b|\b(?:dont|don't|do not) want (?:a |the )?(?:cops?|police|ambulance|mounties|guards|gardai) (?:showing|turning|coming|knocking|at|round|over|here)\b|\b(?:will|would|do|does) (?:the )?(?:cops?|police|ambulance|mounties|gardai) (?:show|turn|come|get sent|be sent|end up)\b/i,
  ],
  // "someone i can talk to who wont report me to immigration?" (fresh24's student on a study
  // permit, in crisis mode, was given the number again with no word on what he feared).
  [
    'immigration',
    /\b(?:immigration|home office|deport\w*|border (?:force|agency|patrol|services)|uscis|cbsa|ice agents?)\b|\b(?:my|the|his) (?:visa|study permit|work permit|status|papers|sponsorship)\b[^.?!]{0,60}\b(?:report|tell|find out|affect|cancel|lose|trouble)\w*\b|\b(?:report|tell|find out|affect|cancel|lose|trouble)\w*\b[^.?!]{0,60}\b(?:my|the|his) (?:visa|study permit|work permit|status|papers|sponsorship)\b/i,
  ],
  [
    'confidential',
    /\b(?:dont|don't|do not|stop) (?:keep )?(?:tell|telling|ask|asking) me to (?:call|ring|phone|text|talk to|speak to)\b|\b(?:dont|don't|do not|wouldnt|wouldn't|would not) want (?:\w+ ){0,3}(?:finding out|to find out|to know|knowing|hearing about (?:it|this))\b|\b(?:im|i'm|i am) not (?:going to |gonna )?(?:call|ring|phone)(?:ing)? (?:anyone|anybody|them|a line|a helpline|a hotline|some stranger|a stranger)\b|\b(?:they'?d|they would|they'?ll|they will|would they|will they) (?:tell|ring|call|contact|phone) (?:my|the) (?:wife|missus|family|boss|work|parents|mum|mom|dad|partner|kids|gp|doctor)\b/i,
  ],
  [
    'what-to-say',
    /\b(?:dont|don't|do not|dunno|no idea|not sure|wouldnt|wouldn't|would not)(?: (?:even )?know)? what (?:i'?d|i would|i'?m meant to|i should|to) (?:even )?(?:say|tell)\b(?! (?:to )?(?:her|him|my|the (?:wife|missus|kids|boys|girls)))|\bwhat (?:do|would|should) i (?:even )?say (?:to (?:them|em|'em)|to (?:the|a) (?:line|samaritans|lifeline|person|counsell?or)|when they (?:answer|pick up)|on the phone)\b/i,
  ],
  // "can you help me figure out what to actually say to dave when he gets home" (fresh17's
  // millwright, given only the number): the words for the man he will tell, named or not.
  [
    'tell-how',
    /\bhelp(?: me)?(?: \w+){0,3} (?:what|how) to (?:actually |even )?(?:say|tell|put)\b(?! (?:to )?(?:the|a) (?:line|samaritans|lifeline|counsell?or))|\bwhat to (?:actually |even )?(?:say|tell) (?:to )?(?:him|her|my \w+|the (?:wife|missus|kids)|(?!(?:them|the|a|when|on)\b)[a-z]+ (?:when|tonight|tomorrow|later))\b|\bwhat (?:do|would|should|can) i (?:even )?(?:say|tell) (?:to )?(?:him|her|them|my \w+|the (?:wife|missus|kids))\b|\b(?:dont|don't|do not|dunno|no idea|not sure)(?: (?:even )?know)? (?:how|where) to (?:start|begin|say it|tell (?:him|her|them|my \w+)|bring it up)\b|\bhow (?:do|would|should|can) i (?:even )?(?:tell (?:him|her|them|my \w+)|say it|start (?:it|that)|bring it up)\b/i,
  ],
  [
    'receptionist',
    /\b(?:say|tell|ask)\b[^.?!]{0,40}\b(?:receptionist|reception|front desk|the surgery when they answer)\b/i,
  ],
  [
    'doctor-judged',
    /\b(?:can|could|do) i (?:even |actually )?(?:go to|see|ring|call|tell) (?:my|the|a) (?:gp|doctor|doc)\b(?! (?:tomorrow|in the morning|first thing|now)\b)|\b(?:just|only) for (?:mums|moms|mothers|women)\b|\b(?:think|thinking|decide) (?:im|i am|i was) (?:a danger|dangerous|a risk|mad|crazy|unfit)\b|\btake (?:the baby|the kids|my kids|my son|my daughter|him|her) (?:off me|away)\b/i,
  ],
  [
    'pills',
    /\b(?:do i (?:need|have to take)|should i (?:be on|take|get|ask for|go on)|will (?:they|he|she|the doctor) (?:just )?(?:give|put) me(?: on)?|(?:jist|just) gie me)(?: \w+){0,2} (?:pills|tablets|meds|medication|antidepressants)\b/i,
  ],
  [
    'doctor',
    /\bshould i (?:tell|ring|call|see|go to|talk to|speak to) (?:the|my|a) (?:doctor|doc|gp)\b|\b(?:not|nor) (?:the|my) (?:doctor|doc|gp)\b.*\bshould i\b|\bdo i (?:tell|need to tell) (?:the|my) (?:doctor|doc|gp)\b/i,
  ],
  [
    'tell',
    /\bshould i (?:tell|talk to|speak to) (?:her|him|them|someone|anyone|somebody|anybody|my \w+)\b|\bhaven'?t told (?:anyone|anybody|a soul|her|him|them)\b.*\bshould i\b/i,
  ],
  [
    'not-told',
    /\b(?:havent|haven't|have not|never|not) (?:actually |really |even )?(?:told|said (?:it |anything )?to) (?:anybody|anyone|a soul|nobody|her|him|them|my \w+)\b(?![^.?!]*\bshould i\b)/i,
  ],
  [
    'person',
    /\b(?:are you|r u|are u) (?:a |an )?(?:real|human|person|bot|robot|ai|program)\b|\bis (?:this|there) a (?:real )?(?:person|human)\b/i,
  ],
  [
    'who-answers',
    /\b(?:who (?:answers|picks up|would (?:answer|pick up)|is on (?:it|the other end|the line))|(?:would|will|is) (?:it|they) be (?:\w+ )?(?:people|someone|a person|volunteers|locals)|(?:some|a) call cent(?:re|er)|real people on (?:it|the line|the other end))\b/i,
  ],
  [
    'number',
    /\b(?:whats|what is|what's|give me|which|send me) (?:the |that |a |their )?(?:number|line|helpline)\b|\bwhat number\b|\bis there (?:a|any|another) (?:number|line|helpline)\b|\b(?:number|line|helpline) (?:that|which) (?:isn'?t|is not) local\b|\bsomewhere (?:nobody|no one) knows me\b|\bnumber again\b|\b(?:someone|anyone|somebody|a person|a real person|a human) (?:i can|to|who can|who will|that can)(?: actually)? (?:talk|speak|ring|call)\b|\bis there (?:anyone|someone|somebody) (?:i can|to|awake|up)\b|\b(?:who|fa|wha|whae) (?:would|wid|do|can|could|should) (?:i|a) (?:even )?(?:phone|call|ring|text|talk to|speak tae|speak to)\b/i,
  ],
  // "dont be ringing anyone on me now. does this thing keep what i type?" (fresh16's widower, met
  // with "are you safe?"): whether anyone is called, and whether anything is kept.
  [
    'private',
    /\b(?:are|r) (?:you|u) (?:going to|gonna|gunna) (?:ring|call|tell|report|phone|contact|send)\b|\b(?:will|would|can|do) (?:you|u) (?:ring|call|tell|report|contact|send) (?:someone|anyone|somebody|the police|the cops|my \w+|them|the doctor)\b|\bwho (?:sees|reads|can see|can read) (?:this|these|what i)\b|\b(?:youre|you are|ur|u) not (?:going to|gonna|gunna) (?:send|call|ring|phone|get)\b|\bdont (?:be |go )?(?:sending|send|calling|call|ringing|ring|phoning|phone) (?:the )?(?:police|cops|ambulance|anyone|someone|anybody|my \w+)\b|\b(?:does|do|will|is) (?:this|it|the app|this app|this thing|you)(?: \w+)? (?:keep|keeps|save|saves|store|stores|record|records|log|logs) (?:what i (?:type|write|say)|anything|this|my \w+)\b/i,
  ],
  [
    'drink',
    /\b(?:want(?:ing)? (?:a|one|to) (?:drink|beer|pint|bottle)|(?:go|going|head|heading|walk|walking|drive|driving) (?:to|down to|over to|round to) (?:the )?(?:bar|pub|liquor store|offie|off licence|bottle shop|bottle-o)|(?:thinking|thought) (?:about|of) (?:the )?(?:bar|pub|a drink|drinking|a bottle)|crav(?:ing|e) (?:a )?(?:drink|beer|pint|bottle)|urge to drink|the urge is (?:a |like a )?\d)\b/i,
  ],
  // A step taken, not one put off: "no i havent told the bank manager. its embarrassing" (fresh23's
  // farmer) was praised for the nerve it took.
  [
    'step',
    /(?:^\W*(?:ok(?:ay)?\W+)?(?:gonna|going to|about to)|\b(?:i'?ll|i will|im going to|i'm going to|i am going to|im gonna|i'm gonna|i'?m about to|i could|i can|i might|maybe i(?: could| can|'?ll| will| should)?|(?:maybe |then )?(?:tomorrow|in the morning|first thing|after (?:my |the )?shift) i(?:'?ll| will| could| can| might)?)) (?:ring|call|text|phone|message|tell|talk to|speak to|book)\b(?! (?:it|off|time|quits)\b)|(?<!\b(?:havent|haven'?t|have not|not|never|didnt|didn'?t|did not|wont|won'?t|cant|can'?t|couldnt|couldn'?t)(?: \w+)? )\b(?:rang|called|texted|booked|spoke to|talked to|told) (?:my|the|him|her|them|a|988|111|116)\b|\b(?:maybe|could|might|try|thinking (?:of|about))\b.{0,120}\b(?:pieta|samaritans|lifeline|shout|helpline|crisis line|text line|the line|chaplain|padre|priest|minister|counsell?or|my gp|the gp|the doctor|eap)\b|\b(?:chaplain|padre|priest|minister|counsell?or|eap)\b.{0,40}\b(?:maybe|could|might|i think)\b/i,
  ],
  [
    'reasons',
    // "It would break her" only of him gone, not of him telling her (that fear is 'burden').
    /\b(?:(?:if (?:something|anything) (?:ever )?(?:happened|happens) to me|if i (?:went|was gone|wasnt here|wasnt around|died|did (?:it|something))),? (?:it|that|she|he|they)? ?(?:would|will|d|'d) (?:break|destroy|kill|crush|ruin)|(?:it|that) (?:would|will|d|'d) (?:break|destroy|kill|crush|ruin) (?:her|him|them|my \w+) if i (?:went|was gone|wasnt here|wasnt around|died|did (?:it|something))|(?:keeps?|keeping) me (?:going|here|alive|holding on)|(?:what|who|the only thing that|the only ones? that)(?: \w+)? (?:keeps?|kept) me (?:going|here|alive)|(?:i|im|i'm) the one (?:paying|looking after|taking care of|who pays|who looks after|keeping)|(?:cant|can't|couldnt|couldn't|wouldnt|wouldn't) do (?:that|it|this) to (?:her|him|them|my \w+|our \w+|the (?:kids|boys|girls|wife|missus|family))|(?:the )?(?:kids|boys|girls|family|wife|missus|son|daughter|grandkids|bairns|weans) (?:are|is) (?:the|my) (?:only )?reason(?: (?:im|i am) still here)?(?= *(?:[.,!]|$))|(?:i|im|i'm) (?:here|hanging on|holding on|still here) for (?:her|him|them|my \w+))\b/i,
  ],
  [
    'not-laughed',
    /\b(?:thanks|thank you|thank u|cheers|ta) for (?:not (?:laughing|judging|taking the piss|making fun|telling me to (?:man up|get over it))|taking me seriously)\b/i,
  ],
  [
    'sorry',
    /^\W*(?:sorry|soz|apologies)\b|\bsorry (?:for|about) (?:dumping|going on|rambling|unloading|all this|this|venting|being|the rant|banging on|offloading)\b/i,
  ],
  [
    'thanks',
    /^\W*(?:ok(?:ay)?\W+)?(?:thanks|thank you|thank u|cheers|ta|appreciate it|night|goodnight|bye)\b|\b(?:thanks|thank you) for (?:not|listening|being|talking|hearing|this|that|tonight|the chat)\b/i,
  ],
  [
    'rest',
    /\b(?:gonna|going to|try and|try to|tryna|off to|need to|better|will|i'?ll)(?: \w+)? (?:get|grab|catch) (?:some|a few|a couple|a couple of|an hour or two of) (?:hours|sleep|kip|shut ?eye|rest|zzz)\b|\b(?:off to|heading to|going to) bed\b|\bhit the (?:hay|sack)\b|\btry (?:and|to) sleep\b/i,
  ],
];

// When he is the helper, his questions in crisis mode are about what to do for the other man. Each
// gets the step it asks for (988's "ask, be there, keep safe, help connect"), with the lines.
export type HelperCue =
  | 'what-to-do'
  | 'how-to-ask'
  | 'words'
  | 'if-yes'
  | 'going'
  | 'means'
  | 'now'
  | 'brushed-off'
  | 'family';

const HELPER_CUED: Record<HelperCue, ReplyWriter> = {
  'what-to-do': (lines) =>
    `Trust what you noticed: giving things away and goodbyes are warning signs, and you're right to act. Go and see him soon, ask him straight out whether he's thinking about suicide, and stay with him if he says yes.\n\nFor advice, for him or for you: ${lines.mainLine}. If he is in danger now, call ${lines.emergency.number}.`,
  'how-to-ask': (lines) =>
    `Plainly and calmly, somewhere private: "Are you thinking about suicide?" Asking does not put the idea in his head; most people are relieved someone finally asked. Then listen; you don't have to fix it.\n\n${capitalise(lines.mainLine)} if you want to talk it through first. If he is in danger now, call ${lines.emergency.number}.`,
  // "What do I say, word for word?": the words themselves, after how-to-ask has said why to ask.
  words: (lines) =>
    `Word for word, something like: "Mate, I've been worried about you. Some of what you've said lately has stuck with me. Are you thinking about killing yourself?" Then stop, and let him answer, even if the silence is long. If he says yes: "Thanks for telling me. I'm not going anywhere. Let's ring someone together."\n\n${capitalise(lines.mainLine)}: you can make that call with him. If he is in danger now, call ${lines.emergency.number}.`,
  going: (lines) =>
    `That's the right move. Ask him straight out, stay with him if he says yes, and keep the number handy so you can make the call together: ${lines.mainLine}.\n\nIf he is in danger when you get there, call ${lines.emergency.number}. Look after yourself after, too.`,
  // His mate has a gun, pills or a rope to hand: distance from the means is what saves lives.
  means: (lines) =>
    `If you can do it safely, get it out of his reach tonight: take it to your place, or ask him to let you hold on to it for a while. Putting distance between someone and the means is one of the things that most often saves a life. Don't wrestle him for it; if he's in danger now, call ${lines.emergency.number}.\n\nFor advice on how to go about it: ${lines.mainLine}.`,
  // "Should I ring now or wait till morning?": now.
  now: (lines) =>
    `Now. When you're worried about tonight, don't wait for the morning: ${lines.mainLine}, and they'll talk it through with you. If he is in danger or you can't reach him, call ${lines.emergency.number}. Stay with him if you can.`,
  // "What if he tells me to piss off?": the fear that stops men going round at all.
  'brushed-off': (lines) =>
    `Then you've still done something: he knows someone noticed. Stay calm, don't argue, and leave the door open: "I'm not going anywhere, mate. I'm here whenever." If he won't talk and you're still scared for him, don't leave it there: ${lines.mainLine} for advice, and ${lines.emergency.number} if he's in danger.`,
  // "Should I ring his mum, or is that going behind his back?": getting him more people.
  family: (lines) =>
    `If you're worried for his safety, telling someone close to him isn't going behind his back: it's getting him more people in his corner. You can tell him you're doing it, if that feels fairer. Either way, you don't have to hold this on your own.\n\nFor advice on any of it: ${lines.mainLine}. If he is in danger now, call ${lines.emergency.number}.`,
  'if-yes': (lines) =>
    `If he says yes: stay calm and stay with him. Ask whether he has a plan or something he could use, and help put distance between him and it. Then help him make the call, together: ${lines.mainLine}. If he is in immediate danger, call ${lines.emergency.number}.`,
};

const HELPER_CUES: readonly [HelperCue, RegExp][] = [
  [
    'now',
    /\b(?:ring|call|phone|text) (?:someone|somebody|anyone|them|the line|988|\d[\d ]+)? ?(?:now|tonight)\b.{0,30}\b(?:or wait|or leave it|till morning|until morning|till tomorrow|in the morning)\b|\bwait (?:till|until|for) (?:the )?(?:morning|tomorrow)\b/i,
  ],
  [
    'means',
    /\b(?:he|hes|he's|his|she|shes|she's|her)\b.{0,30}\b(?:rifles?|guns?|shotguns?|pistols?|firearms?|pills|tablets|rope|knife|knives)\b/i,
  ],
  [
    'if-yes',
    /\b(?:if|what if|and if) (?:he|she|they) (?:says?|said|does|is) (?:yes|yeah|he is|she is)\b|\bif (?:he|she) says? yes\b/i,
  ],
  [
    'brushed-off',
    /\b(?:what if|and if|if) (?:he|she) (?:tells me to (?:piss|fuck|bugger|get) (?:off|lost)|tells me where to go|says? (?:no|nothing|hes fine|he's fine|shes fine|she's fine)|(?:gets|goes) (?:angry|mad|nuts)|(?:wont|won't|doesnt|doesn't) (?:talk|want to talk|open up|answer)|shuts? me out|laughs? it off)\b/i,
  ],
  [
    'family',
    /\bshould i (?:ring|call|tell|text|phone|message|talk to|speak to) (?:his|her) (?:mum|mam|mom|dad|da|mother|father|parents|sister|brother|wife|missus|partner|girlfriend|family|boss)\b|\bgoing behind (?:his|her) back\b|\bshould i (?:ring|call|tell|text|talk to|speak to) \w+ (?:first|before|after)\b|\b(?:first|before) or after\b/i,
  ],
  [
    'words',
    /\bword for word\b|\bthe (?:actual |exact |right )?words(?: to (?:use|say))?\b|\bwhat (?:do|would|should|can) i (?:even |actually )?say[.?!]* *$|\bwhat (?:do|would|should|can) i (?:even |actually )?say[.?!,] /i,
  ],
  [
    'how-to-ask',
    /\bwhat (?:do|would|should|can) i (?:even |actually )?say (?:to (?:him|her)|when i (?:get|see)|when (?:he|she))\b|\bhow (?:do|would|can|should) (?:i|you) (?:even )?(?:ask|say|bring (?:it|that) up)\b|\bput(?:ting)? (?:the|that) idea in\b|\bask (?:him|her) straight\b/i,
  ],
  [
    'going',
    /\b(?:im|i'?m|ill|i'?ll|gonna|going to|off to)\b(?: \w+){0,2} (?:(?:go|going|head|heading|drive|driving) (?:up|round|over|down) to|go round|call round|see|ring|call|phone|text) (?:him|her|his|hers)\b|\b(?:im|i'?m|ill|i'?ll) (?:gonna |going to |just )?(?:go|going|head|heading|pop|popping|nip|nipping) (?:over|round|around|across)(?: there| to his| to (?:see )?him)? (?:now|tonight|straight away|right now|after work|first thing)\b/i,
  ],
  ['what-to-do', /\bwhat (?:should|do|can|would) i (?:even )?do\b|\bwhat now\b|\bwhat do i do\b/i],
];

/** Which helper's question this is, in a conversation about someone else at risk. */
export function helperCue(message: string): HelperCue | undefined {
  return HELPER_CUES.find(([, re]) => re.test(message))?.[0];
}

// A goodbye in how he ends: "...tonight. And I might ring Packie. Thanks for listening".
const LEAVING =
  /\b(?:thanks|thank you|thank u|thx|cheers|ta|appreciate it|good ?night|night|bye|gotta go|got to go|have to go|need to go|off to bed|(?:hes|he's|shes|she's|theyre|they're) calling(?: me)?)\b/i;
// A step for later, not for now: "maybe tomorrow i phone my mom", "ring the surgery first thing".
const LATER =
  /\b(?:tomorrow|tmrw|in the morning|first thing|after (?:my |the )?(?:shift|work|sleep)|when (?:my|the) shift (?:ends|is over)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|next week|later (?:today|on))\b/i;
const lastTwoSentences = (message: string) =>
  message
    .split(/[.!?\n]+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean)
    .slice(-2)
    .join(' ');

/**
 * Which of his answers in crisis mode the check-in should reply to, if any. Only for a message the
 * risk check found nothing in: "I'm going to..." about a danger is never a good step.
 */
export function checkInCue(message: string): CheckInCue | undefined {
  const cue = CUES.find(([, re]) => re.test(message))?.[0];
  if (cue !== 'step') return cue;
  if (LEAVING.test(lastTwoSentences(message))) return 'step-leaving';
  return LATER.test(message) ? 'step-later' : cue;
}

// Said whatever the risk check found in the message: telling where the means are, or fearing he
// would be a burden, is exactly what a check-in must answer rather than talk over.
const URGENT_CUES: readonly [CheckInCue, RegExp][] = [
  // Before 'means': "take the pills to the walgreens drop box" names them to get rid of them.
  [
    'means-away',
    /\b(?:take|taking|bring|bringing|drop|dropping|hand|handing)(?: \w+){0,2} (?:pills|tablets|meds|medication|guns?|rifles?|shotguns?)(?: \w+){0,2} (?:to|into|in at|off at) (?:the |a )?(?:pharmacy|chemist|walgreens|cvs|boots|drop ?box|police|station|doctor)\b|\b(?:get rid of|throw (?:out|away)|hand in|flush)(?: \w+){0,2} (?:the |those |her |his |my |old )*(?:pills|tablets|meds|medication|guns?|rifles?|shotguns?|rope)\b|\b(?:let|get|have|ask)(?: [\w']+){1,4} (?:take|hold|keep|mind|look after|have|borrow)(?: onto| on to)? (?:the |my |those |these |all the |his |her )?(?:pills|tablets|meds|medication|guns?|rifles?|shotguns?|ammo|\.22|keys? (?:to|for) the (?:gun )?(?:cabinet|safe))|\b(?:give|hand|pass|lend)(?: \w+){0,2} (?:the |my |those )?(?:pills|tablets|meds|guns?|rifles?|shotguns?|ammo|\.22|bolt|firing pin|(?:gun )?safe keys?|keys? (?:to|for) the (?:gun )?(?:cabinet|safe))(?: \w+){0,2} to (?:my|his|her|a|the|\w+)\b|\block (?:the |my )?(?:pills|tablets|meds|guns?|rifles?|shotguns?) (?:up|away)\b|\block (?:up|away) (?:the |my )?(?:pills|tablets|meds|guns?|rifles?|shotguns?)\b/i,
  ],
  [
    'means',
    /(?:\b(?:rifles?|guns?|shotguns?|pistols?|firearms?|revolvers?|pills|tablets|meds|rope|knife|knives|blades?|razors?|car exhaust|hose)\b|\.(?:22|303|308|410)\b)\b.{0,40}\b(?:in the|is in|are in|downstairs|upstairs|basement|garage|shed|drawer|cupboard|cabinet|here|nearby|next to me|under)\b|\b(?:i have|ive got|i got|theres) (?:a |my |his |the )?(?:rifles?|guns?|shotguns?|pistols?|pills|tablets|rope|knife|knives)\b/i,
  ],
  [
    'burden',
    /\b(?:be|being|feel like|im|i am|just) a burden\b|\b(?:would|will|d|shed|hed|theyd|shell|theyll) (?:lose it|freak(?: out)?|go mental|go spare|do (?:her|his) nut|hit the roof|be gutted|be devastated|never forgive me)\b|\bburden (?:to|on) (?:her|him|them|my \w+)\b|\bdont want to (?:worry|bother|burden|put this on) (?:her|him|them|my \w+|anyone)\b/i,
  ],
];

/** A cue to answer even when the message itself reads as risk. */
export function urgentCue(message: string): CheckInCue | undefined {
  return URGENT_CUES.find(([, re]) => re.test(message))?.[0];
}

/** A later turn of a conversation in crisis mode: a safety check-in with the lines, never the engine. */
export function crisisCheckIn(
  turn: number,
  country: CountryCode,
  category?: RiskCategory,
  cue?: CheckInCue,
  helper?: HelperCue,
): string {
  if (helper && category === 'other-at-risk') return HELPER_CUED[helper](CRISIS_LINES[country]);
  if (cue && category !== 'other-at-risk') return CUED_CHECK_INS[cue](CRISIS_LINES[country]);
  const writers = category === 'other-at-risk' ? HELPER_CHECK_INS : CHECK_INS;
  const writer = writers[Math.abs(turn) % writers.length] ?? writers[0];
  return (writer as ReplyWriter)(CRISIS_LINES[country]);
}

export function wrongCountryReply(country: CountryCode): string {
  return WRONG_COUNTRY(CRISIS_LINES[country]);
}

// Every fixed text, so a conversation's history can be read for what the app itself has said.
// The history arrives from the client; a forged copy can only raise the level, never lower it.
export type FixedReply = {
  level: 'crisis' | 'concern';
  kind: 'crisis' | 'concern' | 'check-in' | 'wrong-country';
  category?: RiskCategory;
};

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
const FIXED_TEXTS = new Map<string, FixedReply>();
for (const country of COUNTRY_CODES) {
  for (const category of RISK_CATEGORIES) {
    FIXED_TEXTS.set(squash(crisisReply(category, country)), {
      level: 'crisis',
      kind: 'crisis',
      category,
    });
    // One wording of the question serves most categories: a text several share names none.
    const concern = squash(concernReply(category, country));
    const shared = FIXED_TEXTS.has(concern) && FIXED_TEXTS.get(concern)?.category !== category;
    FIXED_TEXTS.set(concern, {
      level: 'concern',
      kind: 'concern',
      ...(shared ? {} : { category }),
    });
  }
  CHECK_INS.forEach((_, turn) =>
    FIXED_TEXTS.set(squash(crisisCheckIn(turn, country)), { level: 'crisis', kind: 'check-in' }),
  );
  for (const cue of Object.keys(CUED_CHECK_INS) as CheckInCue[])
    FIXED_TEXTS.set(squash(crisisCheckIn(0, country, undefined, cue)), {
      level: 'crisis',
      kind: 'check-in',
    });
  for (const helper of Object.keys(HELPER_CUED) as HelperCue[])
    FIXED_TEXTS.set(squash(crisisCheckIn(0, country, 'other-at-risk', undefined, helper)), {
      level: 'crisis',
      kind: 'check-in',
      category: 'other-at-risk',
    });
  HELPER_CHECK_INS.forEach((_, turn) =>
    FIXED_TEXTS.set(squash(crisisCheckIn(turn, country, 'other-at-risk')), {
      level: 'crisis',
      kind: 'check-in',
      category: 'other-at-risk',
    }),
  );
  FIXED_TEXTS.set(squash(wrongCountryReply(country)), { level: 'crisis', kind: 'wrong-country' });
}

const ELSEWHERE_NOTES = COUNTRY_CODES.flatMap((country) => [
  ELSEWHERE(country),
  ELSEWHERE_AGAIN(country),
]);

/**
 * Which of the app's own fixed replies this is, if any, with or without the ELSEWHERE note (read
 * before the reply, and after it too, where replies written before the note moved still sit in a
 * conversation's history).
 */
export function fixedReplyOf(text: string): FixedReply | undefined {
  const squashed = squash(text);
  const before = ELSEWHERE_NOTES.find((note) => squashed.startsWith(`${note} `));
  if (before) return FIXED_TEXTS.get(squashed.slice(before.length + 1));
  const after = ELSEWHERE_NOTES.find((note) => squashed.endsWith(` ${note}`));
  return FIXED_TEXTS.get(after ? squashed.slice(0, -(after.length + 1)) : squashed);
}
