import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { getProvider } from '@/core/lib/provider';
import { walletChangeKeys } from '@/core/lib/query-keys';
import { useSession } from '@/lib/session';
import { useWrite } from '@/core/lib/use-write';

/** A look-up, but one the player starts: it locks like a write and changes nothing. */
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
  readonly points: number;
}

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
