import { messages } from '@matka/shared/messages';
import { OTP_LENGTH } from '@matka/shared/rules';
import { useLocation, useNavigate } from 'react-router';
import { OtpScreen } from '@/components/otp-form';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useOtpCode } from '@/core/lib/use-otp-code';
import { useResendUpiOtp, useSaveUpiNumber } from '@/features/wallet/api/upi-details';
import type { VerifyUpiState } from '@/features/wallet/components/upi-number-modal';
import { isUpiWithdrawOption } from '@/features/wallet/payment-methods';
import { moneyToast } from '@/lib/toast';
import '@/features/wallet/wallet.css';

function readState(state: unknown): VerifyUpiState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber, otp2, option } = state as Partial<Record<keyof VerifyUpiState, unknown>>;
  if (typeof phoneNumber !== 'string' || phoneNumber === '') return undefined;
  if ((typeof otp2 !== 'string' && typeof otp2 !== 'number') || otp2 === '') return undefined;
  if (!isUpiWithdrawOption(option)) return undefined;
  return { phoneNumber, otp2: String(otp2), option };
}

/**
 * Verify UPI (/otpwithdraw): reads phoneNumber, otp2 and option from the navigation state; a
 * matching code saves the number (api-add-user-upi-details) and returns to /imp7.
 */
export function VerifyUpiScreen() {
  const navigate = useNavigate();
  const session = useSession();
  const state = readState(useLocation().state);
  const save = useSaveUpiNumber();
  const resendCode = useResendUpiOtp();
  const code = useOtpCode({
    original: state?.otp2,
    resend: state ? { write: resendCode, phone: session?.mobile ?? '' } : undefined,
    toastError: moneyToast.error,
  });

  async function verify(otp: string): Promise<string | undefined> {
    if (!state) return messages.invalidNavigation;
    if (!code.matches(otp)) return messages.enterValidOtp;
    const result = await save.send({ option: state.option, number: state.phoneNumber });
    if (result.status === 'failed') moneyToast.error(result.message);
    if (result.status === 'done') {
      moneyToast.success(messages.upiNumberAdded);
      void navigate(paths.wallet, { replace: true });
    }
    return undefined;
  }

  return (
    <OtpScreen
      title={messages.verifyUpi}
      hint={state ? messages.upiCodeSentTo(OTP_LENGTH, state.option, state.phoneNumber) : undefined}
      submitLabel={messages.verifyUpi}
      label={messages.verifyUpi}
      onSubmit={verify}
      verifying={save.isPending}
      onResend={state ? code.resend : undefined}
      resending={code.resending}
    />
  );
}
