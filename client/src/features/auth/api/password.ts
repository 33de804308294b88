import { errorMessage, ProviderError } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { rememberPassword, useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

/**
 * 'Send Reset Code' on /forgotpass (api-forget-check-mobile), which answers the code: the
 * server's message or 'Failed to send OTP' on failure. Changes no query.
 */
export function useRequestResetOtp() {
  return useWrite({
    mutationKey: ['auth', 'reset-otp'],
    mutationFn: async (phone: string) =>
      (await getProvider()).apiForgetCheckMobile({ mobile: phone }),
    failureMessage: (error) => errorMessage(error, messages.failedToSendOtp),
  });
}

/** 'Resend Code' on /otpforgotpass: the same call, with the resend wording on failure. */
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

/**
 * The message for a refused update (spec section 8 "Password"): the server's, else its fixed text.
 * No answer (or one that is not the provider's) is said alike for every write (docs/failures.md).
 */
function resetFailure(error: unknown): string {
  return error instanceof ProviderError
    ? errorMessage(error, messages.failedToUpdatePassword)
    : messages.failedToUpdatePasswordRetry;
}

/**
 * The new password after the reset OTP (api-forgot-password). Answers the provider's message.
 * Invalidates nothing: the player is signed out and no query holds a password.
 */
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

/**
 * The in-app change (api-change-password); then the stored hash is the new password's, so the next
 * change checks against it. Any failure is 'Old password is incorrect' (spec section 5).
 * Invalidates nothing: no query holds a password.
 */
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
