import { messages } from '@matka/shared/messages';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@matka/shared/rules';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { TextField } from '@/core/components/ui/text-field';

interface OtpFormProps {
  /** Button text ('Verify' or 'Verify & Continue'). */
  readonly submitLabel: string;
  /** Checks and uses the code; a returned message is shown under the field. */
  readonly onSubmit: (otp: string) => Promise<string | undefined> | string | undefined;
  /**
   * True while the code's write is in flight ('Verifying...'; the write ignores a repeat submit).
   * Left out when the code is only compared with the one in hand.
   */
  readonly verifying?: boolean;
  /**
   * Asks for a new code; resolves true when sent (the countdown restarts), false when it was not
   * (the caller tells the player why; 'Resend Code' stays). Without it no resend is offered.
   */
  readonly onResend?: () => Promise<boolean>;
  /** True while the new code is being asked for. */
  readonly resending?: boolean;
  /** The form's accessible name, when the screen has more than one form. */
  readonly label?: string;
}

/** Counts down from `seconds` once per second; `restart` starts over. */
function useCountdown(seconds: number): {
  readonly left: number;
  readonly restart: () => void;
} {
  const [left, setLeft] = useState(seconds);
  const [round, setRound] = useState(0);
  useEffect(() => {
    const id = window.setInterval(() => {
      setLeft((value) => {
        if (value <= 1) window.clearInterval(id);
        return Math.max(0, value - 1);
      });
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds, round]);
  return {
    left,
    restart: () => {
      setLeft(seconds);
      setRound((value) => value + 1);
    },
  };
}

/**
 * OTP entry (spec section 4): digits only, 4 long; a 30 s countdown, then 'Resend Code';
 * 'Verifying...' while the code's write is in flight (the write ignores repeat submits). Used by
 * sign-up, password reset and Verify UPI.
 */
function OtpForm({
  submitLabel,
  onSubmit,
  verifying = false,
  onResend,
  resending = false,
  label,
}: OtpFormProps) {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string>();
  const countdown = useCountdown(OTP_RESEND_SECONDS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    const problem = await onSubmit(otp);
    if (problem) setError(problem);
  }

  async function resend() {
    if (onResend && (await onResend())) countdown.restart();
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-label={label}>
      <TextField
        label={messages.enterOtp}
        className="otp-field"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={OTP_LENGTH}
        value={otp}
        error={error}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
      />
      <button type="submit" className="button button--primary button--block" disabled={verifying}>
        {verifying ? messages.verifying : submitLabel}
      </button>
      {onResend ? (
        <p className="muted" aria-live="polite">
          {countdown.left > 0 ? (
            messages.resendCodeIn(countdown.left)
          ) : (
            <button type="button" className="link-button" onClick={resend} disabled={resending}>
              {messages.resendCode}
            </button>
          )}
        </p>
      ) : null}
    </form>
  );
}

export interface OtpScreenProps extends OtpFormProps {
  readonly title: string;
  /** Where the code went; undefined when the navigation state is missing ('Invalid navigation'). */
  readonly hint: ReactNode | undefined;
}

/** An OTP screen: its title, the hint (or 'Invalid navigation'), the OTP form and a way back. */
export function OtpScreen({ title, hint, ...form }: OtpScreenProps) {
  const navigate = useNavigate();
  return (
    <div className="card auth-card">
      <ScreenTitle>{title}</ScreenTitle>
      {hint === undefined ? (
        <p className="form-error" role="alert">
          {messages.invalidNavigation}
        </p>
      ) : (
        <p className="muted">{hint}</p>
      )}
      <OtpForm {...form} />
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
