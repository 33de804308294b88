import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { queryKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';
import { upiDetailsFor, type UpiWithdrawOption } from '@/features/wallet/payment-methods';

/**
 * The UPI number modal's 'Send OTP' (spec section 4): a code to the given mobile (the player's own)
 * through the forgot-password mobile check. A refusal is 'Failed to generate OTP' (spec section 8);
 * no answer is the provider's failure, said alike for every write (docs/failures.md). Changes no
 * query.
 */
export function useRequestUpiOtp() {
  return useWrite({
    mutationKey: ['wallet', 'upi-otp'],
    mutationFn: async (mobile: string) => (await getProvider()).apiForgetCheckMobile({ mobile }),
    failureMessage: () => messages.failedToGenerateOtp,
  });
}

/** 'Resend Code' on Verify UPI: the same call, with the resend wording on failure. */
export function useResendUpiOtp() {
  return useWrite({
    mutationKey: ['wallet', 'upi-otp-resend'],
    mutationFn: async (mobile: string) => (await getProvider()).apiForgetCheckMobile({ mobile }),
    failureMessage: () => messages.failedToResendOtp,
  });
}

export interface SaveUpiNumberVariables {
  readonly option: UpiWithdrawOption;
  readonly number: string;
}

/**
 * Saves one withdraw number (api-add-user-upi-details, only that method's number filled). Only the
 * saved numbers change: the payment details refetch (Withdraw's method list reads them).
 */
export function useSaveUpiNumber() {
  const token = useSession()?.token ?? '';
  return useWrite({
    mutationKey: ['wallet', 'upi-number'],
    mutationFn: async ({ option, number }: SaveUpiNumberVariables) =>
      (await getProvider()).apiAddUserUpiDetails({
        unique_token: token,
        ...upiDetailsFor(option, number),
      }),
    failureMessage: (error) => errorMessage(error, messages.genericError),
    invalidates: () => [queryKeys.paymentDetails(token)],
  });
}
