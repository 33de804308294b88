import { messages } from '@matka/shared/messages';
import { validatePhone } from '@matka/shared/rules';
import { useNavigate } from 'react-router';
import { Modal } from '@/components/ui/modal';
import { PhoneField } from '@/core/components/ui/text-field';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useSubmitForm } from '@/core/lib/use-submit-form';
import { useRequestUpiOtp } from '@/features/wallet/api/upi-details';
import type { UpiWithdrawOption } from '@/features/wallet/payment-methods';
import { moneyToast } from '@/lib/toast';

export interface VerifyUpiState {
  readonly phoneNumber: string;
  readonly otp2: string;
  readonly option: UpiWithdrawOption;
}

export interface UpiNumberModalProps {
  /** Closed when undefined. */
  readonly option: UpiWithdrawOption | undefined;
  readonly onClose: () => void;
}

export function UpiNumberModal({ option, onClose }: UpiNumberModalProps) {
  return (
    <Modal
      open={option !== undefined}
      onClose={onClose}
      title={option === undefined ? '' : messages.upiNumberOf(option)}
    >
      {option !== undefined ? (
        <UpiNumberForm key={option} option={option} onClose={onClose} />
      ) : null}
    </Modal>
  );
}

function UpiNumberForm({
  option,
  onClose,
}: {
  readonly option: UpiWithdrawOption;
  readonly onClose: () => void;
}) {
  const navigate = useNavigate();
  const session = useSession();
  const requestCode = useRequestUpiOtp();
  // After the code is sent the form stays locked while Verify UPI opens.
  const busy = requestCode.isPending || requestCode.isSuccess;
  const { field, submit } = useSubmitForm({
    initial: { number: '' },
    validate: ({ number }) => validatePhone(number, 'upi'),
    send: async ({ number }) => {
      const result = await requestCode.send(session?.mobile ?? '');
      if (result.status === 'failed') moneyToast.error(result.message);
      if (result.status !== 'done') return;
      const state: VerifyUpiState = { phoneNumber: number, otp2: result.data.otp, option };
      void navigate(paths.otpWithdraw, { state });
    },
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={messages.upiNumberOf(option)}>
      <PhoneField label={messages.numberOf(option)} {...field('number')} />
      <div className="wallet-modal__actions">
        <button type="button" className="button button--outline" onClick={onClose}>
          {messages.cancelButton}
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? messages.sending : messages.sendOtp}
        </button>
      </div>
    </form>
  );
}
