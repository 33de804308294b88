import { ProviderError } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { validatePhone } from '@matka/shared/rules';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/ui/modal';
import { PhoneField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { useSession } from '../../../lib/session';
import { useSubmitForm } from '../../../lib/use-submit-form';
import type { UpiWithdrawOption } from '../payment-methods';
import { walletToast } from '../wallet-toast';

/** Navigation state of /otpwithdraw (spec section 2, Verify UPI). */
export interface VerifyUpiState {
  readonly phoneNumber: string;
  readonly otp2: string;
  readonly option: UpiWithdrawOption;
}

export interface UpiNumberModalProps {
  /** The method being added; the modal is closed when undefined. */
  readonly option: UpiWithdrawOption | undefined;
  readonly onClose: () => void;
}

/**
 * The UPI number modal (spec sections 4 and 5): the number is checked with the UPI wording, an OTP
 * is sent through the forgot-password mobile check for the player's own mobile, then /otpwithdraw.
 */
export function UpiNumberModal({ option, onClose }: UpiNumberModalProps) {
  return (
    <Modal open={option !== undefined} onClose={onClose} title={`${option ?? ''} UPI Number`}>
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
  const { field, busy, submit } = useSubmitForm({
    initial: { number: '' },
    validate: ({ number }) => validatePhone(number, 'upi'),
    onSubmit: async ({ number }) => {
      const provider = await getProvider();
      const answer = await provider.apiForgetCheckMobile({ mobile: session?.mobile ?? '' });
      const state: VerifyUpiState = { phoneNumber: number, otp2: answer.otp, option };
      void navigate(paths.otpWithdraw, { state });
    },
    onError: (caught) =>
      walletToast.error(
        caught instanceof ProviderError && caught.kind === 'refused'
          ? messages.failedToGenerateOtp
          : messages.errorSendingOtp,
      ),
    keepBusyOnSuccess: true,
  });

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={`${option} UPI Number`}>
      <PhoneField label={`${option} Number`} {...field('number')} />
      <div className="wallet-modal__actions">
        <button type="button" className="button button--outline" onClick={onClose}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={busy}>
          {busy ? messages.sending : 'Send OTP'}
        </button>
      </div>
    </form>
  );
}
