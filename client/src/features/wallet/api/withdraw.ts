import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { queryKeys, walletChangeKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';
import type { WithdrawMethodCode } from '@/features/wallet/payment-methods';

function withdrawFailure(error: unknown): string {
  return errorMessage(error, messages.anErrorOccurred);
}

export interface WithdrawVariables {
  readonly points: number;
  readonly method: WithdrawMethodCode;
}

/** The provider debits the wallet at once; the passbook shows it pending until paid. */
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
