import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { queryKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';
import { upiDetailsFor, type UpiWithdrawOption } from '@/features/wallet/payment-methods';

/** The code goes out through the forgot-password mobile check, to the player's own mobile. */
export function useRequestUpiOtp() {
  return useWrite({
    mutationKey: ['wallet', 'upi-otp'],
    mutationFn: async (mobile: string) => (await getProvider()).apiForgetCheckMobile({ mobile }),
    failureMessage: () => messages.failedToGenerateOtp,
  });
}

/** The same call, with the resend wording on failure. */
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
