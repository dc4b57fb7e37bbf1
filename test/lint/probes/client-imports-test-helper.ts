// lint-as: src/client/features/journal/components/lint-probe.ts
// expect: import-x/no-restricted-paths
// Application code may not import the client's test helpers (src/client/testing).
import { renderWithClient } from '@client/testing/render';

export const probe = renderWithClient;
