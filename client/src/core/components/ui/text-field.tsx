import { messages } from '@matka/shared/messages';
import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useKeepsEarlyTyping } from './use-keeps-early-typing';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  readonly label: string;
  readonly error?: string | undefined;
  readonly prefix?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

function FieldFrame({
  id,
  label,
  error,
  className,
  children,
}: {
  readonly id: string;
  readonly label: string;
  readonly error: string | undefined;
  readonly className: string | undefined;
  readonly children: ReactNode;
}) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">{children}</div>
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function linked(id: string, error: string | undefined) {
  return {
    id,
    className: 'field__input',
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  } as const;
}

export function TextField({ label, error, prefix, className, ref, ...input }: TextFieldProps) {
  const id = useId();
  useKeepsEarlyTyping(id, input);
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      {prefix ? (
        <span className="field__prefix" aria-hidden="true">
          {prefix}
        </span>
      ) : null}
      <input {...input} ref={ref} {...linked(id, error)} />
    </FieldFrame>
  );
}

/** Override `autoComplete` where the number is not the player's. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'prefix'>) {
  return (
    <TextField
      prefix="+91"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={10}
      {...props}
    />
  );
}

export function PasswordField(props: Omit<TextFieldProps, 'type'>) {
  const id = useId();
  const [visible, setVisible] = useState(false);
  const { label, error, className, ref, ...input } = props;
  useKeepsEarlyTyping(id, input);
  return (
    <FieldFrame id={id} label={label} error={error} className={className}>
      <input {...input} ref={ref} type={visible ? 'text' : 'password'} {...linked(id, error)} />
      <button
        type="button"
        className="field__toggle"
        aria-label={visible ? messages.hideField(label) : messages.showField(label)}
        aria-pressed={visible}
        onClick={() => setVisible((value) => !value)}
      >
        {visible ? messages.hide : messages.show}
      </button>
    </FieldFrame>
  );
}
