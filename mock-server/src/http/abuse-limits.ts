import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { providerMessages } from '@matka/shared/messages';
import type { Clock } from '@matka/shared/time';
import type { RateLimitSettings } from '../config';
import { Refusal } from '../lib/refusal';

/**
 * The abuse limits (SECURITY.md; variables in docs/configuration.md), each checked before any
 * password is hashed: a refused attempt costs a map lookup, not a scrypt hash.
 */
export interface AbuseLimits {
  readonly guards: {
    readonly otp: preHandlerAsyncHookHandler[];
    readonly login: preHandlerAsyncHookHandler[];
    readonly changePassword: preHandlerAsyncHookHandler[];
    readonly receiverLookup: preHandlerAsyncHookHandler[];
  };
  /** Call before hashing. */
  checkPlayer(kind: 'changePassword' | 'receiverLookup', userId: number): void;
  /**
   * Past the number's allowance of wrong passwords, sign-ins from addresses it never signed in from
   * take turns: guesses from many addresses are slowed, the owner never refused.
   */
  signIn<T>(request: FastifyRequest, mobile: string, work: () => Promise<T>): Promise<T>;
  /**
   * A burst from one address uses one CPU at a time, so other players' sign-ins keep their speed.
   */
  hashOneAtATime<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T>;
}

/** Bounds memory under a flood. */
const MAX_TRACKED_KEYS = 50_000;
const MAX_WAITING_HASHES_PER_ADDRESS = 32;
/** Bounds memory under a flood. */
const MAX_WAITING_SIGN_INS_PER_NUMBER = 1024;
/**
 * A person retyping never notices; a guesser's burst uses a fraction of one CPU instead of all of
 * it.
 */
const PAUSE_AFTER_WRONG_PASSWORD_MS = 200;
/** About sixty guesses a minute per number, however many addresses send them. */
const DEFAULT_SLOWED_SIGN_IN_PAUSE_MS = 1000;

function isWrongPassword(error: unknown): boolean {
  return (
    error instanceof Refusal &&
    (error.msg === providerMessages.loginFailed ||
      error.msg === providerMessages.oldPasswordIncorrect)
  );
}

const PHP_TRIMMED = new Set([' ', '\t', '\n', '\r', '\0', '\v']);

function phpTrim(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && PHP_TRIMMED.has(text.charAt(start))) start += 1;
  while (end > start && PHP_TRIMMED.has(text.charAt(end - 1))) end -= 1;
  return text.slice(start, end);
}

/**
 * As the provider reads it, so `9876543210`, `"9876543210"` and `" 9876543210 "` count against one
 * number.
 */
function phoneKey(request: FastifyRequest): string | undefined {
  const body = request.body;
  if (typeof body !== 'object' || body === null) return undefined;
  const value = (body as Record<string, unknown>)['mobile'];
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  return typeof value === 'string' ? phpTrim(value) : undefined;
}

function tooMany(): never {
  throw new Refusal(429, providerMessages.tooManyAttempts);
}

/** A fixed window on the server clock, so tests can move it. */
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

function recentKeys() {
  const keys = new Set<string>();
  return {
    add(key: string): void {
      keys.delete(key);
      keys.add(key);
      if (keys.size > MAX_TRACKED_KEYS) {
        const oldest = keys.values().next().value;
        if (oldest !== undefined) keys.delete(oldest);
      }
    },
    has: (key: string) => keys.has(key),
  };
}

function guardBy(
  counter: ReturnType<typeof windowCounter>,
  keyOf: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler {
  return async (request) => {
    const key = keyOf(request);
    if (key !== undefined && !counter.take(key)) tooMany();
  };
}

/** A job's own answer is never held back; only the key's next job waits. */
function hashQueues(pauseMs: number, maxWaiting: number) {
  const lanes = new Map<string, { tail: Promise<void>; pending: number }>();
  return async <T>(address: string, work: () => Promise<T>): Promise<T> => {
    let lane = lanes.get(address);
    if (lane === undefined) {
      lane = { tail: Promise.resolve(), pending: 0 };
      lanes.set(address, lane);
    }
    if (lane.pending >= maxWaiting) tooMany();
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
      if (isWrongPassword(error)) setTimeout(release, pauseMs).unref();
      else release();
      throw error;
    }
  };
}

const pairKey = (request: FastifyRequest): string | undefined => {
  const mobile = phoneKey(request);
  return mobile === undefined ? undefined : `${mobile} ${request.ip}`;
};

export async function createAbuseLimits(
  app: FastifyInstance,
  settings: RateLimitSettings | false,
  clock: Clock,
): Promise<AbuseLimits> {
  if (settings === false) {
    return {
      guards: { otp: [], login: [], changePassword: [], receiverLookup: [] },
      checkPlayer: () => undefined,
      signIn: (_request, _mobile, work) => work(),
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
  const queue = hashQueues(PAUSE_AFTER_WRONG_PASSWORD_MS, MAX_WAITING_HASHES_PER_ADDRESS);
  const wrongPerPhone = counter(settings.loginPerPhone);
  // Each address waits with one sign-in at most, so a newcomer waits for one guess per other
  // address, not for all.
  const numberQueue = hashQueues(
    settings.slowedSignInPauseMs ?? DEFAULT_SLOWED_SIGN_IN_PAUSE_MS,
    MAX_WAITING_SIGN_INS_PER_NUMBER,
  );
  /** The owner's own devices, never slowed for others' guesses. */
  const signedInFrom = recentKeys();

  /**
   * Every attempt counts while it runs, so a burst from many addresses is counted as it arrives.
   */
  const attempt = async <T>(request: FastifyRequest, mobile: string, work: () => Promise<T>) => {
    const pair = `${mobile} ${request.ip}`;
    const slowed = !wrongPerPhone.take(mobile) && !signedInFrom.has(pair);
    try {
      const result = await (slowed ? numberQueue(mobile, work) : work());
      wrongPerPhone.giveBack(mobile);
      signedInFrom.add(pair);
      loginPerPair.giveBack(pair);
      return result;
    } catch (error) {
      if (!isWrongPassword(error)) wrongPerPhone.giveBack(mobile);
      throw error;
    }
  };

  return {
    guards: {
      otp: [perAddress(settings.otpPerAddress, 'otp'), guardBy(otpPerPhone, phoneKey)],
      login: [perAddress(settings.loginPerAddress, 'login'), guardBy(loginPerPair, pairKey)],
      changePassword: [perAddress(settings.changePasswordPerAddress, 'change-password')],
      receiverLookup: [perAddress(settings.lookupPerAddress, 'receiver-lookup')],
    },
    checkPlayer(kind, userId) {
      if (!perPlayer[kind].take(String(userId))) tooMany();
    },
    signIn: (request, mobile, work) => queue(request.ip, () => attempt(request, mobile, work)),
    hashOneAtATime: (request, work) => queue(request.ip, work),
  };
}
