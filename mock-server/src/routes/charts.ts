import type { FastifyInstance, FastifyReply } from 'fastify';
import { panaDigit } from '@matka/shared/rules';
import {
  addDays,
  formatLongDate,
  istDateKey,
  istMidnightMs,
  istParts,
  type DateKey,
} from '@matka/shared/time';
import type { ServerContext } from '../context';
import { escapeHtml } from '../lib/html';
import type { ResultRow } from '../repositories/markets-repository';

/** How far back a chart page reaches. */
const CHART_WEEKS = 12;
const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;padding:12px;background:#fffbe6;color:#222}
h1{font-size:1.2rem;text-align:center;background:#7b1fa2;color:#fff;padding:10px;border-radius:6px}
h2{font-size:1rem;margin:18px 0 6px}
.scroll{overflow-x:auto}
table{border-collapse:collapse;width:100%;font-variant-numeric:tabular-nums}
th,td{border:1px solid #999;padding:4px 6px;text-align:center;font-size:.85rem}
th{background:#ffe082}
td.date{white-space:nowrap;font-size:.75rem}
.panel{line-height:1.1}.panel b{display:block;font-size:1rem;color:#c62828}
</style></head><body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** Monday of the week a day belongs to. */
function weekStart(day: DateKey): DateKey {
  const weekday = istParts(istMidnightMs(day)).weekday;
  return addDays(day, -((weekday + 6) % 7));
}

function weeksUpTo(today: DateKey): DateKey[] {
  const last = weekStart(today);
  return Array.from({ length: CHART_WEEKS }, (_, i) => addDays(last, -7 * (CHART_WEEKS - 1 - i)));
}

function sendPage(reply: FastifyReply, html: string) {
  return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
}

/** The chart pages behind `web_chart_url`, `web_starline_chart_url` and `web_galidessar_chart_url`. */
export async function chartsRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  // Main market: the jodi chart and the panel chart, one row per week (Monday to Sunday).
  app.get<{ Params: { id: string } }>('/mock/charts/main/:id', async (request, reply) => {
    const market = /^\d{1,12}$/.test(request.params.id)
      ? ctx.repos.markets.byId(Number(request.params.id))
      : undefined;
    if (market === undefined || market.kind !== 'main') return reply.callNotFound();
    const byDay = new Map<string, ResultRow>(
      ctx.repos.markets.resultsOfMarket(market.id).map((r) => [r.day, r]),
    );
    const today = istDateKey(ctx.clock.now());
    const weeks = weeksUpTo(today);
    const head = `<tr><th>Week</th>${WEEKDAYS.map((d) => `<th>${d}</th>`).join('')}</tr>`;
    const cells = (render: (r: ResultRow | undefined, day: DateKey) => string) =>
      weeks
        .map((start) => {
          const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
          const tds = days
            .map((day) => `<td>${day > today ? '' : render(byDay.get(day), day)}</td>`)
            .join('');
          return `<tr><td class="date">${escapeHtml(formatLongDate(start))}<br>to<br>${escapeHtml(formatLongDate(days[6] ?? start))}</td>${tds}</tr>`;
        })
        .join('');
    const digit = (pana: string | null | undefined) =>
      pana == null ? '*' : String(panaDigit(pana));
    const jodi = (r: ResultRow | undefined) =>
      escapeHtml(`${digit(r?.open_value)}${digit(r?.close_value)}`);
    const panel = (r: ResultRow | undefined) =>
      `<div class="panel">${escapeHtml(r?.open_value ?? '***')}<b>${jodi(r)}</b>${escapeHtml(r?.close_value ?? '***')}</div>`;
    const body = `<h2>Jodi Chart</h2><div class="scroll"><table>${head}${cells((r) => jodi(r))}</table></div>
<h2>Panel Chart</h2><div class="scroll"><table>${head}${cells((r) => panel(r))}</table></div>`;
    return sendPage(
      reply,
      page(`${market.name} (${market.open_time} - ${market.close_time})`, body),
    );
  });

  // Starline and Gali: one row per day (newest first), one column per slot or game.
  const dailyChart =
    (kind: 'starline' | 'gali', title: string) =>
    async (_request: unknown, reply: FastifyReply) => {
      const markets = ctx.repos.markets.byKind(kind);
      const results = ctx.repos.markets.resultsOfKind(kind);
      const byKey = new Map(results.map((r) => [`${r.market_id}:${r.day}`, r]));
      const today = istDateKey(ctx.clock.now());
      const days = Array.from({ length: CHART_WEEKS * 7 }, (_, i) => addDays(today, -i)).filter(
        (day) => markets.some((m) => byKey.has(`${m.id}:${day}`)) || day === today,
      );
      const head = `<tr><th>Date</th>${markets
        .map((m) => `<th>${escapeHtml(kind === 'starline' ? m.open_time : m.name)}</th>`)
        .join('')}</tr>`;
      const rows = days
        .map((day) => {
          const tds = markets
            .map((m) => {
              const r = byKey.get(`${m.id}:${day}`);
              if (kind === 'gali')
                return `<td>${escapeHtml(`${r?.open_value ?? '*'}${r?.close_value ?? '*'}`)}</td>`;
              const pana = r?.open_value ?? null;
              return `<td>${escapeHtml(pana === null ? '***-*' : `${pana}-${panaDigit(pana)}`)}</td>`;
            })
            .join('');
          return `<tr><td class="date">${escapeHtml(formatLongDate(day))}</td>${tds}</tr>`;
        })
        .join('');
      return sendPage(
        reply,
        page(title, `<div class="scroll"><table>${head}${rows}</table></div>`),
      );
    };
  app.get('/mock/charts/starline', dailyChart('starline', 'King Starline Result Chart'));
  app.get('/mock/charts/gali', dailyChart('gali', 'Gali Disawar Result Chart'));
}
