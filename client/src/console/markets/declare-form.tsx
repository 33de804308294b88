import { useId, useState } from 'react';
import { consoleMessages as t } from '@matka/shared/messages';
import {
  DIGITS,
  formatPoints,
  minor,
  openResultFromPana,
  closeResultFromPana,
  type DeclaredResult,
  type MarketKind,
} from '@matka/shared/rules';
import { useConfirm } from '@/console/confirm';
import { useControlAction, useControlQuery } from '@/console/use-control';
import { PanaPicker } from './pana-picker';
import { previewLine, ratesOf, type DayLine } from './settle-preview';

export interface ListedMarket {
  game_id: string;
  kind: MarketKind;
  name: string;
  open_time: string;
  close_time: string;
  day: string;
  takes_bids: boolean;
  closed_today: boolean;
  result: string;
  open_value: string | null;
  close_value: string | null;
  waiting: readonly { day: string; settles_on: string; lines: number; points_minor: number }[];
}

type Session = 'open' | 'close';

const points = (minorUnits: number) => formatPoints(minor(minorUnits));

/** What would be declared for the day, with the part being chosen now in place. */
function declaredAfter(
  kind: MarketKind,
  known: { open: string | null; close: string | null },
  session: Session,
  pana: string | undefined,
  gali: { left: string; right: string },
): DeclaredResult | undefined {
  if (kind === 'gali') return { galiLeft: gali.left, galiRight: gali.right };
  if (pana === undefined) return undefined;
  if (kind === 'starline') return { openPana: pana };
  const open = session === 'open' ? pana : (known.open ?? undefined);
  const close = session === 'close' ? pana : (known.close ?? undefined);
  return {
    ...(open === undefined ? {} : { openPana: open }),
    ...(close === undefined ? {} : { closePana: close }),
  };
}

