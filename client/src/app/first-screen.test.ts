import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { clearEarlyRequests } from '@/lib/early-requests';
import { dashboardQueryOptions } from '@/core/lib/queries';
import { queryClient } from '@/core/lib/query-client';
import { fakeProvider, shellHandlers } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { preloadFirstScreen } from './router';

afterEach(() => {
  clearEarlyRequests();
  queryClient.clear();
});

/** Lets every started request and chunk load settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('the first screen opened cold', () => {
  it("starts the dashboard on an inner signed-in screen, and the screen's query takes it", async () => {
    await storeSession();
    const network = fakeProvider(shellHandlers());

    preloadFirstScreen('/withdraw');

    await waitFor(() => expect(network.callsTo('api-get-dashboard-data')).toHaveLength(1));
    const answer = await queryClient.fetchQuery(dashboardQueryOptions('token-1'));
    expect(answer.betting_status).toBe('1');
    // The screen's own dashboard query took the early answer: it was not asked for again.
    expect(network.callsTo('api-get-dashboard-data')).toHaveLength(1);
  });

  it('also in another letter case (React Router matches paths so)', async () => {
    await storeSession();
    const network = fakeProvider(shellHandlers());
    preloadFirstScreen('/TRANSACTION');
    await waitFor(() => expect(network.callsTo('api-get-dashboard-data')).toHaveLength(1));
  });

  it('asks for nothing on a visitors-only screen or without a session', async () => {
    await storeSession();
    const network = fakeProvider(shellHandlers());
    preloadFirstScreen('/login');
    await settle();
    expect(network.calls).toEqual([]);

    localStorage.clear();
    const { reloadSession } = await import('@/lib/session');
    reloadSession();
    preloadFirstScreen('/withdraw');
    await settle();
    expect(network.calls).toEqual([]);
  });
});
