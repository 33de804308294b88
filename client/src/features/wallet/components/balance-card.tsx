import { messages } from '@matka/shared/messages';
import { formatPoints } from '@matka/shared/rules';
import { WalletIcon } from '@/components/ui/icons';
import { useWalletBalanceMinor } from '@/features/wallet/use-wallet-balance';

/** The current balance in points ('…' until known). */
export function BalanceCard({ label = messages.currentBalance }: { readonly label?: string }) {
  const balanceMinor = useWalletBalanceMinor();
  const points = balanceMinor === undefined ? '…' : formatPoints(balanceMinor);
  return (
    <section className="card wallet-balance" aria-label={label}>
      <WalletIcon size={32} />
      <div>
        <p className="wallet-balance__label">{label}</p>
        <p className="wallet-balance__amount">{points}</p>
      </div>
    </section>
  );
}
