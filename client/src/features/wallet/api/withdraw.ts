import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { queryKeys, walletChangeKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';
import type { WithdrawMethodCode } from '@/features/wallet/payment-methods';

/**
 * Spec section 8: a refusal is the server's message or 'An error occurred'. No answer at all is the
 * provider's failure, said alike for every write (core/lib/use-write.ts, docs/failures.md).
 */
function withdrawFailure(error: unknown): string {
  return errorMessage(error, messages.anErrorOccurred);
}

export interface WithdrawVariables {
  /** Whole points. */
  readonly points: number;
  readonly method: WithdrawMethodCode;
}

/**
 * A withdraw request (api-user-withdraw-fund-request, with the player's mobile). The provider
 * debits the wallet at once (the passbook shows it pending until paid) and lists the request: the
 * wallet figures and the withdraw history refetch, after a failure too (`refetchAfterFailure`).
 */
export function useWithdraw() {
  const session = useSession();
  const token = session?.token ?? '';
  return useWrite({
    mutationKey: ['wallet', 'withdraw'],
    mutationFn: async ({ points, method }: WithdrawVariables) =>
      (await getProvider()).apiUserWithdrawFundRequest({
        unique_token: token,
        mobile: session?.mobile ?? '',
        request_amount: points,
        payment_method: method,
      }),
    failureMessage: withdrawFailure,
    invalidates: () => [...walletChangeKeys(token), queryKeys.withdrawRequests(token)],
    refetchAfterFailure: true,
  });
}
