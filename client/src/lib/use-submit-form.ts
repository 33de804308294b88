import { useRef, useState, type FormEvent } from 'react';

type Values<F extends string> = Readonly<Record<F, string>>;

export interface SubmitFormOptions<F extends string, E extends string> {
  /** The fields and their starting values. */
  readonly initial: Values<F>;
  /** The first problem of the values (a spec message), or undefined; may await (a hash check). */
  readonly validate: (values: Values<F>) => string | undefined | Promise<string | undefined>;
  /** The field a problem (or a failure's returned message) is shown under; by default the first. */
  readonly fieldOf?: (message: string) => E;
  /** Sends the valid values. */
  readonly onSubmit: (values: Values<F>) => Promise<void>;
  /** Tells the player why the check or the send failed; a returned message goes under its field. */
  readonly onError: (caught: unknown) => string | void;
  /** Stays busy after a successful send (the screen is leaving); a failure always frees the form. */
  readonly keepBusyOnSuccess?: boolean;
}

export interface SubmitForm<F extends string, E extends string> {
  /** A field input's value, change handler and error: `<TextField {...field('phone')} />`. */
  readonly field: (name: F & E) => {
    readonly value: string;
    readonly onChange: (event: { target: { value: string } }) => void;
    readonly error: string | undefined;
  };
  /** The message under `field`, if the last problem belongs there. */
  readonly errorFor: (field: E) => string | undefined;
  /** True while sending; repeat submits are ignored until it is done. */
  readonly busy: boolean;
  readonly submit: (event: FormEvent) => Promise<void>;
}

/**
 * The plumbing of a form screen: its fields, the first problem under its field, and a submit that
 * checks, then sends once at a time (busy, repeat submits ignored) and reports a failure.
 */
export function useSubmitForm<F extends string, E extends string = F>({
  initial,
  validate,
  fieldOf,
  onSubmit,
  onError,
  keepBusyOnSuccess = false,
}: SubmitFormOptions<F, E>): SubmitForm<F, E> {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ field: E; message: string }>();
  const [busy, setBusy] = useState(false);
  const locked = useRef(false);

  const show = (message: string | undefined) =>
    setError(
      message
        ? { field: fieldOf ? fieldOf(message) : (Object.keys(initial)[0] as E), message }
        : undefined,
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (locked.current) return;
    locked.current = true;
    setBusy(true);
    let stayBusy = false;
    try {
      const checked = validate(values);
      // Await only an async check, so a plain problem shows in the click's own render.
      const problem = checked instanceof Promise ? await checked : checked;
      show(problem);
      if (problem) return;
      await onSubmit(values);
      stayBusy = keepBusyOnSuccess;
    } catch (caught) {
      const message = onError(caught);
      if (message) show(message);
    } finally {
      if (!stayBusy) {
        locked.current = false;
        setBusy(false);
      }
    }
  }

  const errorFor = (field: E) => (error?.field === field ? error.message : undefined);

  return {
    field: (name) => ({
      value: values[name],
      onChange: (event) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
      error: errorFor(name),
    }),
    errorFor,
    busy,
    submit,
  };
}
