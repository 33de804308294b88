import { useContext, useState } from 'react';
import { consoleMessages as t } from '@matka/shared/messages';
import { useConfirm } from './confirm';
import { ReportContext, useControlAction, useControlQuery } from './use-control';

interface Player {
  mobile: string;
  name: string;
  wallet_amt: number;
  betting_status: string;
  sessions: number;
  pending_bids: number;
  pending_withdrawals: number;
  pending_fund_requests: number;
}

function PlayerRow({ player }: { player: Player }) {
  const [wallet, setWallet] = useState('');
  const confirm = useConfirm();
  const report = useContext(ReportContext);
  const setWalletAction = useControlAction('userWallet', (_answer, body) =>
    t.walletSet(body.mobile, String(body.wallet_amt)),
  );
  const betting = useControlAction('userBettingStatus', (_answer, body) =>
    t.bettingSet(body.mobile, body.betting_status === '1'),
  );
  const expire = useControlAction('userExpireSessions', (answer, body) =>
    t.sessionsEnded(body.mobile, answer.expired),
  );
  const bettingOn = player.betting_status === '1';
  return (
    <tr>
      <td data-label={t.playerMobile}>{player.mobile}</td>
      <td data-label={t.playerName}>{player.name}</td>
      <td className="number" data-label={t.playerWallet}>
        {player.wallet_amt}
      </td>
      <td data-label={t.playerBetting}>{bettingOn ? t.bettingOn : t.bettingOff}</td>
      <td className="number" data-label={t.playerSessions}>
        {player.sessions}
      </td>
      <td className="number" data-label={t.playerWaitingBids}>
        {player.pending_bids}
      </td>
      <td className="number" data-label={t.playerRequests}>
        {player.pending_withdrawals + player.pending_fund_requests}
      </td>
      <td className="actions">
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            const points = Number(wallet);
            if (wallet.trim() === '' || !Number.isInteger(points) || points < 0)
              report(t.walletAmountNeeded(player.mobile), 'error');
            else
              confirm({
                question: t.confirmWallet(player.mobile, String(player.wallet_amt), String(points)),
                yes: t.walletYes,
                run: () => setWalletAction.run({ mobile: player.mobile, wallet_amt: points }),
              });
          }}
        >
          <input
            aria-label={t.newWallet(player.mobile)}
            inputMode="numeric"
            size={8}
            value={wallet}
            onChange={(event) => setWallet(event.target.value)}
          />
          <button type="submit" disabled={setWalletAction.pending}>
            {t.setWallet(player.mobile)}
          </button>
        </form>
        <button
          type="button"
          disabled={betting.pending}
          onClick={() =>
            betting.run({ mobile: player.mobile, betting_status: bettingOn ? '0' : '1' })
          }
        >
          {bettingOn ? t.turnBettingOff(player.mobile) : t.turnBettingOn(player.mobile)}
        </button>
        <button
          type="button"
          disabled={expire.pending || player.sessions === 0}
          onClick={() =>
            confirm({
              question: t.confirmEndSessions(player.mobile, player.sessions),
              yes: t.endSessionsYes,
              run: () => expire.run({ mobile: player.mobile }),
            })
          }
        >
          {t.endSessions(player.mobile)}
        </button>
      </td>
    </tr>
  );
}

/** The players: wallet, betting status, sessions; set a wallet, turn betting off or on, end sessions. */
export function PlayersPanel() {
  const [search, setSearch] = useState('');
  const { data } = useControlQuery('players', { search, limit: 100 });
  return (
    <section className="console-card" aria-labelledby="players-title">
      <h2 id="players-title">{t.players}</h2>
      <label>
        {t.search}
        <input type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
      </label>
      {data === undefined ? null : (
        <>
          <p>{t.playersShown(data.players.length, data.total)}</p>
          <div className="table-scroll">
            <table className="stacks">
              <thead>
                <tr>
                  <th scope="col">{t.playerMobile}</th>
                  <th scope="col">{t.playerName}</th>
                  <th scope="col">{t.playerWallet}</th>
                  <th scope="col">{t.playerBetting}</th>
                  <th scope="col">{t.playerSessions}</th>
                  <th scope="col">{t.playerWaitingBids}</th>
                  <th scope="col">{t.playerRequests}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t.actions}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.players.map((player) => (
                  <PlayerRow key={player.mobile} player={player} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
