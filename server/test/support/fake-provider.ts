import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  readonly method: string;
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
  readonly body: Buffer;
}

export interface ProviderAnswer {
  readonly status: number;
  readonly headers: OutgoingHttpHeaders;
  readonly body: string;
}

/** The provider's session cookie, set on every answer (never to reach a player). */
export const PROVIDER_SET_COOKIE = 'ci_session=upstream-session-id; path=/; HttpOnly';

/** The Date header of the provider's answers: an instant no wall clock will show during a test. */
export const PROVIDER_DATE = 'Sun, 22 Nov 2026 04:30:15 GMT';

/**
 * How the real providers answer (CodeIgniter): JSON in a text/html answer, a `ci_session` cookie
 * and the PHP version on every answer.
 */
const CODEIGNITER_ANSWER: ProviderAnswer = {
  status: 200,
  headers: {
    'content-type': 'text/html; charset=UTF-8',
    'set-cookie': PROVIDER_SET_COOKIE,
    'x-powered-by': 'PHP/7.4.33',
    // The provider's clock, not this machine's: the client sets its clock by it.
    date: PROVIDER_DATE,
  },
  body: '{"status":true,"msg":"ok"}',
};

export interface FakeProvider {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Every request received, in order. */
  readonly requests: RecordedRequest[];
  close(): Promise<void>;
}

/** A provider on a free port that records what reaches it and answers `answer`. */
export async function startFakeProvider(
  answer: (request: RecordedRequest) => ProviderAnswer = () => CODEIGNITER_ANSWER,
): Promise<FakeProvider> {
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const recorded = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      requests.push(recorded);
      const { status, headers, body } = answer(recorded);
      res.writeHead(status, headers).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
