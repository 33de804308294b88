import { onlineManager } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeProvider, refused } from '@/test/fake-provider';
import { testQueryClient } from '@/test/query-client';
import { heldAnswer } from '@/test/write-hook';
import { getProvider } from './provider';
import { useWrite } from './use-write';

/** A write of the name (any endpoint does), failing with a fixed message. */
function useRename() {
  return useWrite({
    mutationKey: ['test', 'rename'],
    mutationFn: async (name: string) =>
      (await getProvider()).apiProfileUpdate({ unique_token: 't', user_name: name }),
    failureMessage: () => 'Could not rename',
  });
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={testQueryClient()}>{children}</QueryClientProvider>
);

afterEach(() => {
  onlineManager.setOnline(true);
});

describe('useWrite', () => {
  it('sends again once the first send is answered, failed or not', async () => {
    let answer = () => refused('No');
    const network = fakeProvider({ 'api-profile-update': () => answer() });
    const { result } = renderHook(useRename, { wrapper });
    expect(await act(() => result.current.send('A'))).toEqual({
      status: 'failed',
      message: 'Could not rename',
    });
    answer = () => refused('Still no');
    expect(await act(() => result.current.send('B'))).toMatchObject({ status: 'failed' });
    expect(network.callsTo('api-profile-update')).toHaveLength(2);
  });

  it('shows a write in flight as pending on a screen opened again, and ignores its send', async () => {
    const held = heldAnswer({ status: true, msg: '' });
    const network = fakeProvider({ 'api-profile-update': held.handler });
    const first = renderHook(useRename, { wrapper });
    let sent = Promise.resolve({});
    act(() => {
      sent = first.result.current.send('A');
    });
    first.unmount();
    const again = renderHook(useRename, { wrapper });
    await waitFor(() => expect(again.result.current.isPending).toBe(true));
    expect(await act(() => again.result.current.send('A'))).toEqual({ status: 'ignored' });
    held.release();
    await act(() => sent);
    await waitFor(() => expect(again.result.current.isPending).toBe(false));
    expect(network.callsTo('api-profile-update')).toHaveLength(1);
  });

  it('runs at once while the browser says it is offline, instead of waiting to go out later', async () => {
    onlineManager.setOnline(false);
    fakeProvider({ 'api-profile-update': () => ({ status: true, msg: 'Saved' }) });
    const { result } = renderHook(useRename, { wrapper });
    expect(await act(() => result.current.send('A'))).toMatchObject({ status: 'done' });
  });
});
