import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import type { Fault } from '../../http/faults';

/**
 * Injecting latency, 500s, malformed or text-wrapped answers on one provider path, listing and
 * clearing them; the lenient profile's PHP notices.
 */
export function faultControls(app: FastifyInstance, ctx: ServerContext): void {
  control(app, ctx, 'faults', (body) => {
    const fault: Fault = {
      latencyMs: body.latency_ms ?? 0,
      unreachable: body.unreachable ?? false,
      http500: body.http_500 ?? false,
      malformed: body.malformed ?? false,
      textWrapped: body.text_wrapped ?? false,
      remaining: body.times,
    };
    ctx.faults.set(body.path, fault);
    return { status: true };
  });

  control(app, ctx, 'faultsList', () => ({
    status: true,
    faults: Object.entries(ctx.faults.list()).map(([path, fault]) => ({
      path,
      latency_ms: fault.latencyMs,
      unreachable: fault.unreachable,
      http_500: fault.http500,
      malformed: fault.malformed,
      text_wrapped: fault.textWrapped,
      remaining: fault.remaining ?? null,
    })),
  }));

  control(app, ctx, 'faultsClear', (body) => {
    ctx.faults.clear(body.path);
    return { status: true };
  });

  control(app, ctx, 'phpNotices', (body) => {
    if (body.share !== undefined) ctx.phpNotices.share = body.share;
    return { status: true, share: ctx.phpNotices.share };
  });
}
