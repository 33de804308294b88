import { messages } from '@matka/shared/messages';
import { minor, minorToPoints, parseWholePointsMinor, validateTransfer } from '@matka/shared/rules';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { PhoneField, TextField } from '@/core/components/ui/text-field';
import { useSession } from '@/lib/session';
import { useCheckReceiver, useTransfer } from '@/features/wallet/api/transfer';
import { BalanceCard } from '@/features/wallet/components/balance-card';
import { useWalletBalanceMinor } from '@/features/wallet/use-wallet-balance';
import { moneyToast } from '@/lib/toast';
import '@/features/wallet/wallet.css';

interface PendingTransfer {
  readonly phone: string;
  readonly points: number;
  readonly receiverName: string;
}

/**
 * Transfer Points (/transfer, /transfermodel): the form rules in order, the
 * receiver check (api-check-user-for-transfer-amt) showing the receiver's name, a confirmation
 * modal, then the transfer with an empty note.
 */
export function TransferScreen() {
  const session = useSession();
  const balanceMinor = useWalletBalanceMinor();
  const [phone, setPhone] = useState('');
  const [points, setPoints] = useState('');
  const [receiverName, setReceiverName] = useState<string>();
  const [pending, setPending] = useState<PendingTransfer>();
  const checkReceiver = useCheckReceiver();
  const sendPoints = useTransfer();

  async function check(event: FormEvent) {
    event.preventDefault();
    const problem = validateTransfer({
      phone,
      ownPhone: session?.mobile ?? '',
      points,
      balanceMinor: balanceMinor ?? minor(0),
    });
    const amountMinor = parseWholePointsMinor(points);
    if (problem || amountMinor === undefined) {
      moneyToast.error(problem ?? messages.pointsRequired);
      return;
    }
    setReceiverName(undefined);
    const result = await checkReceiver.send(phone);
    if (result.status === 'failed') moneyToast.error(result.message);
    if (result.status !== 'done') return;
    setReceiverName(result.data.user_name);
    setPending({ phone, points: minorToPoints(amountMinor), receiverName: result.data.user_name });
  }

  async function transfer() {
    if (!pending) return;
    const result = await sendPoints.send({ phone: pending.phone, points: pending.points });
    if (result.status === 'ignored') return;
    if (result.status === 'done') {
      moneyToast.success(
        result.data.msg || messages.pointsSentTo(pending.points, pending.receiverName),
      );
      setPhone('');
      setPoints('');
      setReceiverName(undefined);
    } else {
      moneyToast.error(result.message);
    }
    setPending(undefined);
  }

  return (
    <div className="wallet-screen">
      <ScreenTitle>{messages.transferPoints}</ScreenTitle>
      <BalanceCard />
      <form className="card form" onSubmit={check} noValidate aria-label={messages.transferPoints}>
        <PhoneField
          label={messages.phoneNumber}
          autoComplete="off"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setReceiverName(undefined);
          }}
        />
        {receiverName !== undefined ? (
          <p className="wallet-receiver">
            {messages.receiverIs} <strong>{receiverName}</strong>
          </p>
        ) : null}
        <TextField
          label={messages.points}
          inputMode="numeric"
          pattern="[0-9]*"
          value={points}
          onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
        />
        <button
          type="submit"
          className="button button--accent button--block"
          disabled={checkReceiver.isPending || sendPoints.isPending}
        >
          {checkReceiver.isPending ? messages.checking : messages.transfer}
        </button>
      </form>
      <Modal
        open={pending !== undefined}
        onClose={() => setPending(undefined)}
        title={messages.confirmTransfer}
      >
        {pending ? (
          <div className="wallet-confirm">
            <dl className="wallet-confirm__rows">
              <div>
                <dt>{messages.receiver}</dt>
                <dd>{pending.receiverName}</dd>
              </div>
              <div>
                <dt>{messages.phoneNumber}</dt>
                <dd>+91 {pending.phone}</dd>
              </div>
              <div>
                <dt>{messages.points}</dt>
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
                disabled={sendPoints.isPending}
              >
                {sendPoints.isPending ? messages.submitting : messages.confirm}
              </button>
            </div>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
