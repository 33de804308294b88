import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { walletChangeKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

/**
 * The receiver check before a transfer (api-check-user-for-transfer-amt): answers the receiver's
 * name; any failure is 'Username or password incorrect' (spec section 8). A look-up the player
 * starts, so it locks like a write, and changes nothing.
 */
export function useCheckReceiver() {
  const token = useSession()?.token ?? '';
  return useWrite({
    mutationKey: ['wallet', 'check-receiver'],
    mutationFn: async (phone: string) =>
      (await getProvider()).apiCheckUserForTransferAmt({ unique_token: token, mobile_no: phone }),
    failureMessage: () => messages.receiverCheckFailed,
  });
}

export interface TransferVariables {
  readonly phone: string;
  /** Whole points. */
  readonly points: number;
}

/**
 * Transfers points (api-user-transfer-wallet-balance, empty note); answers the provider's message.
 * Failure: the server's message or 'An error occurred'. The sender's money moves, so the wallet
 * figures refetch (dashboard, balance, passbook), after a failure too (`refetchAfterFailure`).
 */
export function useTransfer() {
  const token = useSession()?.token ?? '';
  return useWrite({
    mutationKey: ['wallet', 'transfer'],
    mutationFn: async ({ phone, points }: TransferVariables) =>
      (await getProvider()).apiUserTransferWalletBalance({
        unique_token: token,
        amount: points,
        mobile_no: phone,
        transfer_note: '',
      }),
    failureMessage: (error) => errorMessage(error, messages.anErrorOccurred),
    invalidates: () => walletChangeKeys(token),
    refetchAfterFailure: true,
  });
}
