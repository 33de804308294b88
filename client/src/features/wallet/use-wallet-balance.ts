import type { Minor } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useWalletMinor } from '@/core/lib/queries';
import { useSession } from '@/lib/session';
import { walletBalanceQueryOptions } from './api/wallet-queries';

/** The dashboard's wallet_amt while the balance is loading or failed (its errors are silent). */
export function useWalletBalanceMinor(): Minor | undefined {
  const token = useSession()?.token ?? '';
  const balance = useQuery({
    ...walletBalanceQueryOptions(token),
    select: (answer) => answer.wallet_amt,
  });
  const dashboardMinor = useWalletMinor();
  return balance.data ?? dashboardMinor;
}
