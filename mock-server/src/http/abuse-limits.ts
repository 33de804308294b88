import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { providerMessages } from '@matka/shared/messages';
import type { Clock } from '@matka/shared/time';
import type { RateLimitSettings } from '../config';
import { Refusal } from '../lib/refusal';

/**
 * The abuse limits (SECURITY.md "Guessing"; variables in mock-server/README.md). Every limit is
 * checked before any password is hashed: a refused attempt costs a map lookup, not a scrypt hash.
 */
export interface AbuseLimits {
  /** Route guards (preHandlers), run before the endpoint's handler. */
  readonly guards: {
    /** OTP requests: per address, per phone number. */
    readonly otp: preHandlerAsyncHookHandler[];
    /** Login attempts: per address, per phone number and address pair. */
    readonly login: preHandlerAsyncHookHandler[];
    /** Change-password attempts, per address (per player: `checkPlayer`). */
    readonly changePassword: preHandlerAsyncHookHandler[];
    /** Transfer receiver lookups, per address (per player: `checkPlayer`). */
    readonly receiverLookup: preHandlerAsyncHookHandler[];
  };
  /** Counts one attempt of the signed-in player; 429 over the limit. Call before hashing. */
  checkPlayer(kind: 'changePassword' | 'receiverLookup', userId: number): void;
  /** A right password gives its phone-and-address attempt back: only wrong ones use the allowance up. */
  loginSucceeded(request: FastifyRequest): void;
  /**
   * Runs `work` (which hashes a password) once no earlier work of the same address is running, so a
   * burst from one address uses one CPU at a time and other players' sign-ins keep their speed.
   */
  hashOneAtATime<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
}

/** Keys tracked per counter before expired ones are dropped (bounds memory under a flood). */
const MAX_TRACKED_KEYS = 50_000;
/** Password hashes one address may have waiting; a burst beyond them is refused at once. */
const MAX_WAITING_HASHES_PER_ADDRESS = 32;
/**
 * After a wrong password (at login, or the old one at a change), the address's next hash waits this
 * long: a person retyping never notices, while a guesser's burst uses a fraction of one CPU instead
 * of all of it, so other players' sign-ins keep their speed on a 2-core machine.
 */
const PAUSE_AFTER_WRONG_PASSWORD_MS = 200;

function isWrongPassword(error: unknown): boolean {
  return (
    error instanceof Refusal &&
    (error.msg === providerMessages.loginFailed ||
      error.msg === providerMessages.oldPasswordIncorrect)
  );
}

function bodyField(request: FastifyRequest, key: string): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

function tooMany(): never {
  throw new Refusal(429, providerMessages.tooManyAttempts);
}

/**
 * Counts per key in a fixed window on the server clock (so tests can move it). `take` counts one and
 * answers whether the key is still within `max`; `giveBack` returns one.
 */
function windowCounter(clock: Clock, max: number, windowMs: number) {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    take(key: string): boolean {
      const now = clock.now();
      if (windows.size > MAX_TRACKED_KEYS) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
      }
      let w = windows.get(key);
      if (w === undefined || now - w.start >= windowMs || now < w.start) {
        w = { start: now, count: 0 };
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= max;
    },
    giveBack(key: string): void {
      const w = windows.get(key);
      if (w !== undefined && w.count > 0) w.count -= 1;
    },
  };
}

/** A preHandler counting the request under `keyOf(request)` (skipped when there is no key). */
function guardBy(
  counter: ReturnType<typeof windowCounter>,
  keyOf: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const key = keyOf(request);
    if (key !== undefined && !counter.take(key)) tooMany();
  };
}

/**
 * One queue of hashing work per address: one job at a time, the next one started after a pause when
 * the last was a wrong password. The job's own answer is never held back; only the address's next job waits.
 */
function hashQueues() {
  const lanes = new Map<string, { tail: Promise<void>; pending: number }>();
  return async <T>(address: string, work: () => Promise<T>): Promise<T> => {
    let lane = lanes.get(address);
    if (lane === undefined) {
      lane = { tail: Promise.resolve(), pending: 0 };
      lanes.set(address, lane);
    }
    if (lane.pending >= MAX_WAITING_HASHES_PER_ADDRESS) tooMany();
    const current = lane;
    current.pending += 1;
    const before = current.tail;
    let release = (): void => undefined;
    current.tail = new Promise<void>((resolve) => {
      release = () => {
        current.pending -= 1;
        if (current.pending === 0 && lanes.get(address) === current) lanes.delete(address);
        resolve();
      };
    });
    await before;
    try {
      const result = await work();
      release();
      return result;
    } catch (error) {
      if (isWrongPassword(error)) setTimeout(release, PAUSE_AFTER_WRONG_PASSWORD_MS).unref();
      else release();
      throw error;
    }
  };
}

const pairKey = (request: FastifyRequest): string | undefined => {
  const mobile = bodyField(request, 'mobile');
  return mobile === undefined ? undefined : `${mobile} ${request.ip}`;
};

/** Registers `@fastify/rate-limit` (the per-address limits) and builds the other counters. */
export async function createAbuseLimits(
  app: FastifyInstance,
  settings: RateLimitSettings | false,
  clock: Clock,
): Promise<AbuseLimits> {
  if (settings === false) {
    return {
      guards: { otp: [], login: [], changePassword: [], receiverLookup: [] },
      checkPlayer: () => undefined,
      loginSucceeded: () => undefined,
      hashOneAtATime: (_request, work) => work(),
    };
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: () => new Refusal(429, providerMessages.tooManyAttempts),
  });
  const perAddress = (max: number, groupId: string) =>
    app.rateLimit({ max, timeWindow: settings.windowMs, groupId });
  const counter = (max: number) => windowCounter(clock, max, settings.windowMs);
  const otpPerPhone = counter(settings.otpPerPhone);
  const loginPerPair = counter(settings.loginPerPhoneAndAddress);
  const perPlayer = {
    changePassword: counter(settings.changePasswordPerPlayer),
    receiverLookup: counter(settings.lookupPerPlayer),
  };
  const queue = hashQueues();
  return {
    guards: {
      otp: [
        perAddress(settings.otpPerAddress, 'otp'),
        guardBy(otpPerPhone, (request) => bodyField(request, 'mobile')),
      ],
      login: [perAddress(settings.loginPerAddress, 'login'), guardBy(loginPerPair, pairKey)],
      changePassword: [perAddress(settings.changePasswordPerAddress, 'change-password')],
      receiverLookup: [perAddress(settings.lookupPerAddress, 'receiver-lookup')],
    },
    checkPlayer(kind, userId) {
      if (!perPlayer[kind].take(String(userId))) tooMany();
    },
    loginSucceeded(request) {
      const key = pairKey(request);
      if (key !== undefined) loginPerPair.giveBack(key);
    },
    hashOneAtATime: (request, work) => queue(request.ip, work),
  };
}
