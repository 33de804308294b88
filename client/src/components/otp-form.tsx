import { messages } from '@matka/shared/messages';
import { OTP_LENGTH, OTP_RESEND_SECONDS } from '@matka/shared/rules';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { ScreenTitle } from '@/core/components/ui/screen-title';
import { TextField } from '@/core/components/ui/text-field';

interface OtpFormProps {
  readonly submitLabel: string;
  /** A returned message is shown under the field. */
  readonly onSubmit: (otp: string) => Promise<string | undefined> | string | undefined;
  /** Left out when the code is only compared with the one in hand. */
  readonly verifying?: boolean;
  /** False when not sent: the caller says why and 'Resend Code' stays. */
  readonly onResend?: () => Promise<boolean>;
  readonly resending?: boolean;
  /** The accessible name, when the screen has more than one form. */
  readonly label?: string;
}

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
  /** Undefined without navigation state ('Invalid navigation'). */
  readonly hint: ReactNode | undefined;
}

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
