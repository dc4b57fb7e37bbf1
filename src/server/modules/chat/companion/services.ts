import type { CountryCode } from '@shared/safety/countries';
import type { Answer } from './answers';
import type { Reading } from './understand';

// Where to get free help with a practical problem, by his country: named, never numbered, because
// a name is found in one search and does not go out of date the way a number can. Only services
// that are free (or, in the US and Canada, non-profit) and independent of lenders.

const DEBT_SERVICES: Record<CountryCode, string> = {
  US: 'a non-profit credit counselling agency (look for one that belongs to the NFCC); the first session is free',
  GB: 'StepChange, National Debtline and Citizens Advice are all free and independent',
  IE: 'MABS, the Money Advice and Budgeting Service, is free and confidential',
  CA: 'a non-profit credit counselling agency (Credit Counselling Canada lists them); the first session is free',
  AU: 'the National Debt Helpline puts you through to a free financial counsellor',
  NZ: 'MoneyTalks puts you in touch with a free financial mentor',
};

// Where his device could not place him (Durban, Pune), the kind of service to look for, not a
// US agency he cannot ring.
const ELSEWHERE =
  'most countries have free, independent debt advice, often run by a charity or the government, so look for one that takes no fee and sells no loans';

// "Debt advice", "anyone who actually helps with debt", "anybody wey dey help with debt like
// this", or a service by name ("MABS. are they any good or is that only for people on the dole").
const DEBT_ADVICE_Q =
  /\b(?:(?:free|proper|impartial|independent|non ?profit|real|decent) )?(?:debt|money|financial|budget(?:ing)?|credit) (?:advice|adviser|advisor|help|counsell?ing|counsell?or|service|charity|helpline|line|mentor)\b|\b(?:helps?|deals?)(?: \w+){0,2} with (?:debt|debts|the debt|my debt|money|loans?|what i owe)\b|\b(?:mabs|stepchange|step change|national debtline|citizens advice|moneytalks|national debt helpline|nfcc)\b/;

// Free, confidential advice on his rights at work, named by country; none of them tells his
// employer he asked.
const WORK_RIGHTS_SERVICES: Record<CountryCode, string> = {
  US: "your state's labor department, or a workers' rights centre; a union rep if there is one",
  GB: 'Acas, which gives free, confidential advice on rights at work, or Citizens Advice',
  IE: 'Citizens Information, or the Workplace Relations Commission’s information line',
  CA: "your province's employment standards office, which gives free advice",
  AU: 'the Fair Work Ombudsman, which gives free advice',
  NZ: 'Employment New Zealand, or your local Community Law centre, both free',
};
const WORK_RIGHTS_ELSEWHERE =
  "your country's labour ministry or a workers' advice centre, or a union if there is one";

// "What should I look for in my contract? Who could I ask that won't go straight back to him?"
// (fresh15's readers: it had been met as asking leave to talk). His work, and what he is owed or
// signed, with him asking who, where or what to check.
const WORK_TERMS =
  /\b(?:contract|my rights|rights at work|employment rights|payslips?|wages?|unpaid|overtime|holiday pay|notice period|minimum wage|sick pay|zero hours?|(?:my |the )?hours (?:theyre|they are|hes|he is) (?:making|giving)|probation period)\b/;
const WHO_OR_WHAT_TO_CHECK =
  /\b(?:who (?:could|can|should|would|do) i (?:ask|talk to|speak to|go to|check with)|where (?:could|can|do|should) i (?:ask|go|check|find out)|what (?:should|do|would) i (?:be )?(?:look|looking|watch|watching) (?:for|out for)|what to look (?:for|out for)|(?:legal|allowed|lawful)|can (?:he|they|she) (?:do that|make me|just))\b/;

// "How can I check the college is real before I pay?" (fresh15's readers: it got debt advice).
// A business, a college, an agent or an offer he wants to know is genuine.
const IS_IT_REAL_Q =
  /\b(?:how (?:can|do|would|could|should) i (?:check|know|find out|tell|make sure|verify)|is there (?:a|any) way to (?:check|know|tell)|how to (?:check|tell))\b(?: \w+){0,5} (?:(?:is|are|its|theyre) (?:real|legit|genuine|proper|a scam|legitimate|registered|kosher)|(?:real|legit|genuine|a scam))\b|\b(?:is|are) (?:this|that|it|they|he|she|the \w+)(?: \w+){0,2} (?:legit|a scam|genuine|for real|kosher)\b/;

