import { z } from 'zod/mini';
import {
  CONTROL_TOKEN_HEADER,
  controlEndpoints,
  type ControlEndpointName,
} from '@matka/shared/contract';
import { controlToken } from './control-token';

export type ControlRequest<N extends ControlEndpointName> = z.input<
  (typeof controlEndpoints)[N]['request']
>;
export type ControlResponse<N extends ControlEndpointName> = z.output<
  (typeof controlEndpoints)[N]['response']
>;

/** Status 0: no answer. */
export class ControlError extends Error {
  override readonly name = 'ControlError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The page's own origin: the mock serves the console; Vite proxies /control/ in development. */
export async function callControl<N extends ControlEndpointName>(
  name: N,
  body: ControlRequest<N>,
): Promise<ControlResponse<N>> {
  const endpoint = controlEndpoints[name];
  const token = controlToken();
  let response: Response;
  try {
    response = await fetch(`/${endpoint.path}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(token === undefined ? {} : { [CONTROL_TOKEN_HEADER]: token }),
      },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new ControlError(0, `The mock does not answer (${String(error)})`);
  }
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ControlError(
      response.status,
      `Not JSON from ${endpoint.path}: ${text.slice(0, 120)}`,
    );
  }
  if (!response.ok) {
    const msg = (json as { msg?: unknown } | null)?.msg;
    throw new ControlError(response.status, typeof msg === 'string' ? msg : text.slice(0, 200));
  }
  const parsed = z.safeParse(endpoint.response as z.ZodMiniType, json);
  if (!parsed.success)
    throw new ControlError(response.status, `${endpoint.path} answered outside its contract`);
  return parsed.data as ControlResponse<N>;
}
