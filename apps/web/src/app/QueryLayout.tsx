// react-query's cache for the pages of a session (the shell's pages, the audit documents). Provided by
// a lazily loaded layout route, not at the root: the sign-on page makes no query, and react-query would
// otherwise be part of what it downloads.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';

// One cache for the page's life: a role switch builds a new router, and clears it itself (roleSwitch.ts).
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The request client already told the user about a failure; retrying or refetching on focus
      // would repeat the same toast. Pages offer their own "retry" instead.
      retry: false,
      refetchOnWindowFocus: false,
    },
  },
});

export function QueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
