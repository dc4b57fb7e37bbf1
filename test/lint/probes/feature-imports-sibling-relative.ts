// lint-as: src/client/features/chat/components/lint-probe.ts
// expect: import-x/no-restricted-paths
import { JOURNAL_ERROR_TOASTS } from '../../journal/lib/journal-messages';

export const probe = JOURNAL_ERROR_TOASTS;
