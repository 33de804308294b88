import { QueryClientContext, QueryClientProvider } from '@tanstack/react-query';
import { useContext } from 'react';
import { Outlet } from 'react-router';
import { queryClient } from '@/core/lib/query-client';
import { useSessionEndNotice } from '@/lib/session-end';

/**
 * Server state for every screen after the landing, and what happens when the provider ends the
 * session. A test that renders the router inside its own QueryClientProvider keeps its client.
 */
export function AppProviders() {
  useSessionEndNotice();
  const outer = useContext(QueryClientContext);
  if (outer) return <Outlet />;
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
