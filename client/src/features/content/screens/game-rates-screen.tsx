import { HEADLINE_IDS, ratesFromEntry } from '@matka/shared/contract';
import { messages, type TextKey } from '@matka/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { useId, type CSSProperties } from 'react';
import { rateRows } from '@/components/rate-rows';
import { QueryFallback } from '@/core/components/ui/query-failure';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { gameRatesQueryOptions, type RatesKind } from '@/features/content/api/content-queries';
import { HeadlineBanner } from '@/core/components/headline-banner';
import '@/features/content/content.css';

interface Panel {
  readonly kind: RatesKind;
  readonly title: TextKey;
}

/** The three panels, each with its market's rows (`rateRows`). */
const RATE_PANELS: readonly Panel[] = [
  { kind: 'main', title: 'winRatioMainMarket' },
  { kind: 'gali', title: 'winRatioGali' },
  { kind: 'starline', title: 'winRatioStarline' },
];

function RatePanel({ panel }: { readonly panel: Panel }) {
  const headingId = useId();
  const options = gameRatesQueryOptions(panel.kind);
  const { data } = useQuery(options);
  const rates = data ? ratesFromEntry(data) : undefined;
  const panelRows = rateRows(panel.kind);
  const rows = rates
    ? panelRows.flatMap(({ label, key }) => {
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
            style={{ '--rows': panelRows.length } as CSSProperties}
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
        {messages[panel.title]}
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
