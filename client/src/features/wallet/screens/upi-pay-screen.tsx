import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import {
  formatPoints,
  minor,
  minorToPoints,
  parseWholePointsMinor,
  validateDeposit,
  type Minor,
} from '@matka/shared/rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { TextField } from '../../../components/ui/text-field';
import { loadRuntimeConfig } from '../../../config/runtime-config';
import { useClock } from '../../../lib/clock';
import { getProvider } from '../../../lib/provider';
import { useSession } from '../../../lib/session';
import { lastFundRequestQueryOptions } from '../api/wallet-queries';
import { refreshBalances } from '../../../lib/queries';
import { UPI_PAY_OPTIONS, buildUpiPayLink, type UpiPayOption } from '../payment-methods';
import { walletToast } from '../wallet-toast';
import '../wallet.css';

/** Spec section 9: the fund request is posted 2000 ms after the UPI redirect. */
export const FUND_REQUEST_DELAY_MS = 2000;

/** Hands the payment link to the phone's UPI app; the page stays (spec section 4). */
function openUpiLink(link: string): void {
  window.open(link, '_self');
}

/** A valid deposit the player is asked to confirm. */
interface PendingDeposit {
  readonly amountMinor: Minor;
  readonly method: UpiPayOption;
}

/**
 * UPI PAY (/payviaupi): amount (at least min_amt) and one of PhonePe, Google Pay, Paytm, Other UPI
 * Gateway; 'Add Money' asks to confirm the amount and method (ours, not the spec's: a tap should not
 * send money by mistake), then opens the upi://pay link and 2 s later posts the fund request (spec
 * section 4).
 */
export function Component() {
  const clock = useClock();
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.token ?? '';
  const minimum = useQuery(lastFundRequestQueryOptions(token));
  const minDepositMinor = minimum.data?.min_amt ?? minor(0);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<UpiPayOption>();
  const [pending, setPending] = useState<PendingDeposit>();
  const [loading, setLoading] = useState(false);
  const locked = useRef(false);

  useEffect(() => {
    if (minimum.isError) walletToast.error(messages.errorFetchingMinimumDeposit);
  }, [minimum.isError]);

  function review(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    const problem = validateDeposit({ amount, minDepositMinor, method });
    if (problem) {
      walletToast.error(problem);
      return;
    }
    const amountMinor = parseWholePointsMinor(amount);
    if (amountMinor === undefined || method === undefined) return;
    setPending({ amountMinor, method });
  }

  async function addMoney({ amountMinor }: PendingDeposit) {
    setPending(undefined);
    if (locked.current) return;
    locked.current = true;
    setLoading(true);
    const release = () => {
      locked.current = false;
      setLoading(false);
    };
    try {
      const config = await loadRuntimeConfig();
      const payeeAddress = config.upiPayeeAddress.trim();
      if (payeeAddress === '') {
        walletToast.error(messages.upiIdNotConfigured);
        release();
        return;
      }
      openUpiLink(
        buildUpiPayLink({
          payeeAddress,
          payeeName: session?.username ?? '',
          amountMinor,
          nowMs: clock.now(),
        }),
      );
    } catch {
      walletToast.error(messages.errorInitiatingPayment);
      release();
      return;
    }
    window.setTimeout(() => {
      void (async () => {
        try {
          const provider = await getProvider();
          await provider.apiFundRequestAdd({
            unique_token: token,
            request_amount: minorToPoints(amountMinor),
          });
          setAmount('');
          setMethod(undefined);
        } catch (caught) {
          walletToast.error(errorMessage(caught, messages.errorInitiatingPayment));
        } finally {
          release();
          void refreshBalances(queryClient);
        }
      })();
    }, FUND_REQUEST_DELAY_MS);
  }

  const ready = amount.trim() !== '' && method !== undefined;
  return (
    <div className="wallet-screen">
      <ScreenTitle>{messages.upiPay}</ScreenTitle>
      <form className="card form" onSubmit={review} noValidate aria-label={messages.upiPay}>
        <TextField
          label="Amount"
          prefix="₹"
          inputMode="numeric"
          pattern="[0-9]*"
          placeholder={messages.minimumDeposit(formatPoints(minDepositMinor))}
          value={amount}
          onChange={(event) => setAmount(event.target.value.replace(/\D/g, ''))}
        />
        <fieldset className="wallet-choice">
          <legend>Payment Method</legend>
          {UPI_PAY_OPTIONS.map((option) => (
            <label key={option} className="wallet-choice__option">
              <input
                type="radio"
                name="upi-pay-method"
                value={option}
                checked={method === option}
                onChange={() => setMethod(option)}
              />
              {option}
            </label>
          ))}
        </fieldset>
        <button
          type="submit"
          className="button button--accent button--block"
          disabled={!ready || loading}
        >
          {loading ? 'Processing...' : messages.addMoney}
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
                <dt>Amount</dt>
                <dd>₹{formatPoints(pending.amountMinor)}</dd>
              </div>
              <div>
                <dt>Payment Method</dt>
                <dd>{pending.method}</dd>
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
                onClick={() => void addMoney(pending)}
              >
                {messages.confirmAddMoney}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
