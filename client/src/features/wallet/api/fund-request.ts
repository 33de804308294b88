import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { queryKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

export const FUND_REQUEST_DELAY_MS = 2000;

export interface AddMoneyVariables {
  readonly link: string;
  readonly points: number;
}

/**
 * One write from the tap to the answer, so the button stays locked through the wait. Only the
 * deposit history changes until approval, refetched after a failure too (it may hide a request).
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
