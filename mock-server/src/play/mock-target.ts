import { z } from 'zod/mini';
import {
  CONTROL_TOKEN_HEADER,
  controlEndpoints,
  createProviderClient,
  type ControlEndpointName,
  type ProviderSectionSchema,
  type ProviderClient,
} from '@matka/shared/contract';

/** A running mock as a play script reaches it: over HTTP only, as a tester's tools do. */
export interface MockTarget {
  /** The mock's origin, e.g. 'http://127.0.0.1:8787'. */
  readonly baseUrl: string;
  /** The app key the mock takes (`MOCK_APP_KEY`). */
  readonly appKey: string;
  /** The control API's secret, sent as `x-control-token` on every control call. */
  readonly controlToken: string | undefined;
  /**
   * The mock's `provider` section of config.json when it is not the spec's (the lenient profile,
   * docs/lenient-profile.md): its paths and withdraw method codes.
   */
  readonly provider?: z.input<typeof ProviderSectionSchema>;
}

/** A control call the mock refused, with its HTTP status and message. */
export class ControlRefusal extends Error {
  override readonly name = 'ControlRefusal';
  constructor(
    readonly httpStatus: number,
    readonly serverMessage: string,
    endpoint: string,
  ) {
    super(`${endpoint} refused (${httpStatus}): ${serverMessage}`);
  }
}

type ControlRequest<N extends ControlEndpointName> = z.input<
  (typeof controlEndpoints)[N]['request']
>;
type ControlResponse<N extends ControlEndpointName> = z.output<
  (typeof controlEndpoints)[N]['response']
>;
export type ControlCall = <N extends ControlEndpointName>(
  name: N,
  body: ControlRequest<N>,
) => Promise<ControlResponse<N>>;

/** Calls the control API: JSON in, the answer checked against its contract schema. */
export function controlClient(target: MockTarget): ControlCall {
  return async (name, body) => {
    const endpoint = controlEndpoints[name];
    const response = await fetch(`${target.baseUrl}/${endpoint.path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(target.controlToken === undefined
          ? {}
          : { [CONTROL_TOKEN_HEADER]: target.controlToken }),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      throw new ControlRefusal(response.status, `not JSON: ${text.slice(0, 200)}`, endpoint.path);
    }
    if (!response.ok) {
      const msg = (json as { msg?: unknown }).msg;
      throw new ControlRefusal(
        response.status,
        typeof msg === 'string' ? msg : text,
        endpoint.path,
      );
    }
    const parsed = z.safeParse(endpoint.response as z.ZodMiniType, json);
    if (!parsed.success)
      throw new Error(`${endpoint.path} answered outside its contract: ${text.slice(0, 300)}`);
    return parsed.data as ControlResponse<typeof name>;
  };
}

/** The provider API as the player's app calls it: the shared provider client. */
export function providerClient(target: MockTarget): ProviderClient {
  const paths = target.provider?.paths;
  return createProviderClient({
    baseUrl: target.baseUrl,
    appKey: target.appKey,
    ...(paths === undefined ? {} : { paths }),
  });
}
