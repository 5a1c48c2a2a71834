// For pages that need no router: the antd providers and a fresh react-query client that does not retry.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { TestProviders } from '../components/TestProviders';

export function renderWithQueries(element: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <TestProviders>
      <QueryClientProvider client={client}>{element}</QueryClientProvider>
    </TestProviders>,
  );
}
