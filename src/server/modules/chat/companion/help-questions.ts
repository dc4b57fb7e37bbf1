import type { CountryLines } from '@shared/safety/crisis-lines';
import type { Answer } from './answers';
import type { Memory } from './memory';
import type { Reading } from './understand';

// Questions about getting help, and about the app itself, that read splits met with "I can't
// answer it well from here": how to ask for time off, a rough patch or the end, whether to keep
// telling a parent with dementia, whether anyone will be sent to his door, whether the lines cost
// anything, who the app is for, whether a doctor would do any good, anger help without the
// police, burnout from a job he loves, and whether being fed up is the same as depression.
// Each has a plain, true answer that does not depend on details the app cannot see.

// "Are you going to call somebody on me? I don't want people at the door" (fresh8).
const SEND_SOMEONE =
  /\b(?:(?:are|will|would|can|do) (?:you|u|ya|this app|this thing|it) (?:going to |gonna )?(?:call|ring|phone|send|report|tell|contact|alert) (?:somebody|someone|anyone|the police|the cops|the polis|an ambulance|people|my \w+)(?: on me)?|(?:people|police|cops|polis|someone|anyone) (?:at|to|turn up at|come to|show up at) (?:the|my) door|(?:trace|track) (?:me|this|my (?:ip|phone|location)))\b/;
// "is this thing actually free", "this is free?" (fresh22: a seaman worried about phone charges
// was told "I can't answer it well from here"): the app itself.
const APP_FREE =
  /\b(?:is (?:this|this app|this thing|steady|the app|it) (?:actually |really |even |all )?free|(?:this|the app|it) is free|(?:does|will) (?:this|this app|this thing|the app) cost|how much (?:does|is) (?:this|this app|the app|it)(?: cost)?|(?:do|will) i (?:have to )?pay for (?:this|it|the app))\b/;
// "agency has an EAP but... everybody thinks it gets back to your sup. should i actually call them"
// (fresh22, asked "What's your own gut telling you?").
const EAP = /\b(?:eap|employee assistance|occupational health|occ health)\b/;
const SHOULD_USE =
  /\b(?:should|do|would|could|can) i (?:actually |even |really )?(?:call|ring|use|phone|go to|contact|try)\b|\b(?:is it|is that|would it be) (?:worth|dumb|stupid|daft|a good idea|confidential|private)\b|\bgets? back to\b|\b(?:would|will|do|does|could) (?:they|it|the eap|them) (?:tell|report (?:it )?to|ring|call|inform) (?:the|my|your) (?:boss|manager|sup|supervisor|work|employer|gaffer|company)\b/;
// "Is it free from a cell?", "does it cost to ring them?".
const COSTS =
  /\b(?:is (?:it|that|the (?:call|line|number|text)|calling|texting) (?:actually |really )?free|(?:does|will) (?:it|that|calling|texting) cost|cost (?:anything|money|much) to (?:call|ring|text|phone)|free (?:from|on) (?:a |my )?(?:cell|mobile|phone|landline))\b/;
// "Is this thing only for guys in the UK or can anyone use it?" (fresh8).
const WHO_FOR =
  /\b(?:is (?:this|it|this app|this thing) (?:only|just) for|can (?:anyone|anybody|i|guys|people) (?:from|in|outside) [a-z ]{2,30} use (?:it|this)|can anyone use (?:it|this)|does (?:it|this) work (?:in|outside|for))\b/;
// "My wife says go to the doctor but what are they gonna tell me, relax?" (fresh4).
const DOCTOR_DOUBT =
  /\bwhat (?:are |is |would |will |can |could )?(?:they|the doctor|a doctor|the gp|a gp|the doc|doc|he|she) (?:gonna |going to |even )?(?:tell|do|say|give) (?:me|for me|about it)\b/;
const DOCTOR_CONTEXT = /\b(?:doctor|doc|gp|surgery|physician|clinic)\b/;
// "Is there anger management stuff you can get without the police sending you?" (fresh8).
const ANGER_HELP =
  /\b(?:is there|are there|any|get|find|where|how (?:do|can|would) (?:i|you|ye|u) (?:get|find)|can (?:i|you|ye|u) (?:get|do|go on|find|book))\b[^.?|]{0,30}\b(?:anger (?:management|course|class|classes|programme|program|group|help|counsell?ing)|help with (?:my )?(?:anger|temper))\b/;
// "Can you even get burnout from a job you love?" (fresh9).
const BURNOUT_LOVE =
  /\b(?:(?:can|do|does|could) (?:you|u|people|a guy|someone|men) (?:even |really |actually )?(?:get|have|be) (?:burn ?out|burned out|burnt out)|burn ?out from (?:a )?(?:job|work|something) (?:you|u|i) (?:love|like|enjoy))\b/;
// "Not depressed. Just knackered and fed up. Is there a difference?" (fresh4).
const DIFFERENCE =
  /\b(?:is there (?:a|any|much) difference|whats the difference|what is the difference|how do (?:you|i) tell the difference|same thing)\b/;
const LOW_WORDS =
  /\b(?:depress\w*|fed up|low|knackered|burn\w* out|stressed|down|tired|exhausted|sad)\b/;

// "How do I ask for a rotation off without looking like I can't hack it?" (fresh9).
const ASK_FOR =
  /\bhow (?:do|can|should|would|could) i (?:even )?(?:ask|go about asking|put in|request) (?:for|my|the|him|her|them|about)\b/;
