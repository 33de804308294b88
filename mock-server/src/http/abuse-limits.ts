import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { providerMessages } from '@matka/shared/messages';
import type { Clock } from '@matka/shared/time';
import type { RateLimitSettings } from '../config';
import { Refusal } from '../lib/refusal';

/** The guards of the OTP and login endpoints (route preHandlers); empty when limits are off. */
export interface AbuseLimits {
  otp: preHandlerAsyncHookHandler[];
  login: preHandlerAsyncHookHandler[];
}

const MAX_TRACKED_PHONES = 50_000;

function mobileOf(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const mobile = (body as Record<string, unknown>)['mobile'];
  return typeof mobile === 'string' ? mobile : undefined;
}

/**
 * Per phone number: a fixed window per number on the server clock (so tests can move it). The
 * address limit is `@fastify/rate-limit`'s, which runs once per request and so cannot count both keys.
 */
function perPhone(clock: Clock, max: number, windowMs: number): preHandlerAsyncHookHandler {
  const windows = new Map<string, { start: number; count: number }>();
  return async (request) => {
    const mobile = mobileOf(request);
    if (mobile === undefined) return;
    const now = clock.now();
    if (windows.size > MAX_TRACKED_PHONES) {
      for (const [key, w] of windows) if (now - w.start >= windowMs) windows.delete(key);
    }
    let w = windows.get(mobile);
    if (w === undefined || now - w.start >= windowMs || now < w.start) {
      w = { start: now, count: 0 };
      windows.set(mobile, w);
    }
    w.count += 1;
    if (w.count > max) throw new Refusal(429, providerMessages.tooManyAttempts);
  };
}

/** Registers `@fastify/rate-limit` (per address) and builds the per-phone counters. */
export async function createAbuseLimits(
  app: FastifyInstance,
  settings: RateLimitSettings | false,
  clock: Clock,
): Promise<AbuseLimits> {
  if (settings === false) return { otp: [], login: [] };
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new Refusal(429, providerMessages.tooManyAttempts),
  });
  const perAddress = (max: number, groupId: string) =>
    app.rateLimit({ max, timeWindow: settings.windowMs, groupId });
  return {
    otp: [
      perAddress(settings.otpPerAddress, 'otp'),
      perPhone(clock, settings.otpPerPhone, settings.windowMs),
    ],
    login: [
      perAddress(settings.loginPerAddress, 'login'),
      perPhone(clock, settings.loginPerPhone, settings.windowMs),
    ],
  };
}
