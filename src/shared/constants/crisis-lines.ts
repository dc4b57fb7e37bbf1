// Crisis lines are fixed text, never written by a model (DESIGN.md §4). One list feeds the chat's
// crisis reply and panel, the "Get help now" dialog and the /safety page.

export type CrisisContact = { label: string; href: string };

export type CrisisLine = {
  id: string;
  name: string;
  summary: string;
  hours: string;
  contacts: CrisisContact[];
};

export const US_CRISIS_LINES: readonly CrisisLine[] = [
  {
    id: '988',
    name: '988 Suicide & Crisis Lifeline',
    summary: 'Call or text 988 to reach a trained counselor.',
    hours: 'Free, confidential, 24/7',
    contacts: [
      { label: 'Call 988', href: 'tel:988' },
      { label: 'Text 988', href: 'sms:988' },
    ],
  },
  {
    id: 'crisis-text-line',
    name: 'Crisis Text Line',
    summary: 'Text HOME to 741741 to talk by text with a crisis counselor.',
    hours: 'Free, 24/7',
    contacts: [{ label: 'Text HOME to 741741', href: 'sms:741741?&body=HOME' }],
  },
  {
    id: 'veterans',
    name: 'Veterans Crisis Line',
    summary: 'Call 988 and press 1, or text 838255.',
    hours: 'For veterans, service members and their families',
    contacts: [
      { label: 'Call 988, press 1', href: 'tel:988' },
      { label: 'Text 838255', href: 'sms:838255' },
    ],
  },
  {
    id: 'emergency',
    name: 'Emergency services',
    summary: 'If you are in immediate danger, call 911 now.',
    hours: 'Immediate danger',
    contacts: [{ label: 'Call 911', href: 'tel:911' }],
  },
];

export type InternationalLine = { country: string; name: string; number: string; href: string };

export const INTERNATIONAL_CRISIS_LINES: readonly InternationalLine[] = [
  {
    country: 'United Kingdom & Ireland',
    name: 'Samaritans',
    number: '116 123',
    href: 'tel:116123',
  },
  {
    country: 'United Kingdom',
    name: 'CALM (Campaign Against Living Miserably)',
    number: '0800 58 58 58',
    href: 'tel:0800585858',
  },
  { country: 'Canada', name: '9-8-8 Suicide Crisis Helpline', number: '988', href: 'tel:988' },
  { country: 'Australia', name: 'Lifeline', number: '13 11 14', href: 'tel:131114' },
  {
    country: 'Australia',
    name: 'MensLine Australia',
    number: '1300 78 99 78',
    href: 'tel:1300789978',
  },
];

export const INTERNATIONAL_DIRECTORY = {
  name: 'Find A Helpline (international directory)',
  href: 'https://findahelpline.com',
};

/** The fixed safe-messaging reply sent instead of any model answer when risk is detected. */
export const CRISIS_REPLY =
  "I'm really glad you told me, and I'm taking what you said seriously. You deserve support from a real person right now, and you don't have to go through this alone.\n\n" +
  '• Call or text 988 (Suicide & Crisis Lifeline), free and available 24/7.\n' +
  '• Text HOME to 741741 to reach the Crisis Text Line.\n' +
  '• Veterans: call 988 and press 1, or text 838255.\n' +
  '• If you are in immediate danger, call 911 now.\n\n' +
  // Worded to fit both a man at risk himself and one worried about someone else.
  "If you or someone you care about might act on these thoughts, stay close to a person you trust and move away from anything that could be used for harm. I'm an AI, not a counselor, but I'm still here to keep talking while you reach out.";
