import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { minor, minorToPoints, parseWholePointsMinor, validateTransfer } from '@matka/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Modal } from '../../../components/ui/modal';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { PhoneField, TextField } from '../../../components/ui/text-field';
import { getProvider } from '../../../lib/provider';
import { useSession } from '../../../lib/session';
import { refreshBalances } from '../../../lib/queries';
import { BalanceCard } from '../components/balance-card';
import { useWalletBalanceMinor } from '../use-wallet-balance';
import { walletToast } from '../wallet-toast';
import '../wallet.css';

interface PendingTransfer {
  readonly phone: string;
  readonly points: number;
  readonly receiverName: string;
}

/**
 * Transfer Points (/transfer, /transfermodel): the form rules of spec section 5 in order, the
 * receiver check (api-check-user-for-transfer-amt) showing the receiver's name, a confirmation
 * modal, then the transfer with an empty note.
 */
export function Component() {
  const queryClient = useQueryClient();
  const session = useSession();
  const token = session?.token ?? '';
  const balanceMinor = useWalletBalanceMinor();
  const [phone, setPhone] = useState('');
  const [points, setPoints] = useState('');
  const [receiverName, setReceiverName] = useState<string>();
  const [pending, setPending] = useState<PendingTransfer>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  async function check(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    const problem = validateTransfer({
      phone,
      ownPhone: session?.mobile ?? '',
      points,
      balanceMinor: balanceMinor ?? minor(0),
    });
    const amountMinor = parseWholePointsMinor(points);
    if (problem || amountMinor === undefined) {
      walletToast.error(problem ?? messages.pointsRequired);
      return;
    }
    locked.current = true;
    setBusy(true);
    setReceiverName(undefined);
    try {
      const provider = await getProvider();
      const answer = await provider.apiCheckUserForTransferAmt({
        unique_token: token,
        mobile_no: phone,
      });
      setReceiverName(answer.user_name);
      setPending({ phone, points: minorToPoints(amountMinor), receiverName: answer.user_name });
    } catch {
      walletToast.error(messages.receiverCheckFailed);
    } finally {
      locked.current = false;
      setBusy(false);
    }
  }

  async function transfer() {
    if (!pending || locked.current) return;
    locked.current = true;
    setBusy(true);
    try {
      const provider = await getProvider();
      const answer = await provider.apiUserTransferWalletBalance({
        unique_token: token,
        amount: pending.points,
        mobile_no: pending.phone,
        transfer_note: '',
      });
      walletToast.success(answer.msg || `${pending.points} points sent to ${pending.receiverName}`);
      setPhone('');
      setPoints('');
      setReceiverName(undefined);
    } catch (caught) {
      walletToast.error(errorMessage(caught, messages.anErrorOccurred));
    } finally {
      setPending(undefined);
      locked.current = false;
      setBusy(false);
      void refreshBalances(queryClient);
    }
  }

  return (
    <div className="wallet-screen">
      <ScreenTitle>Transfer Points</ScreenTitle>
      <BalanceCard />
      <form className="card form" onSubmit={check} noValidate aria-label="Transfer Points">
        <PhoneField
          label="Phone Number"
          autoComplete="off"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setReceiverName(undefined);
          }}
        />
        {receiverName !== undefined ? (
          <p className="wallet-receiver">
            Receiver: <strong>{receiverName}</strong>
          </p>
        ) : null}
        <TextField
          label="Points"
          inputMode="numeric"
          pattern="[0-9]*"
          value={points}
          onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
        />
        <button type="submit" className="button button--accent button--block" disabled={busy}>
          {busy && !pending ? 'Checking...' : 'Transfer'}
        </button>
      </form>
      <Modal
        open={pending !== undefined}
        onClose={() => setPending(undefined)}
        title="Confirm Transfer"
      >
        {pending ? (
          <div className="wallet-confirm">
            <dl className="wallet-confirm__rows">
              <div>
                <dt>Receiver</dt>
                <dd>{pending.receiverName}</dd>
              </div>
              <div>
                <dt>Phone Number</dt>
                <dd>+91 {pending.phone}</dd>
              </div>
              <div>
                <dt>Points</dt>
                <dd>{pending.points}</dd>
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
                onClick={transfer}
                disabled={busy}
              >
                {busy ? messages.submitting : 'Confirm'}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
