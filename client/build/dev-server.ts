import type { Plugin, PreviewServer, ViteDevServer } from 'vite';

/** The dev server's port unless CLIENT_PORT names another (README, "Client dev server"). */
export const DEFAULT_CLIENT_PORT = 5173;
/** Where the provider's paths are proxied unless PROVIDER_URL names another: the local mock. */
export const DEFAULT_PROVIDER_URL = 'http://127.0.0.1:8787';

/** CLIENT_PORT as a port number; `fallback` when unset or blank. A bad value stops the server. */
export function clientPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`CLIENT_PORT must be a port number (1-65535), not "${value}"`);
  return port;
}

/** The one line that says where to open the app and where its provider calls go. */
export function whereToOpenLine(port: number, providerUrl: string): string {
  const provider = providerUrl === DEFAULT_PROVIDER_URL ? 'the mock provider' : 'the provider';
  return `Matka: open http://localhost:${port}/ (from a phone: http://<this machine>:${port}/); ${provider} is at ${providerUrl}`;
}

/**
 * Prints `whereToOpenLine` once the dev or preview server listens, so `npm start` says where the
 * app is among the mock's and Vite's own output.
 */
export function whereToOpen(providerUrl: string): Plugin {
  const announce = (server: ViteDevServer | PreviewServer) => {
    const http = server.httpServer;
    http?.once('listening', () => {
      const address = http.address();
      if (address !== null && typeof address === 'object')
        server.config.logger.info(whereToOpenLine(address.port, providerUrl));
    });
  };
  return {
    name: 'matka-where-to-open',
    configureServer: announce,
    configurePreviewServer: announce,
  };
}
