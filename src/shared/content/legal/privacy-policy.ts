import type { LegalSection } from './legal-types';

// This page must match what the code actually does (DESIGN.md §5). Change both together.
export const PRIVACY_INTRO =
  'Steady is built so you can get support without giving up your privacy. Most of the app works without an account, your chats are never stored, and we collect as little as we possibly can. This policy explains exactly what we keep, why, and for how long.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The short version',
    items: [
      'No account is needed to chat, do breathing exercises or read resources.',
      'Chat conversations are never stored and never written to our logs.',
      'Your journal is stored only on your own device.',
      'We use no tracking cookies, no ads and no third-party scripts, fonts or trackers.',
      'We count visits anonymously, without storing IP addresses.',
      'If you create an account, you can export or delete everything at any time.',
    ],
  },
  {
    heading: 'Chat conversations',
    paragraphs: [
      'When you send a message, it goes to our server, which first checks it for signs of crisis and then passes it, with the last few messages of the current conversation for context, to the AI model that writes the reply. Nothing is saved: not your messages, not the replies. When you close the chat, the conversation is gone.',
      'Our server never writes chat text to its logs. If you rate a reply with a thumbs up or down, neither the rating nor the rated text is stored; for a signed-in user it only moves the feedback achievement forward.',
    ],
  },
  {
    heading: 'The AI model provider',
    paragraphs: [
      'Steady can run with its own built-in companion, which never sends your words anywhere. An operator of Steady may instead connect an AI model service through an OpenAI-compatible interface, either running on their own servers or hosted by a provider.',
      'When a hosted provider is connected, your messages are sent to that provider to generate a reply, without your IP address, username or any account details. That provider may keep request data for a limited period under its own terms, typically to detect abuse, and its policies apply to that copy. Steady itself never stores it.',
    ],
  },
  {
    heading: 'Your journal',
    paragraphs: [
      "Journal entries are saved in your browser's local storage on the device you write them on. They are never sent to our server. Clearing your browser data removes them, and they do not sync between devices.",
    ],
  },
  {
    heading: 'Optional accounts',
    paragraphs: [
      'You can create an account to keep your progress across devices. If you do, we store:',
    ],
    items: [
      'your username;',
      'your password as an argon2id hash (we never store or see the password itself);',
      'your email address, only if you choose to give one;',
      'your mood check-ins (the value, any note you add and the date);',
      'your achievements and their progress;',
      'a list of your activity in the app (for example "completed a breathing exercise" or "read a module"), with dates;',
      'for each place you are signed in: a rough device name such as "Chrome on Android", worked out from what your browser says about itself when you sign in (the full browser description is not kept), when that session started and when it was last used, to the minute. Never your IP address.',
    ],
  },
  {
    heading: 'Sessions and cookies',
    paragraphs: [
      'When you sign in, we set one cookie that keeps you signed in. It holds a random token; our database stores only a one-way hash of it. The cookie cannot be read by scripts and is not shared with anyone. If you choose "Stay signed in on this device" it lasts 30 days; otherwise it ends when you close your browser, after 30 minutes without use, and in any case after 12 hours. We use no tracking or advertising cookies. Your light or dark theme preference is kept in your browser only.',
      'On the Account & security page you can see every place you are signed in, sign out any one of them or every one but this device, and change your password, which signs out every other session. Downloading or deleting your data asks for your password again first.',
    ],
  },
  {
    heading: 'Anonymous visit counting',
    paragraphs: [
      'To know how many people Steady helps, we count visits. For each visit we record only the path of the page (such as /resources), without any query string. We do not store your IP address or your browser details.',
      'To count unique visitors without tracking anyone, we combine your IP address and browser identifier with a random value (a "salt") that changes every day and run them through a one-way hash. Only the resulting hash is kept, and only for the current day. When the day ends (UTC), the salt is deleted, so the hashes can no longer be linked to anyone or matched across days. What remains are totals per day and per page.',
    ],
  },
  {
    heading: 'Server logs',
    paragraphs: [
      'Our server logs record the request method, the page or endpoint path and the response status, for keeping the service running and fixing faults. They never contain IP addresses, cookies, chat text, journal text or mood notes. Logs are purged regularly and are not used to identify anyone.',
      'To protect the service from abuse, the server briefly keeps request counters per network address (for example, chat messages per minute and failed logins). They live only in memory or a short-lived cache, expire within about 15 minutes, and are never written to the database.',
      'The network address counted is the one that connected to our server. Where Steady runs behind its own load balancer, it takes the address that load balancer reports, and only from the load balancers it is configured to trust; an address a visitor claims for himself in a request header is ignored.',
    ],
  },
  {
    heading: 'Your rights and choices',
    items: [
      'Export: signed-in users can download all of their data as a single file at any time, after entering their password again.',
      'Delete: signed-in users can delete their account (after entering their password again), which removes the account and every piece of data linked to it at once. On a server using the built-in database, a copy stays in the daily backups (files only the server can read) until they roll off after at most 7 days; it is never restored into the live service except to recover from a failure.',
      'Sessions: without "Stay signed in" you are signed out after 30 minutes without use and after 12 hours at most; with it, after 30 days. The session cookie is only sent over HTTPS where the site uses it, and we keep no IP address with it.',
      'You can use most of Steady without an account at all.',
      'You can contact us at {email} with any question about your data.',
    ],
  },
  {
    heading: 'What we never do',
    items: [
      'Sell, rent or share your data with advertisers or data brokers.',
      'Use your conversations to build a profile of you.',
      'Load third-party trackers, analytics scripts, fonts or ads in your browser.',
    ],
  },
  {
    heading: 'Children',
    paragraphs: [
      'Steady is intended for adults aged 18 and over. We do not knowingly collect data from children.',
    ],
  },
  {
    heading: 'Changes to this policy',
    paragraphs: [
      'If we change how we handle data, we will update this page and the date at the top. Significant changes will be made clear on the site.',
    ],
  },
  {
    heading: 'Contact',
    paragraphs: ['Questions about privacy? Email us at {email}.'],
  },
];
