import type { GameRates } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import type { RateRow } from '@/components/rate-rows';
import './rates-panel.css';

/** "10-95". */
function formatRate(entry: GameRates | undefined, key: RateRow['key']): string | undefined {
  const val1 = entry?.[`${key}_val_1`];
  const val2 = entry?.[`${key}_val_2`];
  return val1 === undefined || val2 === undefined ? undefined : `${val1}-${val2}`;
}

export function RatesPanel({
  title,
  rows,
  entry,
  pending,
}: {
  readonly title: string;
  readonly rows: readonly RateRow[];
  readonly entry: GameRates | undefined;
  readonly pending: boolean;
}) {
  return (
    <section className="rates-panel" aria-label={title}>
      <h2 className="rates-panel__title">{title}</h2>
      <dl className="rates-panel__list">
        {rows.map((row) => (
          <div key={row.label} className="rates-panel__row">
            <dt>{row.label}</dt>
            <dd>{formatRate(entry, row.key) ?? (pending ? '…' : messages.notAvailable)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
