import { messages } from '@matka/shared/messages';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession, isStoredPassword } from '@/lib/session';
import { refused } from '@/test/fake-provider';
import { doubleTap, heldAnswer, renderWriteHook } from '@/test/write-hook';
import { useLogin } from './sign-in';

const signedIn = {
  status: true,
  msg: 'Login successful',
  user_name: 'Ravi',
  unique_token: 'token-9',
  mobile: '9876543210',
};
const form = { phone: '9876543210', password: 'secret12' };

describe('useLogin', () => {
  it('stores the session and the password hash, and refetches nothing', async () => {
    const { result, refetched } = await renderWriteHook(useLogin, {
      'api-user-login': () => signedIn,
    });
    expect(await act(() => result.current.send(form))).toEqual({ status: 'done', data: undefined });
    expect(getSession()).toEqual({ username: 'Ravi', token: 'token-9', mobile: '9876543210' });
    expect(await isStoredPassword('secret12')).toBe(true);
    expect(refetched()).toEqual([]);
  });

  it("answers any refusal with 'User Not Registered'", async () => {
    const { result } = await renderWriteHook(useLogin, {
      'api-user-login': () => refused(messages.invalidUsernameAndPassword),
    });
    expect(await act(() => result.current.send(form))).toEqual({
      status: 'failed',
      message: messages.userNotRegistered,
    });
    await waitFor(() => expect(result.current.error).toBe(messages.userNotRegistered));
    expect(getSession()).toBeUndefined();
  });

  it('sends one request for a double tap', async () => {
    const answer = heldAnswer(signedIn);
    const { result, network } = await renderWriteHook(useLogin, {
      'api-user-login': answer.handler,
    });
    const taps = await doubleTap(result.current.send, form, answer.release);
    expect(taps.second).toEqual({ status: 'ignored' });
    expect(taps.first.status).toBe('done');
    expect(network.callsTo('api-user-login')).toHaveLength(1);
  });
});
