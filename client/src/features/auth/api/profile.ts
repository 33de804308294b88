import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { updateUsername, useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

/** Into the session, where the side menu reads it: no query holds the name. */
export function useUpdateProfile() {
  const token = useSession()?.token ?? '';
  return useWrite({
    mutationKey: ['auth', 'profile'],
    mutationFn: async (name: string) => {
      const provider = await getProvider();
      const answer = await provider.apiProfileUpdate({ unique_token: token, user_name: name });
      updateUsername(name);
      return answer;
    },
    failureMessage: (error) => errorMessage(error, messages.genericError),
  });
}