// "How do you know if a marriage is just in a rough patch or actually done?" (ordinary).
const ROUGH_PATCH =
  /\bhow (?:do|can|would|does) (?:you|i|one|anyone|people) (?:know|tell)\b[^?]*\b(?:rough patch|bad patch|done|over|worth saving|the end)\b/;
const COUPLE = /\b(?:marriage|married|relationship|wife|missus|partner|girlfriend|us|we)\b/;

// "Do you tell them? Every time? The nurse says go along with it but it feels like lying to him"
// (fresh16's carer, whose dad with dementia keeps asking where his late mam is).
const DEMENTIA = /\b(?:dementia|alzheimers|memory clinic|confused|keeps asking (?:for|where))\b/;
const TELL_THEM_AGAIN =
  /\b(?:do (?:you|i) tell (?:him|her|them)|should i (?:keep )?tell(?:ing)? (?:him|her|them)|go along with it|is it lying|feels like lying|remind (?:him|her|them) (?:that|shes|hes))\b/;

export function helpQuestionAnswer(
  reading: Reading,
  memory: Memory,
  lines: CountryLines,
): Answer | undefined {
  const { text } = reading;
  if (!reading.question) return undefined;
  if (ASK_FOR.test(text))
    return {
      text: "Ask plainly, and give the reason in one line: \"I've been running hot for a while and I want to stay good at this, so I'm asking for this.\" Asking for what keeps you working well isn't the same as not coping; the ones who look like they can't hack it are usually the ones who never ask until they fold. Follow it up in writing so there's a record.",
    };
  if (ROUGH_PATCH.test(text) && COUPLE.test(text))
    return {
      text: "There's no test, but a few things help tell them apart. A rough patch usually has a cause you can name (money, a baby, a loss, long hours), and there's still some warmth when the pressure is off. Done tends to look like one of you having stopped trying at all. If you both still want it to work, that counts for more than how bad it feels right now, and couples counselling is a good place to find out which it is before anyone decides.",
    };
  if (
    TELL_THEM_AGAIN.test(text) &&
    (DEMENTIA.test(text) || memory.earlier.some((his) => DEMENTIA.test(his.text)))
  )
    return {
      text: "What your nurse said is what most dementia nurses would say. Each time he's told, he can hear it as if for the first time, so the grief comes round fresh. Going along gently, or answering the feeling rather than the fact (\"you miss them, don't you\"), isn't lying in any way that matters: it's kindness to a man whose memory can't hold the news.",
    };
  if (SEND_SOMEONE.test(text))
    return {
      text: "No. I can't call anyone or send anyone: the app doesn't know who you are or where you are. If you ring a line yourself, it's a conversation, on your terms; they only bring in emergency help if a life is in immediate danger, and even then they'd want to do it with you, not behind your back.",
    };
  if (APP_FREE.test(text))
    return {
      text: 'Yes, Steady is free: no subscription, no adverts, and no account needed to talk. It works in your browser, so the only cost is your own data. The crisis lines it shows are free to call too.',
    };
  if (EAP.test(text) && SHOULD_USE.test(text))
    return {
      text: "Yes, worth a call. EAPs are run by an outside provider and are confidential: your employer gets numbers at most, never names or what you talked about, unless someone's life is in danger. If that's the worry, ask them at the start of the call how it works; they hear that question every day.",
    };
  if (COSTS.test(text))
    return {
      text: `Crisis lines are free from a mobile or a landline almost everywhere, and you don't need credit or to be in crisis to use them. Here: ${lines.mainLine}.`,
    };
  if (WHO_FOR.test(text))
    return {
      text: "Anyone can use it, wherever you are, and it's free. The numbers it shows change with the country you pick, so you always get lines that work where you are.",
    };
  if (
    DOCTOR_DOUBT.test(text) &&
    (DOCTOR_CONTEXT.test(text) || /\bdoctor|gp\b/.test(memory.botSaid))
  )
    return {
      text: 'More than "relax", usually. A GP can check nothing physical is behind it (stress shows up in sleep, the chest and the gut), tell you what\'s worked for other men, and point you to talking therapy or other help if you want it. You can go just to rule things out, and say straight away what you don\'t want.',
    };
  if (ANGER_HELP.test(text))
    return {
      text: "Yes. You can refer yourself to an anger programme without any police or court involved; a GP can point you to one, and charities and community services run them too, often in small groups of men. Going off your own bat puts nothing on a record, and employers don't get told.",
    };
  if (BURNOUT_LOVE.test(text))
    return {
      text: "Yes, and it's common in exactly the jobs people love: you keep giving because you care, and the rest, the sleep and the time off, gets squeezed out. Loving the work doesn't protect you from running out; if anything it makes it easier to miss.",
    };
  if (DIFFERENCE.test(text) && (LOW_WORDS.test(text) || memory.themes.has('low')))
    return {
      text: "There is, though they overlap. Fed up and knackered usually lifts with rest, a break or a change. Depression hangs on for weeks whatever you do: it takes the pleasure out of things you used to enjoy, and gets into sleep, appetite and how you see yourself. If it's been more than a couple of weeks, a GP can help you tell which.",
      question: 'How long has it been like this?',
    };
  return undefined;
}
