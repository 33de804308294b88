import { WEB_DEVICE_ID } from '@matka/shared/contract/request';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { signIn } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

export interface LoginVariables {
  readonly phone: string;
  readonly password: string;
}

/** Invalidates nothing: queries are keyed by the new token, and signing out cleared the cache. */
export function useLogin() {
  return useWrite({
    mutationKey: ['auth', 'login'],
    mutationFn: async ({ phone, password }: LoginVariables) => {
      const provider = await getProvider();
      const answer = await provider.apiUserLogin({
        mobile: phone,
        password,
        device_id: WEB_DEVICE_ID,
      });
      await signIn(
        { username: answer.user_name, token: answer.unique_token, mobile: answer.mobile || phone },
        password,
      );
    },
    failureMessage: () => messages.userNotRegistered,
  });
}
