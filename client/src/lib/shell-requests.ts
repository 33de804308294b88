import { loadRuntimeConfig, providerTarget } from '@/config/runtime-config';
import { requestEarly } from './early-requests';
import { getSession } from './session';

/**
 * When the app opens cold on a signed-in screen that names no first data of its own: the
 * dashboard, which the top bar (the wallet) and the betting guard read on every such screen,
 * started as soon as config.json is read instead of once the screen has rendered
 * (docs/architecture.md, "The client's first load"). The body is the one the dashboard query
 * sends (core/lib/queries.ts), so the query takes this answer.
 */
export async function requestShellData(): Promise<void> {
  const token = getSession()?.token;
  if (!token) return;
  const target = providerTarget(await loadRuntimeConfig());
  requestEarly(target, 'apiGetDashboardData', { unique_token: token });
}
