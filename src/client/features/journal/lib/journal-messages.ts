import type { JournalError } from '../store/journal-store';

// What each storage problem means for the user, in plain words, and what they can do about it.
export const JOURNAL_ERROR_TOASTS: Record<JournalError, { title: string; description: string }> = {
  quota: {
    title: 'Journal storage is full',
    description:
      'This browser has no room left for your journal on this device, so this change was not saved. Nothing already saved was lost. Export your entries, then delete ones you no longer need to make room.',
  },
  unavailable: {
    title: 'Storage unavailable',
    description:
      'This browser is blocking storage for this site, so entries cannot be saved. Private browsing or strict privacy settings can cause this.',
  },
  locked: {
    title: 'Journal locked',
    description:
      'Your journal was locked, or its passphrase changed, in another tab. Unlock it to carry on.',
  },
  unreadable: {
    title: 'Journal could not be read',
    description:
      'The journal data on this device could not be read and there is no room to keep a safe copy of it, so nothing was changed.',
  },
  'not-found': {
    title: 'Entry not found',
    description: 'That entry has already been removed, perhaps in another tab.',
  },
  'already-locked': {
    title: 'Already locked',
    description: 'Your journal is already locked with a passphrase.',
  },
};
