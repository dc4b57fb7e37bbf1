import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Toaster } from '@client/components/ui/toaster';
import { createQueryClient } from '@client/lib/query-client';

/** Renders with the app's own query client settings and the toaster. */
export function renderWithClient(ui: ReactElement) {
  const queryClient = createQueryClient();
  return {
    queryClient,
    ...render(
      <QueryClientProvider client={queryClient}>
        {ui}
        <Toaster />
      </QueryClientProvider>,
    ),
  };
}
