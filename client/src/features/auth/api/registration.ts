import { errorMessage, ProviderError, REGISTRATION_SECURITY_PIN } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { signIn } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';
import type { RegistrationDraft } from '@/features/auth/registration-draft';

function registeringError(error: unknown): string {
  return messages.errorRegistering(errorMessage(error, String(error)));
}

/** A refusal means the phone is taken. */
export function useRequestRegistrationOtp() {
  return useWrite({
    mutationKey: ['auth', 'registration-otp'],
    mutationFn: async (phone: string) => (await getProvider()).apiCheckMobile({ mobile: phone }),
    failureMessage: (error) =>
      error instanceof ProviderError && error.kind === 'refused'
        ? messages.userAlreadyRegistered
        : registeringError(error),
  });
}

export function useResendRegistrationOtp() {
  return useWrite({
    mutationKey: ['auth', 'registration-otp-resend'],
    mutationFn: async (phone: string) => (await getProvider()).apiResendOtp({ mobile: phone }),
    failureMessage: () => messages.failedToResendOtp,
  });
}

/** Invalidates nothing: like a login, it starts a session whose queries are keyed by its token. */
export function useRegister() {
  return useWrite({
    mutationKey: ['auth', 'register'],
    mutationFn: async (draft: RegistrationDraft) => {
      const provider = await getProvider();
      const account = await provider.apiUserRegistration({
        name: draft.username,
        email: '',
        password: draft.password,
        mobile: draft.phone,
        security_pin: REGISTRATION_SECURITY_PIN,
        device_id: null,
      });
      await signIn(
        {
          username: account.user_name || draft.username,
          token: account.unique_token,
          mobile: account.mobile || draft.phone,
        },
        draft.password,
      );
    },
    failureMessage: registeringError,
  });
}
