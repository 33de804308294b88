import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { consoleMessages as t } from '@matka/shared/messages';
import { ClockPanel, ClockSummary } from './clock-panel';
import { ConfirmContext, ConfirmPanel, type Confirmation } from './confirm';
import { controlToken, saveControlToken, tokenRefusals } from './control-token';
import { FaultsPanel } from './faults-panel';
import { MarketsPanel } from './markets/markets-panel';
import { MoneyPanel } from './money-panel';
import { PlayersPanel } from './players-panel';
import { ScenariosPanel } from './scenarios-panel';
import { ReportContext } from './use-control';

const SECTIONS = [
  { id: 'markets', label: t.markets, panel: () => <MarketsPanel /> },
  { id: 'players', label: t.players, panel: () => <PlayersPanel /> },
  { id: 'money', label: t.money, panel: () => <MoneyPanel /> },
  { id: 'clock', label: t.clock, panel: () => <ClockPanel /> },
  { id: 'faults', label: t.faults, panel: () => <FaultsPanel /> },
  { id: 'scenarios', label: t.scenarios, panel: () => <ScenariosPanel /> },
] as const;
type SectionId = (typeof SECTIONS)[number]['id'];

function TokenForm({ onSaved }: { onSaved: () => void }) {
  const [token, setToken] = useState('');
  // Opened without a token, nothing was refused: it has none yet.
  const [hadToken] = useState(() => controlToken() !== undefined);
  return (
    <form
      className="console-card token-form"
      aria-labelledby="token-title"
      onSubmit={(event) => {
        event.preventDefault();
        saveControlToken(token);
        onSaved();
      }}
    >
      <h2 id="token-title">{t.tokenTitle}</h2>
      <p role="alert">{hadToken ? t.tokenRefused : t.tokenMissing}</p>
      <p>{t.tokenHelp}</p>
      <label>
        {t.tokenLabel}
        <input
          type="password"
          autoComplete="off"
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
      </label>
      <button type="submit">{t.tokenSave}</button>
    </form>
  );
}

/** The status line: what the last action did, or the mock's refusal. */
function useStatusLine(): [ReactNode, (message: string, kind: 'ok' | 'error') => void] {
  const [status, setStatus] = useState<{ message: string; kind: 'ok' | 'error' }>({
    message: t.nothingYet,
    kind: 'ok',
  });
  const report = useCallback(
    (message: string, kind: 'ok' | 'error') => setStatus({ message, kind }),
    [],
  );
  const line = (
    <p className={`status-line ${status.kind}`} role="status" aria-label={t.lastAction}>
      {status.message}
    </p>
  );
  return [line, report];
}

/** The console: the server clock and the last action on top, one section at a time below. */
export function ConsoleApp() {
  const [section, setSection] = useState<SectionId>('markets');
  const [needsToken, setNeedsToken] = useState(false);
  const [statusLine, report] = useStatusLine();
  const [confirmation, setConfirmation] = useState<Confirmation | undefined>(undefined);
  const queryClient = useQueryClient();

  useEffect(() => {
    const ask = () => setNeedsToken(true);
    tokenRefusals.addEventListener('refused', ask);
    return () => tokenRefusals.removeEventListener('refused', ask);
  }, []);

  const current = SECTIONS.find((s) => s.id === section) ?? SECTIONS[0];
  return (
    <ReportContext.Provider value={report}>
      <ConfirmContext.Provider value={setConfirmation}>
        <header className="console-header">
          <h1>{t.title}</h1>
          <ClockSummary />
          {statusLine}
        </header>
        {confirmation === undefined ? null : (
          <ConfirmPanel confirmation={confirmation} onDone={() => setConfirmation(undefined)} />
        )}
        {needsToken ? (
          <TokenForm
            onSaved={() => {
              setNeedsToken(false);
              void queryClient.invalidateQueries({ queryKey: ['control'] });
            }}
          />
        ) : null}
        <nav className="console-tabs" aria-label={t.tabs}>
          {SECTIONS.map((s) => (
            <button
              key={s.id}
              type="button"
              aria-current={s.id === section ? 'page' : undefined}
              onClick={() => setSection(s.id)}
            >
              {s.label}
            </button>
          ))}
        </nav>
        <main className="console-main" aria-label={current.label}>
          {current.panel()}
        </main>
      </ConfirmContext.Provider>
    </ReportContext.Provider>
  );
}