// Free, confidential help with gambling, named by country.
const GAMBLING_SERVICES: Record<CountryCode, string> = {
  US: "the National Council on Problem Gambling's helpline, free and confidential, day and night",
  GB: "GamCare's National Gambling Helpline, free and confidential, and GAMSTOP to block gambling sites and apps",
  IE: 'Problem Gambling Ireland, free and confidential',
  CA: "your province's problem gambling helpline (ConnexOntario in Ontario), free and confidential",
  AU: 'Gambling Help Online, free and confidential, and BetStop to block betting accounts',
  NZ: 'the Gambling Helpline and the Problem Gambling Foundation, both free',
};
const GAMBLING_ELSEWHERE =
  "a free problem-gambling helpline (most countries have one), and the blocking tools on your bank's app";

// "Is this the place for gambling stuff or is that a different thing?", "is there anyone who
// helps with betting?" (fresh13's man got "I don't know enough").
const GAMBLING_HELP_Q = /\b(?:gambl\w*|betting|bets|bookies|pokies|slots|casino)\b/;
const WHERE_TO_TAKE_IT =
  /\b(?:(?:the )?(?:right )?place for|different (?:thing|place|service)|is there (?:anyone|anybody|someone|people|a (?:line|group|service|place))|(?:help|helps|helpline|line|service|support|group|advice)\b(?! me\b))/;

/** "Is this the place for gambling stuff?": yes, and who deals with nothing else, for his country. */
function gamblingAnswer(reading: Reading, country: CountryCode | undefined): Answer | undefined {
  if (!GAMBLING_HELP_Q.test(reading.text) || !WHERE_TO_TAKE_IT.test(reading.text)) return undefined;
  const where = country ? GAMBLING_SERVICES[country] : GAMBLING_ELSEWHERE;
  return {
    text: `${/\b(?:place|here|different)\b/.test(reading.text) ? "Yes, it's fine to talk about it here, as much as you like. And for" : 'Yes. For'} people who deal with nothing but gambling, there's ${where}. Gamblers Anonymous meets in most towns as well, for men who'd rather sit in a room with others who get it.`,
    question: 'When does the urge to bet tend to hit hardest?',
  };
}

// "70 hours on a 39-hour contract, wages 12 days late. Is this normal in UK?" (fresh24's chef on a
// sponsored visa was told "Yes"): pay or hours broken are not a normal to accept.
const TERMS_BROKEN =
  /\b(?:paid late|late (?:pay|wages|salary)|(?:wages?|salary|pay) (?:came|comes|come|was|is|are|were) (?:\w+ ){0,3}late|contract says|(?:unpaid|no) (?:overtime|holiday pay|breaks?)|not (?:been )?paid|no payslips?|below (?:the )?minimum wage)\b/;
const IS_IT_NORMAL = /\b(?:normal|legal|allowed|ok|okay)\b/;

/** "Who can I ask about my contract?": where, for his country, in confidence. */
// "do i go to HR or is that just painting a target on my back" (fresh25's surveyor, bullied by a
// new boss, was asked what part of work gets to him most).
const GO_TO_HR =
  /\b(?:go(?:ing)? to|report (?:it|him|her|them|this) to|tell|raise it with|complain to|speak to|talk to|email) (?:hr|human resources|personnel|people team)\b|\bhr\b[^|?]{0,40}\b(?:target on my back|worth it|make it worse|side with|on my side)\b/;

function workRightsAnswer(reading: Reading, country: CountryCode | undefined): Answer | undefined {
  const where = country ? WORK_RIGHTS_SERVICES[country] : WORK_RIGHTS_ELSEWHERE;
  if (GO_TO_HR.test(reading.text))
    return {
      text: `It's a fair worry, and going prepared is what stops it becoming one. Before you go, write down what happened: dates, who was there, what was said, and keep the emails. A calm written record is hard to brush off and protects you if things turn. HR works for the company, so put it in writing and keep a copy. If there's a union rep, talk to them first; if not, somewhere outside the job can tell you where you stand, in confidence: ${where}.`,
    };
  if (TERMS_BROKEN.test(reading.text) && IS_IT_NORMAL.test(reading.text))
    return {
      text: `No, and you don't have to accept it as normal. Wages paid late, or hours far past what your contract says, can break employment law. Somewhere outside the job can tell you where you stand, in confidence: ${where}. If your visa depends on the job, say so when you ask.`,
    };
  if (!WORK_TERMS.test(reading.text) || !WHO_OR_WHAT_TO_CHECK.test(reading.text)) return undefined;
  return {
    text: `Somewhere outside the job can tell you where you stand, in confidence, and nobody there rings your boss: ${where}. Take the contract and your payslips, and look at the pay, the hours, what overtime and notice say, and anything you were told that isn't written down. Jot down dates and what was said as things happen; it helps whichever way you go.`,
  };
}

