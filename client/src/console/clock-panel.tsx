import { useState } from 'react';
import { consoleMessages as t } from '@matka/shared/messages';
import { useControlAction, useControlQuery } from './use-control';

const STEPS_MINUTES = [15, 60, 24 * 60] as const;

/** The server clock in the header: its IST reading and whether it stands still. */
export function ClockSummary() {
  const { data } = useControlQuery('clockNow', {});
  if (data === undefined) return null;
  const state = !data.overridden ? t.realTime : data.frozen ? t.frozen : t.running;
  return (
    <p className="clock-summary">
      {t.serverClock}: <strong data-testid="server-clock">{data.ist}</strong> ({state})
    </p>
  );
}

/** Setting the clock, moving it on, and back to real time. */
export function ClockPanel() {
  const [at, setAt] = useState('');
  const [frozen, setFrozen] = useState(true);
  const [to, setTo] = useState('');
  const said = (answer: { ist: string; frozen: boolean }) => t.clockNow(answer.ist, answer.frozen);
  const set = useControlAction('clock', said);
  const advance = useControlAction('clockAdvance', said);
  const reset = useControlAction('clockReset', (answer) => t.clockReal(answer.ist));

  return (
    <section className="console-card" aria-labelledby="clock-title">
      <h2 id="clock-title">{t.clock}</h2>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          set.run({ ist: at, frozen });
        }}
      >
        <label>
          {t.clockAt}
          <input
            value={at}
            onChange={(event) => setAt(event.target.value)}
            placeholder="11:50 PM"
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={frozen}
            onChange={(event) => setFrozen(event.target.checked)}
          />
          {t.keepFrozen}
        </label>
        <button type="submit" disabled={set.pending}>
          {t.setClock}
        </button>
      </form>
      <div className="inline-form" role="group" aria-label={t.advanceBy}>
        <span>{t.advanceBy}</span>
        {STEPS_MINUTES.map((minutes) => (
          <button
            key={minutes}
            type="button"
            disabled={advance.pending}
            onClick={() => advance.run({ minutes })}
          >
            {t.advanceMinutes(minutes)}
          </button>
        ))}
      </div>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          advance.run({ to });
        }}
      >
        <label>
          {t.advanceTo}
          <input
            value={to}
            onChange={(event) => setTo(event.target.value)}
            placeholder="12:10 AM"
          />
        </label>
        <button type="submit" disabled={advance.pending}>
          {t.advance}
        </button>
      </form>
      <button type="button" disabled={reset.pending} onClick={() => reset.run({})}>
        {t.backToRealTime}
      </button>
    </section>
  );
}
