import { useState } from 'react';
import { consoleMessages as t } from '@matka/shared/messages';
import { formatPoints, minor, type MarketKind } from '@matka/shared/rules';
import { useControlAction, useControlQuery } from '@/console/use-control';
import { DeclareForm, type ListedMarket } from './declare-form';

const KINDS: readonly (readonly [MarketKind, string])[] = [
  ['main', t.kindMain],
  ['starline', t.kindStarline],
  ['gali', t.kindGali],
];

function Waiting({ market }: { market: ListedMarket }) {
  if (market.waiting.length === 0) return <>{t.noneWaiting}</>;
  return (
    <ul className="plain">
      {market.waiting.map((w) => (
        <li key={`${w.day}-${w.settles_on}`}>
          {t.waitingLines(w.lines, formatPoints(minor(w.points_minor)), w.settles_on, w.day)}
        </li>
      ))}
    </ul>
  );
}

/** Markets, Starline slots and Gali games now: result, bids taken, lines waiting; declare, close for today. */
export function MarketsPanel() {
  const [kind, setKind] = useState<MarketKind>('main');
  const [declaring, setDeclaring] = useState<string | undefined>(undefined);
  const { data } = useControlQuery('markets', { kind });
  const closure = useControlAction('marketClosed', (_answer, body) => {
    const name = data?.markets.find((m) => m.game_id === body.game_id)?.name ?? body.game_id;
    return body.closed ? t.bidsStopped(name) : t.bidsTakenAgain(name);
  });
  const market = data?.markets.find((m) => m.game_id === declaring);

  return (
    <section className="console-card" aria-labelledby="markets-title">
      <h2 id="markets-title">{t.markets}</h2>
      <div className="inline-form" role="group" aria-label={t.markets}>
        {KINDS.map(([k, label]) => (
          <button
            key={k}
            type="button"
            aria-pressed={kind === k}
            onClick={() => {
              setKind(k);
              setDeclaring(undefined);
            }}
          >
            {label}
          </button>
        ))}
      </div>
      {data === undefined ? null : (
        <div className="table-scroll">
          <table className="stacks">
            <thead>
              <tr>
                <th scope="col">{t.marketName}</th>
                <th scope="col">{t.marketTimes}</th>
                <th scope="col">{t.marketDay}</th>
                <th scope="col">{t.marketResult}</th>
                <th scope="col">{t.marketTakesBids}</th>
                <th scope="col">{t.waiting}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.actions}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.markets.map((m) => (
                <tr key={m.game_id} aria-current={m.game_id === declaring ? 'true' : undefined}>
                  <th scope="row">{m.name}</th>
                  <td className="nowrap" data-label={t.marketTimes}>
                    {m.kind === 'main' ? `${m.open_time} - ${m.close_time}` : m.open_time}
                  </td>
                  <td className="nowrap" data-label={t.marketDay}>
                    {m.day}
                  </td>
                  <td className="result nowrap" data-label={t.marketResult}>
                    {m.result}
                  </td>
                  <td data-label={t.marketTakesBids}>
                    {m.closed_today ? t.closedToday : m.takes_bids ? t.takingBids : t.notTakingBids}
                  </td>
                  <td data-label={t.waiting}>
                    <Waiting market={m} />
                  </td>
                  <td className="actions">
                    <button type="button" onClick={() => setDeclaring(m.game_id)}>
                      {t.declareFor(m.name)}
                    </button>
                    <button
                      type="button"
                      disabled={closure.pending}
                      onClick={() => closure.run({ game_id: m.game_id, closed: !m.closed_today })}
                    >
                      {m.closed_today ? t.takeBidsAgain(m.name) : t.stopBidsToday(m.name)}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {market === undefined ? null : (
        <DeclareForm key={market.game_id} market={market} onClose={() => setDeclaring(undefined)} />
      )}
    </section>
  );
}
