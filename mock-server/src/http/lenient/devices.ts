import type { EndpointName } from '@matka/shared/contract';
import type { ServerContext } from '../../context';
import type { ProviderHandler } from '../provider-route';
import { lenientStore } from './fresh-install';

/**
 * The handler of `name`, the login's also recording the device it signed in from, as the
 * provider's login does (its device table, listed in the dashboard's `device_result`): a client
 * that signs out when its own device is missing from that list stays signed in. The row is written
 * in its own transaction once the sign-in succeeded; a refused sign-in records nothing.
 */
export function withDeviceRecorded<N extends EndpointName>(
  ctx: ServerContext,
  name: N,
  handler: ProviderHandler<N>,
): ProviderHandler<N> {
  if (name !== 'apiUserLogin') return handler;
  const login = handler as unknown as ProviderHandler<'apiUserLogin'>;
  const recording: ProviderHandler<'apiUserLogin'> = async (call) => {
    const answer = await login(call);
    const deviceId = call.body.device_id;
    const token = 'unique_token' in answer ? answer.unique_token : undefined;
    const user = typeof token === 'string' ? ctx.sessions.userOf(token, call.now) : undefined;
    if (user !== undefined && typeof deviceId === 'string' && deviceId !== '')
      ctx.db.transaction(() =>
        lenientStore(ctx).putDevice(user.id, deviceId.slice(0, 200), call.now),
      )();
    return answer;
  };
  return recording as unknown as ProviderHandler<N>;
}
