import type { Minor } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useWalletMinor } from '@/core/lib/queries';
import { useSession } from '@/lib/session';
import { walletBalanceQueryOptions } from './api/wallet-queries';

/**
 * The balance in minor units: api-user-wallet-balance, or the dashboard's wallet_amt while that is
 * loading or failed (its errors are silent, spec section 8). Undefined while neither is known.
 */
export function useWalletBalanceMinor(): Minor | undefined {
  const token = useSession()?.token ?? '';
  const balance = useQuery({
    ...walletBalanceQueryOptions(token),
    select: (answer) => answer.wallet_amt,
  });
  const dashboardMinor = useWalletMinor();
  return balance.data ?? dashboardMinor;
}
