import type { ServerContext } from '../../context';
import type { SessionUser } from '../../repositories/sessions-repository';
import {
  PROVIDER_API,
  type AnswerShape,
  type FieldType,
  type ListOf,
  type ProviderEndpoint,
} from './provider-api';

/** An answer's fields as the lenient profile writes them. */
export type Answer = Record<string, unknown>;

/**
 * Values of what the mock does not model (devices, versions, referral codes), as a fresh install
 * gives them (docs/lenient-profile.md#fresh-install-values), and the completion that gives every
 * answer every field the provider's list names.
 */

export const FRESH_FLAGS = {
  transfer_point_status: '1',
  account_block_status: '1',
  maintainence_msg_status: '0',
  app_maintainence_msg: '',
  notification_status: '1',
} as const;

export interface DeviceRow {
  id: string;
  user_id: string;
  device_id: string;
  logout_status: string;
  security_pin_status: string;
}

export interface PaymentSlipRow {
  id: number;
  fund_request_id: number;
  user_id: number;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  created_at: number;
}

const stores = new WeakMap<ServerContext, ReturnType<typeof createStore>>();

function createStore(ctx: ServerContext) {
  const db = ctx.db;
  const devicesOf = db.prepare<[number], DeviceRow>(
    `SELECT CAST(id AS TEXT) AS id, CAST(user_id AS TEXT) AS user_id, device_id, logout_status,
       security_pin_status FROM player_devices WHERE user_id = ? ORDER BY id DESC LIMIT 50`,
  );
  const putDevice = db.prepare<[number, string, number]>(
    `INSERT INTO player_devices (user_id, device_id, created_at) VALUES (?, ?, ?)
     ON CONFLICT (user_id, device_id) DO UPDATE SET logout_status = '0', security_pin_status = '0'`,
  );
  const insertSlip = db.prepare<[number, number, string, string, number, string, number]>(
    `INSERT INTO payment_slips (fund_request_id, user_id, file_name, content_type, size_bytes, sha256, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const lastSlipOf = db.prepare<[number], PaymentSlipRow>(
    'SELECT * FROM payment_slips WHERE fund_request_id = ? ORDER BY id DESC LIMIT 1',
  );
  const recentSlips = db.prepare<[number], PaymentSlipRow>(
    'SELECT * FROM payment_slips ORDER BY id DESC LIMIT ?',
  );
  return {
    /** The provider lists its last 50. */
    devicesOf: (userId: number): DeviceRow[] => devicesOf.all(userId),
    /** Signed in again: its sign-out flags cleared, as the provider does. */
    putDevice: (userId: number, deviceId: string, now: number): void => {
      putDevice.run(userId, deviceId, now);
    },
    insertSlip: (slip: Omit<PaymentSlipRow, 'id'>): number =>
      Number(
        insertSlip.run(
          slip.fund_request_id,
          slip.user_id,
          slip.file_name,
          slip.content_type,
          slip.size_bytes,
          slip.sha256,
          slip.created_at,
        ).lastInsertRowid,
      ),
    lastSlipOf: (fundRequestId: number): PaymentSlipRow | undefined =>
      lastSlipOf.get(fundRequestId),
    recentSlips: (limit: number): PaymentSlipRow[] => recentSlips.all(limit),
  };
}

export function lenientStore(ctx: ServerContext): ReturnType<typeof createStore> {
  let store = stores.get(ctx);
  if (store === undefined) {
    store = createStore(ctx);
    stores.set(ctx, store);
  }
  return store;
}

export function deviceResult(ctx: ServerContext, user: SessionUser | undefined): DeviceRow[] {
  if (user === undefined || user.id === 0) return [];
  const configured = (ctx.settings().player_devices[user.mobile] ?? []).map((device, index) => ({
    id: String(index + 1),
    user_id: String(user.id),
    device_id: device.device_id,
    logout_status: device.logout_status,
    security_pin_status: '0',
  }));
  const signedIn = lenientStore(ctx)
    .devicesOf(user.id)
    .filter((row) => !configured.some((device) => device.device_id === row.device_id));
  return [...configured, ...signedIn];
}

/**
 * The provider draws 6 characters; ours is the id in base 36, the same on every run and readable
 * back.
 */
export function referralCodeOf(userId: number): string {
  return userId.toString(36).toUpperCase().padStart(6, '0');
}

export function userIdOfReferralCode(code: string): number | undefined {
  if (!/^[0-9A-Z]{6}$/.test(code)) return undefined;
  const id = parseInt(code, 36);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

export function versionFields(ctx: ServerContext, now: number): Record<string, string> {
  const s = ctx.settings();
  const date = new Date(now + 330 * 60_000);
  const month = date.toLocaleString('en', { month: 'short', timeZone: 'UTC' });
  return {
    user_current_version: s.app_current_version,
    user_minimum_version: s.app_minimum_version,
    pop_status: '0',
    message: '',
    link: s.app_link,
    link_btn_text: '',
    action_type: '',
    action_btn_text: '',
    app_date: `${String(date.getUTCDate()).padStart(2, '0')} ${month} ${date.getUTCFullYear()}`,
  };
}

const BY_PATH = new Map<string, ProviderEndpoint>(
  PROVIDER_API.flatMap((endpoint) =>
    endpoint.alias === undefined
      ? [[endpoint.path, endpoint] as const]
      : [[endpoint.path, endpoint] as const, [endpoint.alias, endpoint] as const],
  ),
);

export function providerEndpoint(path: string): ProviderEndpoint | undefined {
  return BY_PATH.get(path);
}

function isList(type: FieldType | ListOf): type is ListOf {
  return typeof type === 'object';
}

function blankOf(type: FieldType): unknown {
  if (type === 'number') return 0;
  if (type === 'boolean') return false;
  if (type === 'string|null') return null;
  return '';
}

function shapeOf(
  endpoint: ProviderEndpoint,
  answer: Answer,
  signedOut = false,
): AnswerShape | undefined {
  const ok = answer['status'] === true || answer['status'] === 'true';
  if (ok) return signedOut ? (endpoint.nobody ?? endpoint.answer) : endpoint.answer;
  // Some answers have no `status` at all.
  if (!('status' in answer))
    return 'status' in endpoint.answer ? (endpoint.otherwise ?? endpoint.answer) : endpoint.answer;
  if (endpoint.otherwise !== undefined) return endpoint.otherwise;
  const keys = Object.keys(answer).filter((key) => key !== 'msg' && key !== 'status');
  return keys.length === 0 ? undefined : endpoint.answer;
}

/** A missing field (or a listed row's column) gets its type's blank value. */
export function completed(endpoint: ProviderEndpoint, answer: Answer, signedOut = false): Answer {
  const shape = shapeOf(endpoint, answer, signedOut);
  if (shape === undefined) return answer;
  const result: Answer = { ...answer };
  for (const [field, type] of Object.entries(shape)) {
    if (isList(type)) {
      const rows = Array.isArray(result[field]) ? (result[field] as unknown[]) : [];
      result[field] = rows.map((row) => {
        const fields = typeof row === 'object' && row !== null ? (row as Answer) : {};
        const full: Answer = { ...fields };
        for (const [column, columnType] of Object.entries(type.list))
          if (!(column in full)) full[column] = blankOf(columnType);
        return full;
      });
    } else if (!(field in result)) result[field] = blankOf(type);
  }
  return result;
}
