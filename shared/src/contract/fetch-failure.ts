/**
 * Why a request got no answer in a deployer's words (`connection refused`); fetch and undici hide
 * the system's code on the error or its `cause`.
 */
export function fetchFailure(error: unknown, timeoutMs?: number): string {
  const cause = (error as { cause?: unknown } | null)?.cause ?? error;
  const code = (cause as { code?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError' || code === 'UND_ERR_HEADERS_TIMEOUT')
    return timeoutMs === undefined ? 'no answer in time' : `no answer within ${timeoutMs / 1000} s`;
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused';
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return 'host name not found';
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return 'connection closed without an answer';
    case 'ETIMEDOUT':
    case 'UND_ERR_CONNECT_TIMEOUT':
      return 'connection timed out';
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return 'host unreachable';
    default:
      if (typeof code === 'string')
        return /CERT|SSL|TLS|SELF_SIGNED/.test(code) ? `TLS certificate: ${code}` : code;
      return cause instanceof Error ? cause.message : String(cause);
  }
}
