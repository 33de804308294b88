import { messages } from '@matka/shared/messages';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { getSession } from '@/lib/session';
import { refused } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import { useUpdateProfile } from './profile';

beforeEach(async () => {
  await storeSession();
});

describe('useUpdateProfile', () => {
  it('saves the name, puts it in the session and refetches nothing', async () => {
    const { result, network, refetched } = await renderWriteHook(useUpdateProfile, {
      'api-profile-update': () => ({ status: true, msg: 'Profile updated successfully' }),
    });
    expect(await act(() => result.current.send('Asha Rani'))).toEqual({
      status: 'done',
      data: { status: true, msg: 'Profile updated successfully' },
    });
    expect(network.callsTo('api-profile-update')[0]?.body).toMatchObject({
      unique_token: 'token-1',
      user_name: 'Asha Rani',
    });
    expect(getSession()?.username).toBe('Asha Rani');
    expect(refetched()).toEqual([]);
  });

  it("shows the server's message on a refusal, else 'An error occurred. Please try again.'; a provider down is said as such", async () => {
    let answer = () => refused('Name is too long');
    const { result } = await renderWriteHook(useUpdateProfile, {
      'api-profile-update': () => answer(),
    });
    expect(await act(() => result.current.send('Asha Rani'))).toEqual({
      status: 'failed',
      message: 'Name is too long',
    });
    expect(getSession()?.username).toBe('Demo Player');
    answer = () => refused('');
    expect(await act(() => result.current.send('Asha Rani'))).toEqual({
      status: 'failed',
      message: messages.genericError,
    });
    answer = () => new Response('', { status: 502 });
    expect(await act(() => result.current.send('Asha Rani'))).toEqual({
      status: 'failed',
      message: messages.providerUnavailable,
    });
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer({ status: true, msg: '' });
    const { result, network } = await renderWriteHook(useUpdateProfile, {
      'api-profile-update': answer.handler,
    });
    await doubleTap(result.current.send, 'Asha Rani', answer.release);
    expect(network.callsTo('api-profile-update')).toHaveLength(1);
  });
});
