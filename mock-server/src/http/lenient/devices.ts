import type { EndpointName } from '@matka/shared/contract';
import type { ServerContext } from '../../context';
import { Write, type ProviderHandler } from '../provider-route';
import { Refusal } from '../../lib/refusal';
import { lenientStore } from './fresh-install';

/**
 * The handler of `name`, the login's also recording the device it signed in from, as the
 * provider's login does (its device table, listed in the dashboard's `device_result`): a client
 * that signs out when its own device is missing from that list stays signed in. The row is written
 * in the sign-in's own write, so a refused sign-in records nothing.
 */
export function withDeviceRecorded<N extends EndpointName>(
  ctx: ServerContext,
  name: N,
  handler: ProviderHandler<N>,
): ProviderHandler<N> {
  if (name !== 'apiUserLogin') return handler;
  const login = handler as unknown as ProviderHandler<'apiUserLogin'>;
  const recording: ProviderHandler<'apiUserLogin'> = async (call) => {
    const signIn = await login(call);
    const deviceId = call.body.device_id;
    if (!(signIn instanceof Write) || typeof deviceId !== 'string' || deviceId === '')
      return signIn;
    return new Write(() => {
      const answer = signIn.run();
      if (answer instanceof Refusal || !('unique_token' in answer)) return answer;
      const user = ctx.sessions.userOf(String(answer.unique_token), call.now);
      if (user !== undefined)
        lenientStore(ctx).putDevice(user.id, deviceId.slice(0, 200), call.now);
      return answer;
    });
  };
  return recording as unknown as ProviderHandler<N>;
}
