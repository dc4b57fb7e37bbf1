// lint-as: src/client/features/chat/components/lint-probe.ts
// expect: import-x/no-restricted-paths
// A client feature may not import another feature; compose them in app/.
import { JOURNAL_ERROR_TOASTS } from '@client/features/journal/lib/journal-messages';

export const probe = JOURNAL_ERROR_TOASTS;
