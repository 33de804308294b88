import { useState } from 'react';
import { endpointPaths } from '@matka/shared/contract/request';
import { consoleMessages as t } from '@matka/shared/messages';
import { useControlAction, useControlQuery } from './use-control';

/** Every provider path, `*` (a fault on every one) first. */
const EVERY_PATH = '*';
const PATHS = [EVERY_PATH, ...Object.values(endpointPaths).sort()];

const yes = (on: boolean) => (on ? '✓' : '');

export function FaultsPanel() {
  const { data } = useControlQuery('faultsList', {});
  const [path, setPath] = useState<string>(endpointPaths.apiGetDashboardData);
  const [latency, setLatency] = useState('');
  const [http500, setHttp500] = useState(false);
  const [malformed, setMalformed] = useState(false);
  const [unreachable, setUnreachable] = useState(false);
  const [textWrapped, setTextWrapped] = useState(false);
  const [times, setTimes] = useState('');
  const inject = useControlAction('faults', (_answer, body) => {
    const what = [
      body.unreachable === true ? t.faultWhat.unreachable : undefined,
      body.http_500 === true ? t.faultWhat.http500 : undefined,
      body.malformed === true ? t.faultWhat.malformed : undefined,
      body.text_wrapped === true ? t.faultWhat.textWrapped : undefined,
    ].filter((part) => part !== undefined);
    const late = body.latency_ms === undefined ? [] : [t.faultLatencyIs(body.latency_ms)];
    return t.faultSet(
      body.path,
      [...(what.length === 0 ? [t.faultWhat.normally] : what), ...late].join(', '),
      body.times,
    );
  });
  const clear = useControlAction('faultsClear', (_answer, body) =>
    body.path === undefined ? t.faultsCleared : t.faultCleared(body.path),
  );

  return (
    <section className="console-card" aria-labelledby="faults-title">
      <h2 id="faults-title">{t.faults}</h2>
      <p className="help">{t.providerDownHelp}</p>
      <button
        type="button"
        className="danger"
        disabled={inject.pending}
        onClick={() => inject.run({ path: EVERY_PATH, unreachable: true })}
      >
        {t.providerDown}
      </button>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          const latencyMs = Number(latency);
          const count = Number(times);
          inject.run({
            path,
            ...(latency.trim() === '' ? {} : { latency_ms: latencyMs }),
            unreachable,
            http_500: http500,
            malformed,
            text_wrapped: textWrapped,
            ...(times.trim() === '' ? {} : { times: count }),
          });
        }}
      >
        <label>
          {t.faultPath}
          <select value={path} onChange={(event) => setPath(event.target.value)}>
            {PATHS.map((p) => (
              <option key={p} value={p}>
                {p === EVERY_PATH ? t.faultEveryPath : p}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t.faultLatency}
          <input
            inputMode="numeric"
            size={6}
            value={latency}
            onChange={(e) => setLatency(e.target.value)}
          />
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={unreachable}
            onChange={(e) => setUnreachable(e.target.checked)}
          />
          {t.faultUnreachable}
        </label>
        <label className="check">
          <input type="checkbox" checked={http500} onChange={(e) => setHttp500(e.target.checked)} />
          {t.faultHttp500}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={malformed}
            onChange={(e) => setMalformed(e.target.checked)}
          />
          {t.faultMalformed}
        </label>
        <label className="check">
          <input
            type="checkbox"
            checked={textWrapped}
            onChange={(e) => setTextWrapped(e.target.checked)}
          />
          {t.faultTextWrapped}
        </label>
        <label>
          {t.faultTimes}
          <input
            inputMode="numeric"
            size={4}
            value={times}
            onChange={(e) => setTimes(e.target.value)}
          />
        </label>
        <button type="submit" disabled={inject.pending}>
          {t.inject}
        </button>
      </form>
      <div className="table-scroll">
        <table>
          <caption>{t.activeFaults}</caption>
          <thead>
            <tr>
              <th scope="col">{t.faultPath}</th>
              <th scope="col">{t.faultLatency}</th>
              <th scope="col">{t.faultUnreachable}</th>
              <th scope="col">{t.faultHttp500}</th>
              <th scope="col">{t.faultMalformed}</th>
              <th scope="col">{t.faultTextWrapped}</th>
              <th scope="col">{t.faultRemaining}</th>
              <th scope="col">
                <span className="visually-hidden">{t.actions}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data?.faults.length === 0 ? (
              <tr>
                <td colSpan={8}>{t.noFaults}</td>
              </tr>
            ) : null}
            {data?.faults.map((fault) => (
              <tr key={fault.path}>
                <td>{fault.path}</td>
                <td className="number">{fault.latency_ms}</td>
                <td>{yes(fault.unreachable)}</td>
                <td>{yes(fault.http_500)}</td>
                <td>{yes(fault.malformed)}</td>
                <td>{yes(fault.text_wrapped)}</td>
                <td>{fault.remaining ?? t.faultForever}</td>
                <td>
                  <button type="button" onClick={() => clear.run({ path: fault.path })}>
                    {t.clearFault(fault.path)}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <button type="button" disabled={clear.pending} onClick={() => clear.run({})}>
        {t.clearAllFaults}
      </button>
      <PhpNoticesForm />
    </section>
  );
}

function PhpNoticesForm() {
  const { data } = useControlQuery('phpNotices', {});
  const [share, setShare] = useState('');
  const set = useControlAction('phpNotices', (answer) => t.phpNoticesNow(answer.share));
  return (
    <form
      className="inline-form"
      aria-labelledby="php-notices-title"
      onSubmit={(event) => {
        event.preventDefault();
        set.run({ share: Number(share) });
      }}
    >
      <h3 id="php-notices-title">{t.phpNotices}</h3>
      <p>{t.phpNoticesHelp}</p>
      {data === undefined ? null : <p>{t.phpNoticesNow(data.share)}</p>}
      <label>
        {t.phpNoticeShare}
        <input
          inputMode="decimal"
          size={4}
          value={share}
          onChange={(event) => setShare(event.target.value)}
        />
      </label>
      <button type="submit" disabled={set.pending || share.trim() === ''}>
        {t.phpNoticesSet}
      </button>
    </form>
  );
}
