import { messages } from '@matka/shared/messages';
import type { BidScreen } from '@matka/shared/rules';
import { cartTotalMinor, formatPoints } from '@matka/shared/rules';
import type { CartRow } from './use-bid-cart';
import { rowParts, type RowPart } from './screen-config';

export interface CartListProps {
  readonly screen: BidScreen;
  readonly rows: readonly CartRow[];
  readonly onDelete: (id: number) => void;
}

function describe(parts: readonly RowPart[]): string {
  return parts.map((part) => `${part.label} ${part.value}`).join(', ');
}

export function CartList({ screen, rows, onDelete }: CartListProps) {
  if (rows.length === 0) return null;
  return (
    <ul className="bid-cart" aria-label={messages.bids}>
      {rows.map((row) => {
        const first = row.lines[0];
        if (first === undefined) return null;
        const points = formatPoints(cartTotalMinor(row.lines));
        const parts: readonly RowPart[] =
          row.combinations === undefined
            ? rowParts(screen, first)
            : [{ label: messages.digit, value: row.digit ?? '' }];
        return (
          <li key={row.id} className="bid-cart__row">
            <div className="bid-cart__parts">
              {parts.map((part) => (
                <span key={part.label} className="bid-cart__part">
                  <span className="bid-cart__label">{part.label}</span>{' '}
                  <strong>{part.value}</strong>
                </span>
              ))}
              {row.combinations === undefined ? null : (
                <span className="bid-cart__combos">
                  {(['sp', 'dp', 'tp'] as const)
                    .filter((key) => row.combinations?.[key].length)
                    .map((key) => (
                      <span key={key}>
                        {key.toUpperCase()}: {row.combinations?.[key].join(' ')}
                      </span>
                    ))}
                </span>
              )}
              <span className="bid-cart__part">
                <span className="bid-cart__label">{messages.points}</span> <strong>{points}</strong>
                {row.lines.length > 1 ? (
                  <span className="muted">
                    {' '}
                    ({row.lines.length} × {first.points})
                  </span>
                ) : null}
              </span>
            </div>
            <button
              type="button"
              className="icon-button bid-cart__delete"
              aria-label={messages.deleteBid(describe(parts))}
              onClick={() => onDelete(row.id)}
            >
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M9 3h6l1 1h4v2H4V4h4zm-3 5h12l-1 13H7zm4 2v9h1.5v-9zm3.5 0v9H15v-9z"
                />
              </svg>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
