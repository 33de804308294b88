import { messages } from '@matka/shared/messages';
import { minor, minorToPoints, parseWholePointsMinor, validateWithdraw } from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryFailure } from '@/core/components/ui/query-failure';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { TextField } from '@/core/components/ui/text-field';
import { paths } from '@/config/paths';
import { useClock } from '@/core/lib/clock';
import { useDashboard } from '@/core/lib/queries';
import { useSession } from '@/lib/session';
import { runtimeConfig, withdrawMethodCodes } from '@/config/runtime-config';
import {
  paymentDetailsQueryOptions,
  paymentMethodListQueryOptions,
  walletBalanceQueryOptions,
} from '@/features/wallet/api/wallet-queries';
import { useWithdraw } from '@/features/wallet/api/withdraw';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { SupportBox } from '@/features/wallet/components/support-box';
import {
  withdrawMethodChoices,
  withdrawMethodChoicesFromList,
  type WithdrawMethodCode,
} from '@/features/wallet/payment-methods';
import { useWalletBalanceMinor } from '@/features/wallet/use-wallet-balance';
import { moneyToast } from '@/lib/toast';
import '@/features/wallet/wallet.css';

/** A refused read of the saved numbers is 'Failed to retrieve payment details'. */
const paymentDetailsRefusal = () => messages.failedToRetrievePaymentDetails;

/**
 * Withdraw Funds (/withdraw): balance, withdraw timings, rules and history, points and a saved
 * method; the form's rules in order, the window read in IST from the injected clock.
 */
export function WithdrawScreen() {
  const navigate = useNavigate();
  const clock = useClock();
  const token = useSession()?.token ?? '';
  const dashboard = useDashboard();
  const balanceMinor = useWalletBalanceMinor();
  const codes = withdrawMethodCodes(runtimeConfig());
  // The provider's payment-method list where config.json names it, else the saved numbers
  // (docs/decisions/009).
  const listedOptions = paymentMethodListQueryOptions(token);
  const savedOptions = paymentDetailsQueryOptions(token);
  const listed = useQuery({
    ...listedOptions,
    select: (answer) => answer && withdrawMethodChoicesFromList(answer.result, codes),
  });
  const saved = useQuery({
    ...savedOptions,
    enabled: token !== '' && listed.data === null,
    select: (answer) => withdrawMethodChoices(answer.payment_details, codes),
  });
  const methods = listed.data === null ? saved : listed;
  const methodsKey = listed.data === null ? savedOptions.queryKey : listedOptions.queryKey;
  const choices = methods.data ?? [];
  const [points, setPoints] = useState('');
  const [method, setMethod] = useState<WithdrawMethodCode | ''>('');
  const withdraw = useWithdraw();
  const selectId = useId();

  // Providers that leave the minimum and the window off the dashboard send them with the balance
  // (docs/decisions/009).
  const balance = useQuery(walletBalanceQueryOptions(token));
  const openTime = dashboard.data?.withdraw_open_time || balance.data?.withdraw_open_time || '';
  const closeTime = dashboard.data?.withdraw_close_time || balance.data?.withdraw_close_time || '';
  const minWithdrawal = dashboard.data?.min_withdrawal ?? balance.data?.min_withdrawal;
  const ready = dashboard.data !== undefined && (minWithdrawal !== undefined || !balance.isPending);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!ready) return;
    const problem = validateWithdraw({
      amount: points,
      balanceMinor: balanceMinor ?? minor(0),
      minWithdrawalMinor: minWithdrawal ?? minor(0),
      method,
      withdrawOpenTime: openTime,
      withdrawCloseTime: closeTime,
      nowMs: clock.now(),
    });
    const amountMinor = parseWholePointsMinor(points);
    if (problem || amountMinor === undefined || method === '') {
      moneyToast.error(problem ?? messages.amountRequired);
      return;
    }
    const result = await withdraw.send({ points: minorToPoints(amountMinor), method });
    if (result.status === 'failed') moneyToast.error(result.message);
    if (result.status !== 'done') return;
    moneyToast.success(messages.withdrawRequestSent);
    void navigate(paths.home);
  }

  return (
    <div className="wallet-screen">
      <ScreenTitle>{messages.withdrawFunds}</ScreenTitle>
      <BalanceCard />
      <section className="card wallet-timings" aria-label={messages.withdrawTimings}>
        <h2 className="wallet-section-title">{messages.withdrawTimings}</h2>
        <p>{openTime && closeTime ? `${openTime} - ${closeTime}` : '…'}</p>
      </section>
      <div className="wallet-links">
        <Link className="button button--outline" to={paths.withdrawRule}>
          {messages.withdrawRules}
        </Link>
        <Link className="button button--outline" to={paths.withdrawHistory}>
          {messages.withdrawHistory}
        </Link>
      </div>
      <form className="card form" onSubmit={submit} noValidate aria-label={messages.withdraw}>
        <TextField
          label={messages.points}
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={messages.enterPoints}
          value={points}
          onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
        />
        <div className="field">
          <label htmlFor={selectId} className="field__label">
            {messages.paymentMethod}
          </label>
          <select
            id={selectId}
            className="wallet-select"
            value={method}
            onChange={(event) => setMethod(event.target.value as WithdrawMethodCode | '')}
          >
            <option value="">{messages.selectPaymentMethodOption}</option>
            {choices.map((choice) => (
              <option key={choice.code} value={choice.code}>
                {`${choice.label} (${choice.number})`}
              </option>
            ))}
          </select>
          <QueryFailure queryKey={methodsKey} refused={paymentDetailsRefusal} />
          {methods.isSuccess && methods.data !== null && choices.length === 0 ? (
            <p className="muted">{messages.noPaymentMethods}</p>
          ) : null}
        </div>
        <button
          type="submit"
          className="button button--accent button--block"
          disabled={withdraw.isPending || !ready}
        >
          {withdraw.isPending ? messages.submitting : messages.withdrawNow}
        </button>
      </form>
      <SupportBox />
    </div>
  );
}
