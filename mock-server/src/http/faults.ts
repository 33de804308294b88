import type { FastifyInstance } from 'fastify';
import { providerMessages } from '@matka/shared/messages';

/** A fault a tester injects on one provider path, or on every one (`*`), through the control API. */
export interface Fault {
  latencyMs: number;
  /** Drop the connection without an answer (a provider that is down, or a network that failed). */
  unreachable: boolean;
  /** Answer HTTP 500 instead of running the endpoint. */
  http500: boolean;
  /** Answer HTTP 200 with a body that is not valid JSON. */
  malformed: boolean;
  /** Answer the real JSON wrapped in text (a quirk of some providers' answers). */
  textWrapped: boolean;
  /** How many more requests it applies to; undefined: until cleared. */
  remaining: number | undefined;
}

export interface FaultRegistry {
  set(path: string, fault: Fault): void;
  clear(path?: string): void;
  list(): Record<string, Fault>;
  /** The fault for this request (consuming one use), if any. */
  take(path: string): Fault | undefined;
}

/** The fault path that stands for every provider path. */
const EVERY_PATH = '*';

export function createFaultRegistry(): FaultRegistry {
  const faults = new Map<string, Fault>();
  return {
    set: (path, fault) => void faults.set(path, fault),
    clear: (path) => (path === undefined ? faults.clear() : void faults.delete(path)),
    list: () => Object.fromEntries(faults),
    take(path) {
      // A path's own fault first, then the one on every path.
      const key = faults.has(path) ? path : EVERY_PATH;
      const fault = faults.get(key);
      if (fault === undefined) return undefined;
      if (fault.remaining !== undefined) {
        fault.remaining -= 1;
        if (fault.remaining <= 0) faults.delete(key);
      }
      return fault;
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Applies injected faults to provider endpoints (paths without a slash after the first one):
 * latency first, then no answer (the connection dropped), a 500 or a malformed body instead of the
 * answer, or the answer wrapped in text.
 */
export function registerFaults(app: FastifyInstance, registry: FaultRegistry): void {
  const wrapped = new WeakSet<object>();
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'POST') return;
    const path = request.url.split('?')[0]?.slice(1) ?? '';
    if (path.includes('/')) return;
    const fault = registry.take(path);
    if (fault === undefined) return;
    if (fault.latencyMs > 0) await sleep(fault.latencyMs);
    if (fault.unreachable) {
      // No answer at all: the socket is closed under the request, as a stopped provider's is.
      void reply.hijack();
      request.raw.socket.destroy();
      return;
    }
    if (fault.http500) {
      return reply.code(500).send({ status: false, msg: providerMessages.internalError });
    }
    if (fault.malformed) {
      return reply.code(200).type('application/json').send('{"status": true, "msg": "trunc');
    }
    if (fault.textWrapped) wrapped.add(request);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!wrapped.has(request) || typeof payload !== 'string') return payload;
    reply.type('text/html; charset=utf-8');
    return `<!-- provider notice -->\nResponse: ${payload}\n`;
  });
}
