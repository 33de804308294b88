import { useId, useState } from 'react';
import { consoleMessages as t } from '@matka/shared/messages';
import { checkOpenResult, chartFor, DIGITS } from '@matka/shared/rules';

/**
 * Choosing a pana the way a result is read: a digit, then one of that digit's 22 panas from the
 * shared chart (12 single, 9 double, 1 triple: docs/game-rules.md#digits-jodis-and-panas), or typed and checked by the shared result rule.
 */
export function PanaPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (pana: string | undefined) => void;
}) {
  const id = useId();
  const [digit, setDigit] = useState<string | undefined>(undefined);
  const [typed, setTyped] = useState('');
  const check = typed.trim() === '' ? undefined : checkOpenResult(typed.trim());
  const chart = digit === undefined ? undefined : chartFor(digit);
  const choose = (pana: string) => {
    setTyped(pana);
    onChange(pana);
  };
  const group = (label: string, panas: readonly string[]) => (
    <div role="group" aria-label={label} className="pana-group">
      <span>{label}</span>
      {panas.map((pana) => (
        <button key={pana} type="button" aria-pressed={value === pana} onClick={() => choose(pana)}>
          {pana}
        </button>
      ))}
    </div>
  );

  return (
    <fieldset className="pana-picker">
      <legend>{t.panaTyped}</legend>
      <p className="help">{t.panaPickerHelp}</p>
      <div role="group" aria-label={t.panaDigit} className="pana-group">
        <span>{t.panaDigit}</span>
        {DIGITS.map((d) => (
          <button key={d} type="button" aria-pressed={digit === d} onClick={() => setDigit(d)}>
            {d}
          </button>
        ))}
      </div>
      {chart === undefined ? null : (
        <>
          {group(t.singlePanas, chart.sp)}
          {group(t.doublePanas, chart.dp)}
          {group(t.triplePana, chart.tp)}
        </>
      )}
      <label htmlFor={`${id}-typed`}>{t.panaTyped}</label>
      <input
        id={`${id}-typed`}
        inputMode="numeric"
        maxLength={5}
        size={6}
        value={typed}
        aria-invalid={check !== undefined && !check.ok}
        aria-describedby={`${id}-problem`}
        onChange={(event) => {
          const text = event.target.value;
          setTyped(text);
          const checked = text.trim() === '' ? undefined : checkOpenResult(text.trim());
          onChange(checked?.ok === true ? checked.result.pana : undefined);
        }}
      />
      <span id={`${id}-problem`} className="problem">
        {check !== undefined && !check.ok ? check.message : ''}
      </span>
    </fieldset>
  );
}