function DayLines({
  kind,
  lines,
  total,
  day,
  decides,
  declared,
  rates,
}: {
  kind: MarketKind;
  lines: readonly DayLine[];
  total: number;
  day: string;
  decides: string;
  declared: DeclaredResult | undefined;
  rates: ReturnType<typeof ratesOf>;
}) {
  if (lines.length === 0) return <p>{t.noBids}</p>;
  return (
    <div className="table-scroll">
      <table>
        <caption>{t.bidsOfDay(day)}</caption>
        <thead>
          <tr>
            <th scope="col">{t.bidPlayer}</th>
            <th scope="col">{t.bidType}</th>
            <th scope="col">{t.bidSession}</th>
            <th scope="col">{t.bidDigits}</th>
            <th scope="col">{t.bidPoints}</th>
            <th scope="col">{t.bidState}</th>
            <th scope="col">{t.withThisResult}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => {
            const preview =
              declared === undefined
                ? undefined
                : previewLine(kind, line, decides, declared, rates);
            return (
              <tr key={line.bid_id}>
                <td>{line.mobile}</td>
                <td>{line.bid_type}</td>
                <td>{line.session}</td>
                <td>
                  {line.closedigits === '' ? line.digits : `${line.digits}-${line.closedigits}`}
                </td>
                <td className="number">{points(line.points_minor)}</td>
                <td>
                  {line.state === 'won' ? `${line.state} ${points(line.payout_minor)}` : line.state}
                </td>
                <td>
                  {preview === undefined
                    ? ''
                    : preview.status === 'won'
                      ? t.wouldWin(points(preview.payoutMinor))
                      : preview.status === 'lost'
                        ? t.wouldLose
                        : t.stillWaiting}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {total > lines.length ? <p>{t.moreBids(lines.length, total)}</p> : null}
    </div>
  );
}

export function DeclareForm({ market, onClose }: { market: ListedMarket; onClose: () => void }) {
  const id = useId();
  const waitingDays = [...new Set([...market.waiting.map((w) => w.day), market.day])].sort();
  const [day, setDay] = useState(waitingDays[0] ?? market.day);
  // A day stays on offer once chosen, when its last waiting line has been decided.
  const days = [...new Set([...waitingDays, day])].sort();
  const [chosenSession, setChosenSession] = useState<Session | undefined>(undefined);
  const [pana, setPana] = useState<string | undefined>(undefined);
  const [gali, setGali] = useState({ left: '0', right: '0' });
  const { data } = useControlQuery('marketBids', { game_id: market.game_id, day });
  const known = { open: data?.open_value ?? null, close: data?.close_value ?? null };
  // Open first, then close: the mock refuses a close before its open.
  const session: Session = chosenSession ?? (known.open === null ? 'open' : 'close');
  const declare = (kind: MarketKind) =>
    kind === 'main' ? 'resultMain' : kind === 'starline' ? 'resultStarline' : 'resultGali';
  const said = (answer: {
    day: string;
    won: number;
    lost: number;
    paid_minor: number;
    reversed: number;
    reversed_minor: number;
  }) =>
    t.declared(market.name, answer.day, answer.won, answer.lost, points(answer.paid_minor)) +
    (answer.reversed > 0 ? t.reversed(answer.reversed, points(answer.reversed_minor)) : '');
  const main = useControlAction('resultMain', said);
  const starline = useControlAction('resultStarline', said);
  const galiAction = useControlAction('resultGali', said);
  const pending = main.pending || starline.pending || galiAction.pending;

  const decides = market.kind === 'main' ? session : market.kind === 'starline' ? 'slot' : 'game';
  const declared = declaredAfter(market.kind, known, session, pana, gali);
  const alreadyDeclared = market.kind === 'main' ? known[session] !== null : known.open !== null;
  const chosen =
    market.kind === 'gali'
      ? `${gali.left}${gali.right}`
      : pana === undefined
        ? t.noResultChosen
        : market.kind === 'main' && session === 'close'
          ? closeResultFromPana(pana)
          : openResultFromPana(pana);
  const knownParts = [known.open, known.close].filter((part) => part !== null).join(', ');

  const confirm = useConfirm();
  const run = () => {
    const which = declare(market.kind);
    if (which === 'resultGali')
      galiAction.run({ game_id: market.game_id, result: `${gali.left}${gali.right}`, day });
    else if (pana === undefined) return;
    else if (which === 'resultStarline') starline.run({ game_id: market.game_id, pana, day });
    else main.run({ game_id: market.game_id, session, pana, day });
  };
  // A first declaration pays the day's wins; a correction takes paid wins back: it asks first.
  const submit = () =>
    alreadyDeclared
      ? confirm({
          question: t.confirmCorrect(market.name, day, chosen),
          yes: t.correctYes,
          run,
        })
      : run();

  return (
    <section className="console-card declare" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t.declareTitle(market.name)}</h3>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="inline-form">
          <label>
            {t.resultDay}
            <select value={day} onChange={(event) => setDay(event.target.value)}>
              {days.map((d) => (
                <option key={d} value={d}>
                  {d}
                </option>
              ))}
            </select>
          </label>
          {market.kind !== 'main' ? null : (
            <fieldset className="inline-form">
              <legend>{t.session}</legend>
              {(['open', 'close'] as const).map((s) => (
                <label key={s} className="check">
                  <input
                    type="radio"
                    name={`${id}-session`}
                    checked={session === s}
                    onChange={() => setChosenSession(s)}
                  />
                  {s === 'open' ? t.sessionOpen : t.sessionClose}
                </label>
              ))}
            </fieldset>
          )}
        </div>
        {knownParts === '' ? null : <p>{t.declaredAlready(knownParts)}</p>}
        {market.kind === 'gali' ? (
          <div className="inline-form">
            {(['left', 'right'] as const).map((side) => (
              <label key={side}>
                {side === 'left' ? t.galiLeft : t.galiRight}
                <select
                  value={gali[side]}
                  onChange={(event) => setGali({ ...gali, [side]: event.target.value })}
                >
                  {DIGITS.map((d) => (
                    <option key={d} value={d}>
                      {d}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
        ) : (
          <PanaPicker value={pana} onChange={setPana} />
        )}
        <p>
          {t.chosenResult}: <strong data-testid="chosen-result">{chosen}</strong>
        </p>
        <div className="inline-form">
          <button
            type="submit"
            disabled={pending || (market.kind !== 'gali' && pana === undefined)}
          >
            {alreadyDeclared ? t.correct : t.declare}
          </button>
          <button type="button" onClick={onClose}>
            {t.hideForm}
          </button>
        </div>
      </form>
      {data === undefined ? null : (
        <DayLines
          kind={market.kind}
          lines={data.lines}
          total={data.total}
          day={day}
          decides={decides}
          declared={declared}
          rates={ratesOf(data.rates)}
        />
      )}
    </section>
  );
}
