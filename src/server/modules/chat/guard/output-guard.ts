import { CRISIS_LINES, INTERNATIONAL_DIRECTORY } from '@shared/safety/crisis-lines';

// The output guard (DESIGN.md §4): what a model wrote is checked before a word of it reaches him.
// It fails a reply that gives contact details the app has not verified, method or dose details,
// medication advice, a claim to be human or qualified, or crisis-line directions of its own (the
// app shows the verified lines itself). Deliberately strict: a false alarm costs one reply from the
// built-in companion; a miss can cost far more. It never logs or returns the text, only the rule.

export type GuardRule =
  | 'phone'
  | 'link'
  | 'email'
  | 'address'
  | 'method'
  | 'dose'
  | 'medication'
  | 'claim'
  | 'crisis-line';

export type GuardResult = { ok: true } | { ok: false; rule: GuardRule };

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** Every number the app itself shows, in any country: crisis lines, texts, emergency, abuse. */
const VERIFIED_NUMBERS: ReadonlySet<string> = new Set(
  Object.values(CRISIS_LINES).flatMap((country) => [
    ...country.lines.flatMap((line) => line.contacts.map((contact) => digitsOf(contact.href))),
    ...country.abuse.contacts.map((contact) => digitsOf(contact.href)),
    digitsOf(country.call.href),
    digitsOf(country.text.href),
    digitsOf(country.emergency.number),
  ]),
);

const ALLOWED_HOSTS = new Set([new URL(INTERNATIONAL_DIRECTORY.href).hostname]);

// A run of digits with the separators people write numbers with: "555-0100", "(07) 1234 5678".
const NUMBER_RUN = /\+?\(?\d[\d\s().-]*\d|\d/g;
// Words that make a short number a number to ring or text, not a count ("call 555", "text 4040").
const CONTACT_WORD =
  /\b(?:call|calling|ring|ringing|dial|dialling|dialing|phone|telephone|text|texting|sms|whatsapp|number|hotline|helpline|line|contact|reach|extension|ext)\b[^.!?\n]{0,24}$/;
const VANITY_NUMBER = /\b1[\s-]?8\d\d[\s-]?[a-z]{3,}/i;

// A model naming a line and how to reach it writes crisis-line text, whatever the number.
const LINE_NAME =
  /\b(?:hotline|helpline|help line|lifeline|crisis (?:text )?line|crisis cent(?:re|er)|samaritans|shout|suicide (?:and|&) crisis|suicide prevention|befrienders|text (?:home|shout|hello|start|connect|help|talk) to)\b/i;

const URL_LIKE = /\b(?:https?:\/\/|www\.)[^\s)\]>]+/gi;
const DOMAIN_LIKE =
  /\b(?:[a-z0-9-]+\.)+(?:com|org|net|gov|edu|info|io|co|uk|us|ca|au|nz|ie|app|health|help|me|ly|gl)\b(?:\/[^\s)\]>]*)?/gi;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/;