/** "Is this lot legit?": how to check for himself, before any money moves. */
function isItRealAnswer(reading: Reading): Answer | undefined {
  if (!IS_IT_REAL_Q.test(reading.text)) return undefined;
  return {
    text: 'Check it yourself, not through anything they send you. Look the name up on the official register for that kind of thing (a government list of licensed colleges, agents or firms) and ring the number listed there, not theirs. Search the name with "scam" and "reviews". And pressure to pay up front, fast, is the biggest warning sign there is: a genuine outfit will still be there next week.',
    question: 'Is there someone who has been through it who you could ask too?',
  };
}

// Money he may be owed as a carer or on a low income: who checks it with him, free, by country.
// "do you know anything about carers allowance? wummin at the pharmacy mentioned it" (fresh17's
// young carer, asked "What's your own gut telling you?").
const ENTITLEMENT_SERVICES: Record<CountryCode, string> = {
  US: 'your local Area Agency on Aging or 211, who can point you to caregiver support and any benefits you qualify for',
  GB: 'Citizens Advice or Carers UK, who will go through Carer’s Allowance and anything else you may be owed, free',
  IE: 'Citizens Information or Family Carers Ireland, who will go through Carer’s Allowance and the rest with you, free',
  CA: 'your province’s caregiver organisation or 211, who can point you to the caregiver credits and supports you qualify for',
  AU: 'Services Australia, or Carer Gateway, who will go through Carer Payment and Carer Allowance with you, free',
  NZ: 'Work and Income, or Carers NZ, who will go through the supported living payment and carer support with you',
};
const ENTITLEMENT_ELSEWHERE =
  'your local council, a carers’ charity or a free advice centre, who can check what you may be owed';
const ENTITLEMENT_Q =
  /\b(?:carers? (?:allowance|payment|credit|support|benefit)|(?:claim|claiming|get|getting|apply for|qualify for|eligible for|entitled to) (?:any )?(?:benefits|allowance|payments?)|benefits (?:advice|check|office)|(?:am i|could i be|would i be) (?:owed|eligible|entitled)|(?:can|could) i (?:get|claim|apply for) (?:anything|any help|money|support))\b/;

/** "Do you know anything about carers allowance?": yes, and who goes through it with him. */
function entitlementAnswer(reading: Reading, country: CountryCode | undefined): Answer | undefined {
  if (!ENTITLEMENT_Q.test(reading.text) || /\b(?:side effects?|benefits? of)\b/.test(reading.text))
    return undefined;
  const where = country ? ENTITLEMENT_SERVICES[country] : ENTITLEMENT_ELSEWHERE;
  return {
    text: `It's worth checking, and you don't have to work it out alone: ${where}. Caring for someone for a good few hours a week often counts, and plenty of people who qualify never claim because nobody told them. Have a rough list of what you do for them and how many hours it takes when you ask.`,
    question: 'Who else knows how much you are carrying at home?',
  };
}

/** A practical question with a free, independent place to take it: debt, work rights, a scam. */
export function serviceAnswer(
  reading: Reading,
  country: CountryCode | undefined,
  botSaid = '',
): Answer | undefined {
  if (!reading.question) return undefined;
  const other =
    workRightsAnswer(reading, country) ??
    gamblingAnswer(reading, country) ??
    entitlementAnswer(reading, country) ??
    isItRealAnswer(reading);
  if (other) return other;
  if (!DEBT_ADVICE_Q.test(reading.text)) return undefined;
  const where = country ? DEBT_SERVICES[country] : ELSEWHERE;
  // Asked again ("are they any good, or only for people on the dole?"): a straight yes, not the
  // same paragraph twice.
  if (botSaid.includes(where.toLowerCase()))
    return {
      text: "They're for anyone struggling with what they owe, working or not, and they're free: no catch, and no judgement either. Ringing them is a sensible step, not a last resort.",
    };
  return {
    text: `Yes, and it doesn't have to cost you anything: ${where}. They've heard it all before, they can talk to the people you owe for you, and they'll help you work out what's realistic. Steer clear of the firms that advertise on TV and take a fee.`,
    offer: 'problem-solving',
  };
}
