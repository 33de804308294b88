import { useState, type FormEvent } from 'react';

type Values<F extends string> = Readonly<Record<F, string>>;

export interface SubmitFormOptions<F extends string, E extends string> {
  readonly initial: Values<F>;
  /** May await (a hash check). */
  readonly validate: (values: Values<F>) => string | undefined | Promise<string | undefined>;
  /** By default the first field. */
  readonly fieldOf?: (message: string) => E;
  /** Through a write hook, which locks while in flight; a returned message shows as a problem. */
  readonly send: (values: Values<F>) => Promise<string | undefined | void>;
}

export interface SubmitForm<F extends string, E extends string> {
  /** `<TextField {...field('phone')} />`. */
  readonly field: (name: F & E) => {
    readonly value: string;
    readonly onChange: (event: { target: { value: string } }) => void;
    readonly error: string | undefined;
  };
  readonly errorFor: (field: E) => string | undefined;
  readonly submit: (event: FormEvent) => Promise<void>;
}

/** The pending state and the lock belong to the write hook, not to the form. */
export function useSubmitForm<F extends string, E extends string = F>({
  initial,
  validate,
  fieldOf,
  send,
}: SubmitFormOptions<F, E>): SubmitForm<F, E> {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<{ field: E; message: string }>();

  const show = (message: string | undefined | void) =>
    setError(
      message
        ? { field: fieldOf ? fieldOf(message) : (Object.keys(initial)[0] as E), message }
        : undefined,
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const checked = validate(values);
    // Await only an async check, so a plain problem shows in the click's own render.
    const problem = checked instanceof Promise ? await checked : checked;
    show(problem);
    if (problem) return;
    const failure = await send(values);
    if (failure) show(failure);
  }

  const errorFor = (field: E) => (error?.field === field ? error.message : undefined);

  return {
    field: (name) => ({
      value: values[name],
      onChange: (event) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
      error: errorFor(name),
    }),
    errorFor,
    submit,
  };
}
