import type { FastifyInstance } from 'fastify';
import {
  formatClockTime,
  istDateKey,
  istMinutesOfDay,
  istTimeOnDate,
  isDateKey,
  parseClockTime,
} from '@matka/shared/time';
import { providerMessages } from '@matka/shared/messages';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { Refusal } from '../../lib/refusal';

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;

/** '2026-11-22 14:30' (IST, 24-hour) or a time today '02:30 PM'; undefined otherwise. */
function parseIstInstant(text: string, now: number): number | undefined {
  const full = /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):([0-5]\d)$/.exec(text.trim());
  if (full !== null) {
    const [, day = '', hours = '', minutes = ''] = full;
    return isDateKey(day) ? istTimeOnDate(day, Number(hours) * 60 + Number(minutes)) : undefined;
  }
  const minutes = parseClockTime(text.trim());
  return minutes === undefined ? undefined : istTimeOnDate(istDateKey(now), minutes);
}

/** The next instant after `now` whose IST time is `minutes` past midnight (today's or tomorrow's). */
function nextTimeOfDay(now: number, minutes: number): number {
  const today = istTimeOnDate(istDateKey(now), minutes);
  return today > now ? today : today + MINUTES_PER_DAY * MS_PER_MINUTE;
}

function istLabel(ms: number): string {
  return `${istDateKey(ms)} ${formatClockTime(istMinutesOfDay(ms))}`;
}

/** The server clock as the control API answers it. */
export function clockReading(ctx: ServerContext) {
  const current = ctx.clock.now();
  return {
    status: true as const,
    now: current,
    ist: istLabel(current),
    overridden: ctx.clock.overridden,
    frozen: ctx.clock.frozen,
  };
}

/** Moving the server clock (frozen or running), reading it, and back to real time. */
export function clockControls(app: FastifyInstance, ctx: ServerContext): void {
  const { clock } = ctx;
  const reading = () => clockReading(ctx);

  control(app, ctx, 'clock', (body, now) => {
    const at = parseIstInstant(body.ist, now);
    if (at === undefined) throw new Refusal(400, providerMessages.controlIstNotValid(body.ist));
    clock.set(at, body.frozen ?? true);
    return reading();
  });

  control(app, ctx, 'clockNow', () => reading());

  control(app, ctx, 'clockAdvance', (body, now) => {
    let at: number;
    if ('to' in body) {
      const minutes = parseClockTime(body.to);
      if (minutes === undefined)
        throw new Refusal(400, providerMessages.controlTimeNotValid(body.to));
      at = nextTimeOfDay(now, minutes);
    } else {
      at = now + body.minutes * MS_PER_MINUTE;
    }
    clock.set(at, body.frozen ?? clock.frozen);
    return reading();
  });

  control(app, ctx, 'clockReset', () => {
    clock.reset();
    return reading();
  });
}
