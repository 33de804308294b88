import { errorMessage, ProviderError } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { rememberPassword, useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

export function useRequestResetOtp() {
  return useWrite({
    mutationKey: ['auth', 'reset-otp'],
    mutationFn: async (phone: string) =>
      (await getProvider()).apiForgetCheckMobile({ mobile: phone }),
    failureMessage: (error) => errorMessage(error, messages.failedToSendOtp),
  });
}

/** The same call, with the resend wording on failure. */
export function useResendResetOtp() {
  return useWrite({
    mutationKey: ['auth', 'reset-otp-resend'],
    mutationFn: async (phone: string) =>
      (await getProvider()).apiForgetCheckMobile({ mobile: phone }),
    failureMessage: () => messages.failedToResendOtp,
  });
}

export interface ResetPasswordVariables {
  readonly phone: string;
  readonly newPassword: string;
}

function resetFailure(error: unknown): string {
  return error instanceof ProviderError
    ? errorMessage(error, messages.failedToUpdatePassword)
    : messages.failedToUpdatePasswordRetry;
}

/** Invalidates nothing: the player is signed out and no query holds a password. */
export function useResetPassword() {
  return useWrite({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: async ({ phone, newPassword }: ResetPasswordVariables) =>
      (await getProvider()).apiForgotPassword({ mobile: phone, new_pass: newPassword }),
    failureMessage: resetFailure,
  });
}

export interface ChangePasswordVariables {
  readonly currentPassword: string;
  readonly newPassword: string;
}

/** The stored hash becomes the new password's, so the next change checks against it. */
export function useChangePassword() {
  const token = useSession()?.token ?? '';
  return useWrite({
    mutationKey: ['auth', 'change-password'],
    mutationFn: async ({ currentPassword, newPassword }: ChangePasswordVariables) => {
      const provider = await getProvider();
      await provider.apiChangePassword({
        unique_token: token,
        old_pass: currentPassword,
        new_pass: newPassword,
      });
      await rememberPassword(newPassword);
    },
    failureMessage: () => messages.oldPasswordIncorrect,
  });
}
