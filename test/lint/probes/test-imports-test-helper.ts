// lint-as: src/client/features/progress/components/lint-probe.test.tsx
// expect: nothing
// A test may import the test helpers, from either home.
import { renderWithClient } from '@client/testing/render';
import { achievement } from '@client/testing/progress-fixtures';

export const probe = [renderWithClient, achievement];
