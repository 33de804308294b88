import { useState } from 'react';
import { messages, consoleMessages as t, withdrawMethodName } from '@matka/shared/messages';
import { PAYMENT_METHOD, WITHDRAW_REQUEST_STATUS } from '@matka/shared/contract';
import { formatPoints, minor } from '@matka/shared/rules';
import { useConfirm } from './confirm';
import { useControlAction, useControlQuery } from './use-control';
import { PaymentSlips } from './payment-slips';

interface MoneyRequest {
  request_id: string;
  mobile: string;
  name: string;
  amount_minor: number;
  status: string;
  insert_date: string;
  payment_method: string;
}

/** Withdraw states as the player's history shows them. */
const WITHDRAW_STATUS: Readonly<Record<string, string>> = {
  [WITHDRAW_REQUEST_STATUS.pending]: messages.withdrawStatusPending,
  [WITHDRAW_REQUEST_STATUS.cancelled]: messages.withdrawStatusCancelled,
  [WITHDRAW_REQUEST_STATUS.approved]: messages.withdrawStatusApproved,
};

function RequestTable({
  caption,
  requests,
  withdrawals,
}: {
  caption: string;
  requests: readonly MoneyRequest[];
  withdrawals: boolean;
}) {
  const confirm = useConfirm();
  // The request as listed when its button was pressed: the sentences name its player and points.
  const listed = (id: string) => {
    const request = requests.find((r) => r.request_id === id);
    return [id, request?.mobile ?? '', formatPoints(minor(request?.amount_minor ?? 0))] as const;
  };
  const decideWithdrawal = useControlAction('withdrawal', (_answer, body) =>
    (body.action === 'approve' ? t.withdrawalApproved : t.withdrawalCancelled)(
      ...listed(body.request_id),
    ),
  );
  const decideFund = useControlAction('fundRequest', (_answer, body) =>
    (body.action === 'approve' ? t.fundRequestApproved : t.fundRequestRejected)(
      ...listed(body.request_id),
    ),
  );
  const pending = decideWithdrawal.pending || decideFund.pending;
  /** A button that asks first, then decides the request. */
  const decide = (label: string, question: string, yes: string, run: () => void) => (
    <button type="button" disabled={pending} onClick={() => confirm({ question, yes, run })}>
      {label}
    </button>
  );
  return (
    <div className="table-scroll">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t.requestId}</th>
            <th scope="col">{t.requestPlayer}</th>
            <th scope="col">{t.requestAmount}</th>
            {withdrawals ? <th scope="col">{t.requestMethod}</th> : null}
            <th scope="col">{t.requestDate}</th>
            <th scope="col">{t.requestStatus}</th>
            <th scope="col">
              <span className="visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {requests.length === 0 ? (
            <tr>
              <td colSpan={withdrawals ? 7 : 6}>{t.noRequests}</td>
            </tr>
          ) : null}
          {requests.map((r) => (
            <tr key={r.request_id}>
              <td>{r.request_id}</td>
              <td>
                {r.mobile} ({r.name})
              </td>
              <td className="number">{formatPoints(minor(r.amount_minor))}</td>
              {withdrawals ? <td>{withdrawMethodName(r.payment_method, PAYMENT_METHOD)}</td> : null}
              <td>{r.insert_date}</td>
              <td>{(withdrawals ? WITHDRAW_STATUS : t.fundStatus)[r.status] ?? r.status}</td>
              <td className="actions">
                {r.status !== '0' ? null : withdrawals ? (
                  <>
                    {decide(
                      t.approveWithdrawal(r.request_id),
                      t.confirmApproveWithdrawal(...listed(r.request_id)),
                      t.approveYes,
                      () => decideWithdrawal.run({ request_id: r.request_id, action: 'approve' }),
                    )}
                    {decide(
                      t.cancelWithdrawal(r.request_id),
                      t.confirmCancelWithdrawal(...listed(r.request_id)),
                      t.cancelYes,
                      () => decideWithdrawal.run({ request_id: r.request_id, action: 'cancel' }),
                    )}
                  </>
                ) : (
                  <>
                    {decide(
                      t.approveFundRequest(r.request_id),
                      t.confirmApproveFundRequest(...listed(r.request_id)),
                      t.approveYes,
                      () => decideFund.run({ request_id: r.request_id, action: 'approve' }),
                    )}
                    {decide(
                      t.rejectFundRequest(r.request_id),
                      t.confirmRejectFundRequest(...listed(r.request_id)),
                      t.rejectYes,
                      () => decideFund.run({ request_id: r.request_id, action: 'reject' }),
                    )}
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Withdrawals and fund requests of every player: approve, cancel or reject the pending ones. */
export function MoneyPanel() {
  const [all, setAll] = useState(false);
  const { data } = useControlQuery('moneyRequests', { which: all ? 'all' : 'pending' });
  return (
    <section className="console-card" aria-labelledby="money-title">
      <h2 id="money-title">{t.money}</h2>
      <label className="check">
        <input type="checkbox" checked={all} onChange={(event) => setAll(event.target.checked)} />
        {t.showAllRequests}
      </label>
      {data === undefined ? null : (
        <>
          <RequestTable caption={t.withdrawals} requests={data.withdrawals} withdrawals />
          <RequestTable
            caption={t.fundRequests}
            requests={data.fund_requests}
            withdrawals={false}
          />
        </>
      )}
      <PaymentSlips />
    </section>
  );
}
