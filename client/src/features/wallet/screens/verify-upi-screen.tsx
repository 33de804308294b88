import { errorMessage } from '@matka/shared/contract';
import { messages } from '@matka/shared/messages';
import { OTP_LENGTH, OTP_RESEND_SECONDS, isValidOtp, otpMatches } from '@matka/shared/rules';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ScreenTitle } from '../../../components/ui/screen-title';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { getProvider } from '../../../lib/provider';
import { useSession } from '../../../lib/session';
import { refreshAfterMoneyMovement } from '../api/wallet-queries';
import type { VerifyUpiState } from '../components/upi-number-modal';
import { isUpiWithdrawOption, upiDetailsFor } from '../payment-methods';
import { walletToast } from '../wallet-toast';
import '../wallet.css';

function readState(state: unknown): VerifyUpiState | undefined {
  if (typeof state !== 'object' || state === null) return undefined;
  const { phoneNumber, otp2, option } = state as Partial<Record<keyof VerifyUpiState, unknown>>;
  if (typeof phoneNumber !== 'string' || phoneNumber === '') return undefined;
  if ((typeof otp2 !== 'string' && typeof otp2 !== 'number') || otp2 === '') return undefined;
  if (!isUpiWithdrawOption(option)) return undefined;
  return { phoneNumber, otp2: String(otp2), option };
}

/** Seconds left before 'Resend Code' (spec section 4: a 30-second countdown). */
function useResendCountdown(): { readonly left: number; readonly restart: () => void } {
  const [left, setLeft] = useState(OTP_RESEND_SECONDS);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => setLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(id);
  }, [round]);
  return {
    left,
    restart: () => {
      setLeft(OTP_RESEND_SECONDS);
      setRound((value) => value + 1);
    },
  };
}

/**
 * Verify UPI (/otpwithdraw): reads phoneNumber, otp2 and option from the navigation state; a
 * matching code saves the number (api-add-user-upi-details) and returns to /imp7 (spec section 4).
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const state = readState(useLocation().state);
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const [verifying, setVerifying] = useState(false);
  const [resending, setResending] = useState(false);
  const busy = useRef(false);
  const latestResent = useRef<string | undefined>(undefined);
  const countdown = useResendCountdown();

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (busy.current) return;
    if (!state) {
      setError(messages.invalidNavigation);
      return;
    }
    if (
      !isValidOtp(otp) ||
      !otpMatches(otp, { original: state.otp2, latestResent: latestResent.current })
    ) {
      setError(messages.enterValidOtp);
      return;
    }
    setError(undefined);
    busy.current = true;
    setVerifying(true);
    try {
      const provider = await getProvider();
      await provider.apiAddUserUpiDetails({
        unique_token: session?.token ?? '',
        ...upiDetailsFor(state.option, state.phoneNumber),
      });
      walletToast.success(messages.upiNumberAdded);
      void refreshAfterMoneyMovement(queryClient);
      void navigate(paths.wallet, { replace: true });
    } catch (caught) {
      walletToast.error(errorMessage(caught, messages.genericError));
      busy.current = false;
      setVerifying(false);
    }
  }

  async function resend() {
    if (resending) return;
    setResending(true);
    try {
      const provider = await getProvider();
      latestResent.current = (
        await provider.apiForgetCheckMobile({ mobile: session?.mobile ?? '' })
      ).otp;
      countdown.restart();
    } catch {
      walletToast.error(messages.failedToResendOtp);
    } finally {
      setResending(false);
    }
  }

  return (
    <div className="card auth-card">
      <ScreenTitle>{messages.verifyUpi}</ScreenTitle>
      {state ? (
        <p className="muted">
          Enter the {OTP_LENGTH}-digit code sent to your mobile to add {state.option} number +91{' '}
          {state.phoneNumber}.
        </p>
      ) : (
        <p className="form-error" role="alert">
          {messages.invalidNavigation}
        </p>
      )}
      <form className="form" onSubmit={verify} noValidate aria-label={messages.verifyUpi}>
        <TextField
          label="Enter OTP"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={OTP_LENGTH}
          value={otp}
          error={error}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        />
        <button type="submit" className="button button--primary button--block" disabled={verifying}>
          {verifying ? messages.verifying : messages.verifyUpi}
        </button>
      </form>
      {state ? (
        <p className="muted" aria-live="polite">
          {countdown.left > 0 ? (
            `Resend code in ${countdown.left}s`
          ) : (
            <button type="button" className="link-button" onClick={resend} disabled={resending}>
              {messages.resendCode}
            </button>
          )}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--outline button--block"
        onClick={() => {
          void navigate(-1);
        }}
      >
        {messages.backToPreviousPage}
      </button>
    </div>
  );
}
