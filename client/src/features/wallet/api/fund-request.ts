import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { queryKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

/** Spec section 9: the fund request is posted 2000 ms after the UPI redirect. */
export const FUND_REQUEST_DELAY_MS = 2000;

export interface AddMoneyVariables {
  /** The upi://pay link of the deposit. */
  readonly link: string;
  /** Whole points. */
  readonly points: number;
}

/**
 * UPI PAY's 'Add Money' (spec section 4): hands the payment link to the phone's UPI app (the page
 * stays), then 2 s later posts the fund request (api-fund-request-add). One write from the tap to
 * the answer, so the button stays locked through the wait. The request waits for approval: only
 * the deposit history changes (the wallet moves when it is approved), and it refetches after a
 * failure too (no answer may hide a recorded request).
 */
export function useAddMoney() {
  const token = useSession()?.token ?? '';
  return useWrite({
    mutationKey: ['wallet', 'add-money'],
    mutationFn: async ({ link, points }: AddMoneyVariables) => {
      window.open(link, '_self');
      await new Promise((resolve) => window.setTimeout(resolve, FUND_REQUEST_DELAY_MS));
      return (await getProvider()).apiFundRequestAdd({
        unique_token: token,
        request_amount: points,
      });
    },
    failureMessage: (error) => errorMessage(error, messages.errorInitiatingPayment),
    invalidates: () => [queryKeys.fundRequests(token)],
    refetchAfterFailure: true,
  });
}