const STREET_ADDRESS =
  /\b\d{1,5}[a-z]?,?\s+(?:[a-z][\w'-]*\s+){1,4}(?:street|st|road|rd|avenue|ave|lane|ln|drive|dr|boulevard|blvd|way|court|ct|place|pl|close|crescent|terrace|highway|hwy|square|sq|parade|grove)\b\.?/i;
const PO_BOX = /\bp\.?\s?o\.?\s?box\s+\d+/i;

const NUMBER_WORD =
  '(?:\\d+(?:[.,]\\d+)?|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|thirty|forty|fifty|hundred|a dozen|dozens of|a handful of|a few|several|a couple of|half a|a whole)';
const DOSE = new RegExp(
  `\\b${NUMBER_WORD}\\s*(?:-\\s*)?(?:mg|mcg|µg|milligrams?|micrograms?|grams?|g|ml|millilit(?:re|er)s?|pills?|tablets?|capsules?|caps|doses?|packets?|packs?|blister packs?|bottles? of pills)\\b`,
  'i',
);
const LETHAL_AMOUNT =
  /\b(?:lethal|fatal|toxic|deadly|dangerous) (?:dose|amount|quantity|level)s?\b|\bhow (?:many|much)\b[^.!?\n]{0,50}\b(?:kill|die|fatal|lethal|overdose|od)\b/i;

const METHOD =
  /\b(?:hang(?:ing)? (?:yourself|myself|himself)|noose|ligature|slit(?:ting)? (?:your|my|his|the) (?:wrists?|throat)|cut(?:ting)? (?:deep|along|across|down) (?:the|your)|bleed(?:ing)? out|jump(?:ing)? (?:off|from) (?:a|the) (?:bridge|roof|building|cliff|balcony|tower|car park)|carbon monoxide|exhaust fumes|charcoal burning|helium|gun to (?:your|my|his) head|shoot(?:ing)? (?:yourself|myself|himself)|in front of a (?:train|bus|lorry|truck|car)|drown(?:ing)? (?:yourself|myself|himself)|suffocat\w+|asphyxia\w*|overdos(?:e|ing) on|painless(?:ly)? (?:way|method|death|to die)|quick(?:est)? way to (?:die|end it)|most effective (?:way|method))\b/i;

const MEDICATION_NAME =
  /\b(?:paracetamol|acetaminophen|tylenol|ibuprofen|aspirin|naproxen|codeine|tramadol|oxycodone|oxycontin|fentanyl|morphine|opioids?|benzodiazepines?|benzos?|xanax|alprazolam|valium|diazepam|lorazepam|ativan|clonazepam|klonopin|zolpidem|ambien|zopiclone|sleeping (?:pills?|tablets?)|antidepressants?|ssris?|snris?|sertraline|zoloft|fluoxetine|prozac|citalopram|escitalopram|lexapro|paroxetine|mirtazapine|venlafaxine|effexor|duloxetine|bupropion|wellbutrin|amitriptyline|lithium|quetiapine|seroquel|olanzapine|pregabalin|gabapentin|melatonin|propranolol|beta[- ]blockers?|st\.? john'?s wort|antipsychotics?|adderall|ritalin|methylphenidate|diphenhydramine|benadryl|nytol|antihistamines?)\b/i;
const ADVICE_WORD =
  /\b(?:take|taking|try|trying|start|starting|stop|stopping|increase|increasing|decrease|reduce|lower|raise|double|switch|come off|dose|dosage|mix|mixing|prescribe|recommend|should|could|might help|worth)\b/i;

const PROFESSION =
  '(?:therapist|psychotherapist|counsell?or|psychologist|psychiatrist|doctor|gp|nurse|physician|clinician|social worker|mental health (?:professional|worker|nurse|practitioner))';
const CLAIMS: readonly RegExp[] = [
  // "I'm a licensed therapist", "I am a real person", "I'm human" (never "I'm not a therapist").
  new RegExp(
    `\\bi(?:'m| am)\\s+(?!not\\b|no\\b|never\\b)(?:(?:also|actually|really|just|a|an|fully|real|actual|licensed|licenced|qualified|trained|certified|registered|professional|clinical|experienced|human|living)\\s+)*(?:${PROFESSION}|human(?: being)?|person|real|alive)\\b`,
    'i',
  ),
  new RegExp(`\\bas (?:a|an|your) (?:licensed |qualified |trained )?${PROFESSION}\\b`, 'i'),
  /\bi(?:'m| am) (?:fully |properly )?(?:qualified|licensed|licenced|certified|accredited)\b/i,
  /\bi(?:'m| am) not (?:an? )?(?:ai|a\.i\.|bot|robot|chatbot|machine|computer|program|language model)\b/i,
  /\bmy (?:training|qualifications?|licen[cs]e|credentials|clinical (?:experience|practice)|patients|practice as)\b/i,
  /\bi (?:have|hold) (?:a|an|my) (?:degree|phd|doctorate|masters?|licen[cs]e|qualification|diploma)\b/i,
  /\b(?:this|our) (?:is )?(?:therapy|therapy session|counselling session|counseling session)\b/i,
];

const normalise = (text: string) => text.replace(/[\u2018\u2019\u02bc]/g, "'");

/** The first rule the text breaks, or ok. The whole text so far is checked, not a fragment. */
export function guardOutput(raw: string): GuardResult {
  const text = normalise(raw);
  const fail = (rule: GuardRule): GuardResult => ({ ok: false, rule });

  if (METHOD.test(text) || LETHAL_AMOUNT.test(text)) return fail('method');
  if (DOSE.test(text)) return fail('dose');
  if (medicationAdvice(text)) return fail('medication');
  if (CLAIMS.some((claim) => claim.test(text))) return fail('claim');
  if (EMAIL.test(text)) return fail('email');
  if (hasForeignLink(text)) return fail('link');
  if (STREET_ADDRESS.test(text) || PO_BOX.test(text)) return fail('address');
  const numbers = contactNumbers(text);
  if (numbers === 'foreign') return fail('phone');
  if (numbers === 'verified' || (LINE_NAME.test(text) && /\d/.test(text)))
    return fail('crisis-line');
  return { ok: true };
}

function medicationAdvice(text: string): boolean {
  return sentences(text).some((part) => MEDICATION_NAME.test(part) && ADVICE_WORD.test(part));
}

function hasForeignLink(text: string): boolean {
  const candidates = [...(text.match(URL_LIKE) ?? []), ...(text.match(DOMAIN_LIKE) ?? [])];
  return candidates.some((candidate) => {
    const host = candidate
      .replace(/^https?:\/\//i, '')
      .replace(/^www\./i, '')
      .split(/[/?#]/)[0]
      ?.toLowerCase()
      .replace(/\.+$/, '');
    return !host || !ALLOWED_HOSTS.has(host);
  });
}

/**
 * 'foreign': a number to call or text that the app has not verified (7+ digits, or a short one
 * after "call"/"text"/"line"...). 'verified': one of the app's own numbers offered as a number to
 * call, which is crisis-line text the model must leave to the app. 'none' otherwise ("4-7-8
 * breathing", "2 weeks", "at 3am").
 */
function contactNumbers(text: string): 'foreign' | 'verified' | 'none' {
  if (VANITY_NUMBER.test(text)) return 'foreign';
  let verified = false;
  for (const match of text.matchAll(NUMBER_RUN)) {
    const digits = digitsOf(match[0]);
    const before = text.slice(Math.max(0, match.index - 40), match.index).toLowerCase();
    const offered = CONTACT_WORD.test(before);
    if (VERIFIED_NUMBERS.has(digits)) {
      if (offered) verified = true;
      continue;
    }
    if (digits.length >= 7) return 'foreign';
    if (digits.length >= 3 && offered) return 'foreign';
  }
  return verified ? 'verified' : 'none';
}

/** Sentences, for rules that need two things said together. */
export function sentences(text: string): string[] {
  return text.split(/(?<=[.!?\n])\s+/);
}
