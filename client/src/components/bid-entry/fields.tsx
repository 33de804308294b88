import { messages } from '@matka/shared/messages';
import type { Session, SpDpTpChoice } from '@matka/shared/rules';
import { memo, useId, type Ref } from 'react';
import { TextField } from '@/core/components/ui/text-field';
import { sessionName } from '@/components/session-name';

export interface DigitFieldProps {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly suggestions?: readonly string[];
  readonly maxLength?: number;
  readonly placeholder?: string;
  readonly ref?: Ref<HTMLInputElement>;
}

/** A native `<datalist>`: the input becomes a keyboard-operable combobox. */
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

/** Memoised: up to 220 options, and the form renders on every keystroke and every poll. */
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

/** The market day, not always today (docs/game-rules.md#market-days-and-windows). */
export function BidDateField({ date }: { readonly date: string }) {
  return <TextField label={messages.date} value={date} readOnly />;
}

export interface SessionChoiceProps {
  readonly session: Session;
  readonly onChange: (session: Session) => void;
  readonly openSelectable: boolean;
}

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
