import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver fetched the first time the form is checked (on submit, by default)
 * rather than with the page. Zod builds its schemas when it loads: on /auth that was 24.5 KB
 * gzip and a long task while the page hydrated, for checks nobody needs until he presses the
 * button (ADR 023). A failed fetch is retried on the next submit.
 */
export function lazyResolver<Values extends FieldValues, Context, Output>(
  load: () => Promise<Resolver<Values, Context, Output>>,
): Resolver<Values, Context, Output> {
  let loading: Promise<Resolver<Values, Context, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(values, context, options);
  };
}
