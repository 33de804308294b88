import { messages } from '@matka/shared/messages';
import type { Session, SpDpTpChoice } from '@matka/shared/rules';
import { memo, useId, type Ref } from 'react';
import { TextField } from '@/core/components/ui/text-field';
import { sessionName } from '@/components/session-name';

export interface DigitFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The allowed values, offered as suggestions; empty: no list. */
  readonly suggestions?: readonly string[];
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/**
 * A digit / pana input with a suggestion list of the allowed values (a native `<datalist>`: the
 * input becomes a combobox, keyboard operable). Only digits can be typed.
 */
export function DigitField({
  label,
  value,
  onChange,
  suggestions = [],
  maxLength = 3,
  placeholder,
  ref,
}: DigitFieldProps) {
  const listId = useId();
  return (
    <>
      <TextField
        ref={ref}
        label={label}
        value={value}
        inputMode="numeric"
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        list={suggestions.length > 0 ? listId : undefined}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
      />
      {suggestions.length > 0 ? <SuggestionList id={listId} options={suggestions} /> : null}
    </>
  );
}

/**
 * The `<datalist>` of a digit field. Kept apart and memoised: a pana field offers up to 220 values,
 * and the form renders again on every keystroke and every poll; the lists are the rules' constants,
 * so their options are diffed once.
 */
const SuggestionList = memo(function SuggestionList({
  id,
  options,
}: {
  readonly id: string;
  readonly options: readonly string[];
}) {
  return (
    <datalist id={id}>
      {options.map((option) => (
        <option key={option} value={option} />
      ))}
    </datalist>
  );
});

export interface PointsFieldProps {
  readonly value: string;
  readonly onChange: (value: string) => void;
}

/** The points input: whole points, digits only. */
export function PointsField({ value, onChange }: PointsFieldProps) {
  return (
    <TextField
      label={messages.points}
      value={value}
      inputMode="numeric"
      autoComplete="off"
      maxLength={7}
      placeholder={messages.enterPoints}
      onChange={(event) => onChange(event.target.value.replace(/\D/g, ''))}
    />
  );
}

/**
 * The read-only date as D-MonthName-YYYY (spec section 9): the bid's market day, which is today's
 * IST date but for a night market after midnight (rules page "Time").
 */
export function BidDateField({ date }: { readonly date: string }) {
  return <TextField label={messages.date} value={date} readOnly />;
}

export interface SessionChoiceProps {
  readonly session: Session;
  readonly onChange: (session: Session) => void;
  readonly openSelectable: boolean;
}

/** The Open / Close radio group; Open is disabled once the open time has passed (spec section 4). */
export function SessionChoice({ session, onChange, openSelectable }: SessionChoiceProps) {
  const name = useId();
  return (
    <fieldset className="bid-session">
      <legend className="field__label">{messages.session}</legend>
      {(['Open', 'Close'] as const).map((value) => (
        <label key={value} className="bid-session__option">
          <input
            type="radio"
            name={name}
            value={value}
            checked={session === value}
            disabled={value === 'Open' && !openSelectable}
            onChange={() => onChange(value)}
          />
          <span>{sessionName(value)}</span>
        </label>
      ))}
    </fieldset>
  );
}

export interface SpDpTpChoicesProps {
  readonly chosen: SpDpTpChoice;
  readonly onChange: (chosen: SpDpTpChoice) => void;
}

/** The SP, DP and TP checkboxes of the SP DP TP screen. */
export function SpDpTpChoices({ chosen, onChange }: SpDpTpChoicesProps) {
  return (
    <fieldset className="bid-session">
      <legend className="field__label">{messages.panaTypes}</legend>
      {(['sp', 'dp', 'tp'] as const).map((key) => (
        <label key={key} className="bid-session__option">
          <input
            type="checkbox"
            checked={chosen[key]}
            onChange={(event) => onChange({ ...chosen, [key]: event.target.checked })}
          />
          <span>{key.toUpperCase()}</span>
        </label>
      ))}
    </fieldset>
  );
}
