import type { CountryCode } from './countries';

// Crisis lines are fixed text checked by people, never written by a model (DESIGN.md §4). One
// table feeds the chat's crisis replies, its pinned help bar and panel, the Get help now dialog
// and /safety, so every screen shows the same numbers for his country.

export type CrisisContact = { label: string; href: string };

export type CrisisLine = {
  id: string;
  name: string;
  summary: string;
  hours: string;
  contacts: CrisisContact[];
};

export type CountryLines = {
  /** The suicide line first, then the others in the order a man should try them. */
  lines: CrisisLine[];
  /** What the pinned bar offers in one tap: a call and a text to the main line. */
  call: CrisisContact;
  text: CrisisContact;
  /** The main line in a sentence, for fixed replies ("call or text 988"). */
  mainLine: string;
  emergency: { number: string; href: string };
  /** Abuse or danger at home, for men as well as women. */
  abuse: { name: string; how: string; contacts: CrisisContact[] };
};

const tel = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`;
const call = (number: string, label = `Call ${number}`): CrisisContact => ({
  label,
  href: tel(number),
});
const text = (number: string, body?: string): CrisisContact => ({
  label: body ? `Text ${body} to ${number}` : `Text ${number}`,
  href: `sms:${number.replace(/[^\d+]/g, '')}${body ? `?&body=${body}` : ''}`,
});
const emergencyLine = (number: string): CrisisLine => ({
  id: 'emergency',
  name: 'Emergency services',
  summary: `If you or someone else is in immediate danger, call ${number} now.`,
  hours: 'Immediate danger',
  contacts: [call(number)],
});

export const CRISIS_LINES: Record<CountryCode, CountryLines> = {
  US: {
    lines: [
      {
        id: '988',
        name: '988 Suicide & Crisis Lifeline',
        summary: 'Call or text 988 to reach a trained counselor.',
        hours: 'Free, confidential, 24/7',
        contacts: [call('988'), text('988')],
      },
      {
        id: 'crisis-text-line',
        name: 'Crisis Text Line',
        summary: 'Text HOME to 741741 to talk by text with a crisis counselor.',
        hours: 'Free, 24/7',
        contacts: [text('741741', 'HOME')],
      },
      {
        id: 'veterans',
        name: 'Veterans Crisis Line',
        summary: 'Call 988 and press 1, or text 838255.',
        hours: 'For veterans, service members and their families',
        contacts: [call('988', 'Call 988, press 1'), text('838255')],
      },
      emergencyLine('911'),
    ],
    call: call('988'),
    text: text('988'),
    mainLine: 'call or text 988 (the Suicide & Crisis Lifeline)',
    emergency: { number: '911', href: tel('911') },
    abuse: {
      name: 'National Domestic Violence Hotline',
      how: 'call 1-800-799-7233 or text START to 88788',
      contacts: [call('1-800-799-7233'), text('88788', 'START')],
    },
  },
  GB: {
    lines: [
      {
        id: 'samaritans',
        name: 'Samaritans',
        summary: 'Call 116 123 to talk to someone about anything.',
        hours: 'Free, confidential, 24/7',
        contacts: [call('116 123')],
      },
      {
        id: 'shout',
        name: 'Shout',
        summary: 'Text SHOUT to 85258 to talk by text with a trained volunteer.',
        hours: 'Free, 24/7',
        contacts: [text('85258', 'SHOUT')],
      },
      {
        id: 'calm',
        name: 'CALM (Campaign Against Living Miserably)',
        summary: 'Call 0800 58 58 58, a helpline set up for men.',
        hours: 'Free, 5pm to midnight every day',
        contacts: [call('0800 58 58 58')],
      },
      emergencyLine('999'),
    ],
    call: call('116 123'),
    text: text('85258', 'SHOUT'),
    mainLine: 'call Samaritans on 116 123 or text SHOUT to 85258',
    emergency: { number: '999', href: tel('999') },
    abuse: {
      name: "Men's Advice Line",
      how: "call the Men's Advice Line on 0808 801 0327, or the National Domestic Abuse Helpline on 0808 2000 247 (24/7)",
      contacts: [call('0808 801 0327'), call('0808 2000 247')],
    },
  },
  IE: {
    lines: [
      {
        id: 'samaritans',
        name: 'Samaritans Ireland',
        summary: 'Call 116 123 to talk to someone about anything.',
        hours: 'Free, confidential, 24/7',
        contacts: [call('116 123')],
      },
      {
        id: 'pieta',
        name: 'Pieta',
        summary: 'Call 1800 247 247 or text HELP to 51444.',
        hours: 'Free, 24/7',
        contacts: [call('1800 247 247'), text('51444', 'HELP')],
      },
      {
        id: '50808',
        name: '50808',
        summary: 'Text HELLO to 50808 to talk by text with a trained volunteer.',
        hours: 'Free, 24/7',
        contacts: [text('50808', 'HELLO')],
      },
      emergencyLine('112'),
    ],
    call: call('116 123'),
    text: text('50808', 'HELLO'),
    mainLine: 'call Samaritans on 116 123 or text HELLO to 50808',
    emergency: { number: '112', href: tel('112') },
    abuse: {
      name: "Men's Aid",
      how: "call Men's Aid on 01 554 3811, or Women's Aid on 1800 341 900 (24/7)",
      contacts: [call('01 554 3811'), call('1800 341 900')],
    },
  },
  CA: {
    lines: [
      {
        id: '988',
        name: '9-8-8 Suicide Crisis Helpline',
        summary: 'Call or text 988 to reach a trained responder.',
        hours: 'Free, confidential, 24/7',
        contacts: [call('988'), text('988')],
      },
      {
        id: 'kids-help-phone',
        name: 'Kids Help Phone',
        summary: 'Under 30? Call 1-800-668-6868 or text CONNECT to 686868.',
        hours: 'Free, 24/7',
        contacts: [call('1-800-668-6868'), text('686868', 'CONNECT')],
      },
      emergencyLine('911'),
    ],
    call: call('988'),
    text: text('988'),
    mainLine: 'call or text 988 (the Suicide Crisis Helpline)',
    emergency: { number: '911', href: tel('911') },
    abuse: {
      name: 'Local support through 9-8-8',
      how: 'call 911 if you are in danger now; 988 can also put you in touch with local support',
      contacts: [call('911'), call('988')],
    },
  },
  AU: {
    lines: [
      {
        id: 'lifeline',
        name: 'Lifeline',
        summary: 'Call 13 11 14 or text 0477 13 11 14.',
        hours: 'Free, confidential, 24/7',
        contacts: [call('13 11 14'), text('0477 13 11 14')],
      },
      {
        id: 'suicide-call-back',
        name: 'Suicide Call Back Service',
        summary: 'Call 1300 659 467 for counselling by phone.',
        hours: '24/7',
        contacts: [call('1300 659 467')],
      },
      {
        id: 'mensline',
        name: 'MensLine Australia',
        summary: 'Call 1300 78 99 78, a line for men.',
        hours: '24/7',
        contacts: [call('1300 78 99 78')],
      },
      emergencyLine('000'),
    ],
    call: call('13 11 14'),
    text: text('0477 13 11 14'),
    mainLine: 'call Lifeline on 13 11 14 or text 0477 13 11 14',
    emergency: { number: '000', href: tel('000') },
    abuse: {
      name: '1800RESPECT',
      how: 'call 1800RESPECT on 1800 737 732 (24/7)',
      contacts: [call('1800 737 732')],
    },
  },
  NZ: {
    lines: [
      {
        id: '1737',
        name: '1737, Need to talk?',
        summary: 'Call or text 1737 to talk with a trained counsellor.',
        hours: 'Free, 24/7',
        contacts: [call('1737'), text('1737')],
      },
      {
        id: 'lifeline-nz',
        name: 'Lifeline Aotearoa',
        summary: 'Call 0800 543 354 or text 4357.',
        hours: 'Free, 24/7',
        contacts: [call('0800 543 354'), text('4357')],
      },
      {
        id: 'suicide-crisis-helpline',
        name: 'Suicide Crisis Helpline',
        summary: 'Call 0508 828 865 (0508 TAUTOKO).',
        hours: 'Free, 24/7',
        contacts: [call('0508 828 865')],
      },
      emergencyLine('111'),
    ],
    call: call('1737'),
    text: text('1737'),
    mainLine: 'call or text 1737',
    emergency: { number: '111', href: tel('111') },
    abuse: {
      name: "Women's Refuge and Shine",
      how: "call Shine on 0508 744 633 or Women's Refuge on 0800 733 843 (both help men too)",
      contacts: [call('0508 744 633'), call('0800 733 843')],
    },
  },
};

/** Somewhere else: a directory of free lines in over 130 countries. */
export const INTERNATIONAL_DIRECTORY = {
  name: 'Find A Helpline (international directory)',
  href: 'https://findahelpline.com',
};

/** The directory as a man would type it, in a sentence: "findahelpline.com". */
export const DIRECTORY_SITE = new URL(INTERNATIONAL_DIRECTORY.href).hostname;

/**
 * The lines in a sentence for a man the device could not place (a US-English phone in Durban):
 * the companion's asides then name the directory and "your local emergency number", not 911. The
 * fixed safety replies keep the full lines with a note first (fixed-replies.ts), since there a
 * number that may work is worth showing.
 */
export function unplacedLines(lines: CountryLines): CountryLines {
  return {
    ...lines,
    mainLine: `find a free, confidential line for where you are on ${DIRECTORY_SITE}`,
    emergency: { number: 'your local emergency number', href: lines.emergency.href },
  };
}
