import { messages } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { rulesQueryOptions } from '@/features/wallet/api/wallet-queries';
import { RulesText } from '@/features/wallet/components/rules-text';
import '@/features/wallet/wallet.css';

function RulesScreen({
  title,
  field,
}: {
  readonly title: string;
  readonly field: 'withdrawal_rule' | 'deposit_rule';
}) {
  const options = rulesQueryOptions();
  const rules = useQuery({
    ...options,
    // No rules text when the provider lacks the call (docs/decisions/009).
    select: (answer) => answer?.content[0]?.[field] ?? '',
  });
  return (
    <div className="wallet-screen">
      <ScreenTitle>{title}</ScreenTitle>
      <section className="card" aria-label={title}>
        {rules.data === undefined ? (
          <QueryFallback
            queryKey={options.queryKey}
            loading={<p className="muted">{messages.loading}</p>}
          />
        ) : (
          <RulesText text={rules.data} />
        )}
      </section>
    </div>
  );
}

/** /withdrawrule: content[0].withdrawal_rule, one paragraph per line. */
export function WithdrawRulesScreen() {
  return <RulesScreen title={messages.withdrawRules} field="withdrawal_rule" />;
}

/** /depositrule: content[0].deposit_rule, one paragraph per line. */
export function DepositRulesScreen() {
  return <RulesScreen title={messages.depositRules} field="deposit_rule" />;
}
