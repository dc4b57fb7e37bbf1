import type { StoreError } from '@client/lib/device-store/locked-document-store';

// What each storage problem means for him, in plain words, and what he can do about it.
export const PLAN_ERROR_TOASTS: Record<StoreError, { title: string; description: string }> = {
  quota: {
    title: 'No room left on this device',
    description:
      'That change was not saved, but everything saved before is still there. Removing a photo frees the most room.',
  },
  unavailable: {
    title: 'Storage unavailable',
    description:
      'This browser is blocking storage for this site, so the plan cannot be saved. Private browsing or strict privacy settings can cause this.',
  },
  locked: {
    title: 'Plan locked',
    description:
      'Your plan was locked, or its passphrase changed, in another tab. Unlock it to carry on.',
  },
  unreadable: {
    title: 'Plan could not be read',
    description:
      'The plan on this device could not be read and there is no room to keep a safe copy of it, so nothing was changed.',
  },
  'not-found': {
    title: 'Already removed',
    description: 'That was already removed, perhaps in another tab.',
  },
  'already-locked': {
    title: 'Already locked',
    description: 'Your plan is already locked with a passphrase.',
  },
};
