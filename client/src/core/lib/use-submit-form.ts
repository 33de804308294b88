import { useState, type FormEvent } from 'react';

type Values<F extends string> = Readonly<Record<F, string>>;

export interface SubmitFormOptions<F extends string, E extends string> {
  /** The fields and their starting values. */
  readonly initial: Values<F>;
  /** The first problem of the values (a spec message), or undefined; may await (a hash check). */
  readonly validate: (values: Values<F>) => string | undefined | Promise<string | undefined>;
  /** The field a problem (or a returned failure message) is shown under; by default the first. */
  readonly fieldOf?: (message: string) => E;
  /**
   * Sends the valid values through the screen's write hook, which locks while in flight and
   * ignores a second send; a returned message is shown under its field.
   */
  readonly send: (values: Values<F>) => Promise<string | undefined | void>;
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
  readonly submit: (event: FormEvent) => Promise<void>;
}

/**
 * The plumbing of a form screen: its fields, the first problem under its field, and a submit that
 * checks, then sends. The pending state and the lock belong to the write hook the screen sends
 * through (use-write.ts), not to the form.
 */
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
