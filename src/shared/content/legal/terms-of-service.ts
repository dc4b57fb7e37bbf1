import type { LegalSection } from './legal-types';

export const TERMS_INTRO =
  'These terms explain what Steady is, what it is not, and what we ask of you when you use it. By using Steady you agree to them. Please read the first section carefully.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Not a substitute for professional help',
    paragraphs: [
      'Steady offers peer-style support, breathing exercises, mood tracking and educational reading. The chat companion is an AI, not a human, and not a therapist, doctor or counselor. Nothing on Steady is medical advice, a diagnosis or treatment, and it does not replace professional therapy, medical advice or treatment.',
      'If you are worried about your mental or physical health, please speak to a doctor or a qualified mental health professional.',
    ],
  },
  {
    heading: 'If you are in crisis',
    paragraphs: [
      'Steady is not an emergency service. If you are thinking about harming yourself or are in danger, contact a professional or emergency services now:',
    ],
    items: [
      '988 Suicide & Crisis Lifeline: call or text 988 (US), 24/7.',
      'Crisis Text Line: text HOME to 741741 (US), 24/7.',
      'Veterans Crisis Line: call 988 and press 1, or text 838255.',
      'Emergency services: call 911 (US) or your local emergency number.',
      'Outside the US, see the international lines on our Safety page.',
    ],
  },
  {
    heading: 'Using Steady',
    paragraphs: ['Steady is free. You must be 18 or older to use it. When using it, please:'],
    items: [
      'use it for your own support and wellbeing;',
      'not try to disrupt, overload or break into the service or other people’s accounts;',
      'not use it to harass, threaten or harm anyone;',
      'not try to make the AI produce harmful content, or rely on it for decisions about your health or safety;',
      'keep your account password to yourself if you create an account.',
    ],
  },
  {
    heading: 'Limits of the service',
    paragraphs: [
      'The AI companion can misunderstand you or get things wrong. It does not know you, cannot see you and cannot act in the world on your behalf. We may change, pause or stop any part of Steady, limit how often the chat can be used, or suspend accounts that break these terms. We aim to keep Steady available 24/7 but cannot promise it will always be available or free of errors.',
    ],
  },
  {
    heading: 'Warranty disclaimer',
    paragraphs: [
      'Steady is provided "as is" and "as available", without warranties of any kind, express or implied, including fitness for a particular purpose, accuracy or uninterrupted availability, to the fullest extent permitted by law.',
    ],
  },
  {
    heading: 'Limitation of liability',
    paragraphs: [
      'To the fullest extent permitted by law, Steady and the people who build and run it are not liable for any indirect, incidental or consequential loss, or for any decision you make based on content in the app. Nothing in these terms limits liability that cannot be limited by law.',
    ],
  },
  {
    heading: 'Your content and privacy',
    paragraphs: [
      'What you write stays yours. How we handle data is described in our Privacy Policy: chats are never stored, and journal entries never leave your device.',
    ],
  },
  {
    heading: 'Changes to these terms',
    paragraphs: [
      'We may update these terms from time to time. The date at the top of this page shows when they last changed. If you keep using Steady after a change, the updated terms apply.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: ['Questions about these terms? Email us at {email}.'],
  },
];
