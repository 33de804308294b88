import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The dev and preview servers proxy the provider's paths to PROVIDER_URL (default: the local
 * mock), so `config.json` can use the page's own origin: a phone on the LAN that opens the dev
 * server reaches the provider through it. PROVIDER_COOKIE adds the fixed session cookie the spec's
 * client sends, which a browser may not set itself (docs/decisions/003-runtime-config-and-dev-proxy.md).
 */
function providerProxy(env: Record<string, string>): Record<string, ProxyOptions> {
  const target = env.PROVIDER_URL || 'http://127.0.0.1:8787';
  const cookie = env.PROVIDER_COOKIE;
  const options: ProxyOptions = {
    target,
    changeOrigin: Boolean(env.PROVIDER_URL),
    ...(cookie ? { headers: { cookie } } : {}),
  };
  // Provider endpoints (api-..., apiGetawayStatus), the mock's own pages and its control API.
  return { '^/api': options, '/mock/': options, '/control/': options };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), ['PROVIDER_']);
  const proxy = providerProxy(env);
  return {
    plugins: [react()],
    // Relative asset URLs so one build can be served from any folder (the mock server or a CDN path).
    base: './',
    server: { port: 5173, host: true, proxy },
    preview: { port: 4173, host: true, proxy },
    // The manifest lets scripts/check-budgets.ts find route chunks by source path.
    build: { target: 'es2022', cssCodeSplit: true, reportCompressedSize: true, manifest: true },
  };
});
