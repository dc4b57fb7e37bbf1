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
  /\b(?:(?:free|proper|impartial|independent|non ?profit|real|decent) )?(?:debt|money|financial|budget(?:ing)?|credit) (?:advice|adviser|advisor|help|counsell?ing|counsell?or|service|charity|helpline|line|mentor)\b|\bhelps?(?: \w+){0,2} with (?:debt|debts|the debt|my debt|money|loans?|what i owe)\b|\b(?:mabs|stepchange|step change|national debtline|citizens advice|moneytalks|national debt helpline|nfcc)\b/;

/** "Is there owt like proper free debt advice?": yes, and where, for his country. */
export function serviceAnswer(
  reading: Reading,
  country: CountryCode | undefined,
  botSaid = '',
): Answer | undefined {
  if (!reading.question || !DEBT_ADVICE_Q.test(reading.text)) return undefined;
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
