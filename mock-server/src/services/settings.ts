import { z } from 'zod';
import type { ContentRepository } from '../repositories/content-repository';

const ClockTime = z.string().regex(/^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/, "'hh:mm AM/PM'");

/** A link handed to players: a page of this server (a path) or a web address; never a script. */
const WebLink = z.union([
  z.literal(''),
  z.string().regex(/^\/(?!\/)/, 'a path of this server'),
  z.url({ protocol: /^https?$/ }),
]);

/**
 * The provider's operator settings (one row each in `settings`), with the values a fresh database
 * gets. Amounts are whole points as the provider writes them.
 */
export const ProviderSettingsSchema = z.object({
  min_withdrawal: z.number().int().positive().default(500),
  withdraw_open_time: ClockTime.default('10:00 AM'),
  withdraw_close_time: ClockTime.default('11:00 PM'),
  min_deposit: z.number().int().positive().default(100),
  gateway_status: z.enum(['0', '1', '2', '3']).default('1'),
  mobile_no: z.string().default('919876500001'),
  mobile_1: z.string().default('919876500002'),
  telegram_no: z.string().default('919876500003'),
  upi_id: z.string().default('matka.mock@upi'),
  upi_payee_name: z.string().default('Matka Mock'),
  bank_details: z.array(z.record(z.string(), z.string())).default([
    {
      bank_name: 'Mock Bank of India',
      account_holder_name: 'Matka Mock Pvt Ltd',
      account_number: '000123456789',
      ifsc_code: 'MOCK0001234',
    },
  ]),
  how_to_play: z
    .string()
    .default(
      'Choose a market that is open.\nPick a game type and enter your digits and points.\nCheck your bids and press Submit.\nResults are declared at the market times.\nWin up to 10 Lac Points.',
    ),
  /**
   * The how-to-play video link: a path is a page of this server (its own stand-in, never another
   * site's video), an absolute URL is handed out as written, '' hands out none.
   */
  how_to_play_video: WebLink.default('/mock/how-to-play'),
  withdrawal_rule: z
    .string()
    .default(
      'Withdrawals are processed between the withdraw timings.\nMinimum withdrawal is 500 points.',
    ),
  deposit_rule: z
    .string()
    .default('Minimum deposit is 100 points.\nSend the payment screenshot on WhatsApp.'),
  app_link: WebLink.default('https://example.invalid/matka.apk'),
  /** The lenient profile's app versions (dashboard `user_current_version`, `user_minimum_version`). */
  app_current_version: z.string().default('1'),
  app_minimum_version: z.string().default('1'),
  /**
   * The lenient profile's devices per phone number, listed first in the dashboard's `device_result`
   * (a `logout_status` '1' makes a client sign out); the devices a player signs in from follow.
   */
  player_devices: z
    .record(
      z.string(),
      z.array(
        z.object({
          device_id: z.string().min(1),
          logout_status: z.enum(['0', '1']).default('0'),
        }),
      ),
    )
    .default({}),
});
export type ProviderSettings = z.infer<typeof ProviderSettingsSchema>;

const SETTINGS_DEFAULTS: ProviderSettings = ProviderSettingsSchema.parse({});

/** Reads every setting, falling back to the defaults for a missing or damaged row. */
export function readSettings(content: ContentRepository): ProviderSettings {
  const raw: Record<string, unknown> = {};
  for (const key of Object.keys(SETTINGS_DEFAULTS)) {
    const value = content.setting(key);
    if (value !== undefined) raw[key] = value;
  }
  const parsed = ProviderSettingsSchema.safeParse(raw);
  return parsed.success ? parsed.data : SETTINGS_DEFAULTS;
}

export function writeSettings(
  content: ContentRepository,
  settings: Partial<ProviderSettings>,
): void {
  for (const [key, value] of Object.entries(settings)) {
    if (value !== undefined) content.putSetting(key, value);
  }
}
