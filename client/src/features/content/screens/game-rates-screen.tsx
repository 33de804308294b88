import { HEADLINE_IDS, ratesFromEntry } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { GALI_RATE_KEYS, type RateKey } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useId, type CSSProperties } from 'react';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { gameRatesQueryOptions, type RatesKind } from '@/features/content/api/content-queries';
import { HeadlineBanner } from '@/core/components/headline-banner';
import '@/features/content/content.css';

interface Panel {
  readonly kind: RatesKind;
  readonly title: string;
  readonly rows: readonly (readonly [label: string, key: RateKey])[];
}

/**
 * The three panels (spec section 2 "Game Rates"). The Gali panel reads Left, Right and Jodi Digit
 * from single_digit, single_pana and double_pana of the first entry (`GALI_RATE_KEYS`, the fields
 * settlement pays); Starline lists its four types
 * in the order of its header (spec section 2 "Starline", "Gali Disawar").
 */
export const RATE_PANELS: readonly Panel[] = [
  {
    kind: 'main',
    title: messages.winRatioMainMarket,
    rows: [
      ['Single Digit', 'single_digit'],
      ['Jodi Digit', 'jodi_digit'],
      ['Single Pana', 'single_pana'],
      ['Double Pana', 'double_pana'],
      ['Triple Pana', 'tripple_pana'],
      ['Half Sangam', 'half_sangam'],
      ['Full Sangam', 'full_sangam'],
    ],
  },
  {
    kind: 'gali',
    title: messages.winRatioGali,
    rows: [
      ['Left Digit', GALI_RATE_KEYS['Left Digit']],
      ['Right Digit', GALI_RATE_KEYS['Right Digit']],
      ['Jodi Digit', GALI_RATE_KEYS['Jodi Digit']],
    ],
  },
  {
    kind: 'starline',
    title: messages.winRatioStarline,
    rows: [
      ['Single Digit', 'single_digit'],
      ['Double Pana', 'double_pana'],
      ['Single Pana', 'single_pana'],
      ['Triple Pana', 'tripple_pana'],
    ],
  },
];

function RatePanel({ panel }: { readonly panel: Panel }) {
  const headingId = useId();
  const options = gameRatesQueryOptions(panel.kind);
  const { data } = useQuery(options);
  const rates = data ? ratesFromEntry(data) : undefined;
  const rows = rates
    ? panel.rows.flatMap(([label, key]) => {
        const rate = rates[key];
        return rate ? [{ label, value: `${rate.val1}-${rate.val2}` }] : [];
      })
    : [];

  let body;
  if (data !== undefined && rows.length === 0) {
    body = <p className="muted">{messages.noDataFound}</p>;
  } else if (data === undefined) {
    // As tall as the rows to come, so the panels below do not move when the answer arrives after
    // the first paint (a layout shift, Lighthouse's CLS, on a cold start).
    body = (
      <QueryFallback
        queryKey={options.queryKey}
        loading={
          <p
            className="muted rate-panel__loading"
            role="status"
            style={{ '--rows': panel.rows.length } as CSSProperties}
          >
            {messages.loading}
          </p>
        }
      />
    );
  } else {
    body = (
      <dl className="rate-list">
        {rows.map((row) => (
          <div key={row.label} className="rate-list__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    );
  }

  return (
    <section className="card rate-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="rate-panel__title">
        {panel.title}
      </h2>
      {body}
    </section>
  );
}

/** /gameRates: win ratios of main markets, Gali Disawar and King Starline, 'val_1-val_2' each. */
export function GameRatesScreen() {
  return (
    <Screen label={messages.gameRates}>
      <HeadlineBanner id={HEADLINE_IDS.other} />
      <ScreenTitle>{messages.gameRates}</ScreenTitle>
      <div className="rate-panels">
        {RATE_PANELS.map((panel) => (
          <RatePanel key={panel.kind} panel={panel} />
        ))}
      </div>
    </Screen>
  );
}
