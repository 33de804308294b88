/** The client dev server's port when CLIENT_PORT is unset (client/build/dev-server.ts). */
const DEFAULT_CLIENT_PORT = 5173;

/**
 * Where a tester opens the console (docs/for-testers.md, "The console"): on this server when it
 * serves the built client, else on the client's dev server (`npm start`), which serves console.html
 * and proxies /control/ here. The control token rides in the fragment, which no server sees; the
 * console keeps it for the tab and drops it from the address.
 */
export function consoleAddress(options: {
  port: number;
  servesClient: boolean;
  clientPort?: string | undefined;
  controlToken?: string | undefined;
}): string {
  const port = options.servesClient
    ? options.port
    : Number(options.clientPort?.trim() || DEFAULT_CLIENT_PORT);
  const fragment =
    options.controlToken === undefined || options.controlToken === ''
      ? ''
      : `#token=${encodeURIComponent(options.controlToken)}`;
  return `http://localhost:${port}/console${fragment}`;
}
