import { useContext, useState } from 'react';
import { consoleMessages as t } from '@matka/shared/messages';
import { useConfirm } from './confirm';
import { callControl, ControlError } from './control-api';
import { ReportContext, useControlAction, useControlQuery } from './use-control';

/** Offers `text` as a file download named `name`. */
function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}

/** Reseed from a scenario of fixtures/scenarios or from a file; export the state as a scenario file. */
export function ScenariosPanel() {
  const { data } = useControlQuery('scenarios', {});
  const report = useContext(ReportContext);
  const confirm = useConfirm();
  const [name, setName] = useState('default');
  const [file, setFile] = useState<File | undefined>();
  const [description, setDescription] = useState('');
  const reseed = useControlAction('reseed', (answer, body) =>
    t.reseeded(
      'scenario' in body ? body.scenario : (file?.name ?? ''),
      answer.users,
      answer.bids,
      answer.results,
    ),
  );

  const reseedFromFile = async () => {
    if (file === undefined) return;
    let content: Record<string, unknown>;
    try {
      content = JSON.parse(await file.text()) as Record<string, unknown>;
    } catch {
      report(t.notJsonFile, 'error');
      return;
    }
    confirm({
      question: t.confirmReseed(file.name),
      yes: t.reseedYes,
      run: () => reseed.run({ file: content }),
    });
  };
  const scenarios = data?.scenarios ?? [{ name: 'default', description: '', bulk: false }];
  const bulk = scenarios.some((s) => s.name === name && s.bulk);
  const options = (list: typeof scenarios) =>
    list.map((s) => (
      <option key={s.name} value={s.name} title={s.description}>
        {s.name}
      </option>
    ));

  const exportState = async () => {
    try {
      const answer = await callControl(
        'exportState',
        description.trim() === '' ? {} : { description },
      );
      const clock = await callControl('clockNow', {});
      const fileName = `matka-state-${clock.ist.replace(/[^0-9A-Za-z]+/g, '-')}.json`;
      download(fileName, `${JSON.stringify(answer.scenario, null, 2)}\n`);
      report(t.exported(fileName), 'ok');
    } catch (error) {
      report(error instanceof ControlError ? error.message : String(error), 'error');
    }
  };

  return (
    <>
      <section className="console-card" aria-labelledby="reseed-title">
        <h2 id="reseed-title">{t.reseedTitle}</h2>
        <p>{t.reseedHelp}</p>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            confirm({
              question: (bulk ? t.confirmReseedBulk : t.confirmReseed)(name),
              yes: t.reseedYes,
              run: () => reseed.run({ scenario: name }),
            });
          }}
        >
          <label>
            {t.scenario}
            <select value={name} onChange={(event) => setName(event.target.value)}>
              {/* The benchmark data apart, so nobody picks it for a small one. */}
              <optgroup label={t.testScenarios}>
                {options(scenarios.filter((s) => !s.bulk))}
              </optgroup>
              {scenarios.some((s) => s.bulk) ? (
                <optgroup label={t.bulkScenarios}>
                  {options(scenarios.filter((s) => s.bulk))}
                </optgroup>
              ) : null}
            </select>
          </label>
          <button type="submit" disabled={reseed.pending}>
            {t.reseed}
          </button>
        </form>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void reseedFromFile();
          }}
        >
          <label>
            {t.scenarioFile}
            <input
              type="file"
              accept=".json,application/json"
              onChange={(event) => setFile(event.target.files?.[0])}
            />
          </label>
          <button type="submit" disabled={reseed.pending || file === undefined}>
            {t.reseedFromFile}
          </button>
        </form>
      </section>
      <section className="console-card" aria-labelledby="export-title">
        <h2 id="export-title">{t.exportTitle}</h2>
        <p>{t.exportHelp}</p>
        <form
          className="inline-form"
          onSubmit={(event) => {
            event.preventDefault();
            void exportState();
          }}
        >
          <label>
            {t.exportDescription}
            <input value={description} onChange={(event) => setDescription(event.target.value)} />
          </label>
          <button type="submit">{t.exportState}</button>
        </form>
      </section>
    </>
  );
}
