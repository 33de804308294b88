import { messages } from '@matka/shared/messages';
import { formatPickerDate, isDateKey, type DateKey } from '@matka/shared/time';
import { useId } from 'react';

export interface DateFieldProps {
  readonly label: string;
  readonly value: DateKey;
  readonly onChange: (value: DateKey) => void;
}

/**
 * The phone's own picker (no bundle cost) sits transparent over the MM/dd/yyyy text, which the
 * device's locale would otherwise change.
 */
export function DateField({ label, value, onChange }: DateFieldProps) {
  const id = useId();
  return (
    <div className="date-field">
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="date-field__control">
        <span className="date-field__text" aria-hidden="true">
          {isDateKey(value) ? formatPickerDate(value) : messages.datePattern}
        </span>
        <input
          id={id}
          className="date-field__input"
          type="date"
          required
          value={value}
          onClick={(event) => {
            try {
              event.currentTarget.showPicker?.();
            } catch {
              // Some browsers refuse showPicker outside a trusted gesture; the input still edits.
            }
          }}
          onChange={(event) => {
            if (isDateKey(event.target.value)) onChange(event.target.value);
          }}
        />
      </div>
    </div>
  );
}
