import {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import pretty from 'pino-pretty';

/** Where the mock's log lines go, and what says whether a person reads them. */
export interface LogOutput {
  /** Whether the process's stdout is a terminal. */
  readonly isTTY: boolean;
  readonly env: NodeJS.ProcessEnv;
  /** Where the lines are written; the process's stdout when absent. */
  readonly stream?: NodeJS.WritableStream;
}

/**
 * A person reads the logs when stdout is a terminal, or when `npm start`'s concurrently, whose own
 * output is one, says so by setting FORCE_COLOR for its commands. Never under tests.
 */
export function readableLogs({ isTTY, env }: LogOutput): boolean {
  if (env['VITEST'] !== undefined) return false;
  const forceColor = env['FORCE_COLOR'];
  return isTTY || (forceColor !== undefined && forceColor !== '0' && forceColor !== 'false');
}

/** A request's two lines as one short line each: `req-1 POST /api-user-login`, `req-1 200 in 3 ms`. */
function requestLine(log: Record<string, unknown>, messageKey: string): string {
  const message = String(log[messageKey] ?? '');
  const reqId = typeof log['reqId'] === 'string' ? `${log['reqId']} ` : '';
  const req = log['req'] as { method?: string; url?: string } | undefined;
  const res = log['res'] as { statusCode?: number } | undefined;
  if (message === 'incoming request' && req?.method !== undefined)
    return `${reqId}${req.method} ${req.url ?? ''}`;
  if (message === 'request completed' && res?.statusCode !== undefined) {
    const time = typeof log['responseTime'] === 'number' ? Math.round(log['responseTime']) : '?';
    return `${reqId}${res.statusCode} in ${time} ms`;
  }
  return `${reqId}${message}`;
}

/**
 * The Fastify logger of `npm run mock` and `npm start`: pino's JSON lines, or, when a person reads
 * them, pino-pretty's lines (time, level, message; an error's fields and stack below it).
 */
export function loggerOptions(
  /** MOCK_LOG_LEVEL: pino's level names, or `silent` for no logger. */
  level: string,
  output: LogOutput = { isTTY: process.stdout.isTTY === true, env: process.env },
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  if (!readableLogs(output)) return output.stream ? { level, stream: output.stream } : { level };
  const stream = pretty({
    destination: output.stream ?? 1,
    // Written as they come, so a line is on screen before the next request and none is lost at exit.
    sync: true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: requestLine,
  });
  return { level, stream };
}

/**
 * Each request's two lines at `debug`, not Fastify's `info`: the app polls every 5 s, and at `info`
 * its requests buried the start-up lines (a CI log took 800 lines in 15 minutes).
 * MOCK_LOG_LEVEL=debug shows them; a request that errs is still logged at `error`.
 */
export class RequestsAtDebug extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (error) return super.requestCompleted(error, request, reply);
    if (this.isLogDisabled(request)) return;
    reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
