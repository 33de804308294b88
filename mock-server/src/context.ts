import type { Db } from './db/database';
import type { ServerClock } from './lib/server-clock';
import type { FaultRegistry } from './http/faults';
import { createWriter, guardWrites, type Writer } from './db/writer';
import { createRepositories, type Repositories } from './repositories';
import { createLedgerWriter, type LedgerWriter } from './services/ledger';
import { createSettlementService, type SettlementService } from './services/settlement';
import { createMarketsService, type MarketsService } from './services/markets';
import { createBidsService, type BidsService } from './services/bids';
import { createWalletService, type WalletService } from './services/wallet';
import { createAccountsService, type AccountsService } from './services/accounts';
import { readSettings, type ProviderSettings } from './services/settings';
import { createSessionsService, type SessionsService } from './services/sessions';

/** A session token unused for this long stops working, unless the server is told otherwise (30 days). */
const DEFAULT_SESSION_IDLE_MS = 30 * 24 * 60 * 60_000;

export interface ContextOptions {
  db: Db;
  clock: ServerClock;
  faults: FaultRegistry;
  appKey: string;
  checkResponses: boolean;
  /** Default DEFAULT_SESSION_IDLE_MS. */
  sessionIdleMs?: number;
  /** The lenient profile's share of answers with a PHP notice (0 turns notices off). Default 0. */
  noticeShare?: number;
  /** Fail any write made outside the ordered writer (tests). Default false. */
  guardWrites?: boolean;
}

/** The lenient profile's PHP notices, changed at run time through the control API. */
export interface PhpNoticeSetting {
  /**
   * The share (0 to 1) of answers printed after a notice; above 0, an answer to a request that
   * lacks a property the provider reads always is. 0 turns notices off.
   */
  share: number;
}

/** Everything the routes and the seeder share, built once per database. */
export interface ServerContext {
  readonly db: Db;
  readonly clock: ServerClock;
  readonly faults: FaultRegistry;
  readonly appKey: string;
  readonly checkResponses: boolean;
  readonly repos: Repositories;
  /** The one ordered writer: every write goes through it (docs/mock-provider.md "One ordered writer"). */
  readonly writes: Writer;
  readonly ledger: LedgerWriter;
  readonly settlement: SettlementService;
  readonly markets: MarketsService;
  readonly bids: BidsService;
  readonly wallet: WalletService;
  readonly accounts: AccountsService;
  readonly sessions: SessionsService;
  readonly phpNotices: PhpNoticeSetting;
  settings(): ProviderSettings;
  /** The runtime `config.json` a served client reads (when the static folder has none). */
  clientConfig(): Record<string, unknown>;
}

export function createContext(options: ContextOptions): ServerContext {
  const { db, clock } = options;
  const repos = createRepositories(db);
  // Sessions kept in memory may have been read inside a write that was rolled back.
  const writes = createWriter(db, () => repos.sessions.forgetAll());
  if (options.guardWrites === true) guardWrites(db, writes);
  const ledger = createLedgerWriter(repos);
  const settlement = createSettlementService(writes, repos);
  // Read on every dashboard poll: parsed once, again only after a settings write.
  let cachedSettings: { version: number; value: ProviderSettings } | undefined;
  const settings = (): ProviderSettings => {
    const version = repos.content.settingsVersion();
    if (cachedSettings?.version !== version)
      cachedSettings = { version, value: readSettings(repos.content) };
    return cachedSettings.value;
  };
  const markets = createMarketsService(repos, clock);
  const bids = createBidsService(repos, ledger, markets);
  const wallet = createWalletService(writes, repos, ledger, settings);
  const sessions = createSessionsService(
    writes,
    repos,
    options.sessionIdleMs ?? DEFAULT_SESSION_IDLE_MS,
  );
  const accounts = createAccountsService(writes, repos, sessions);
  return {
    ...options,
    repos,
    writes,
    ledger,
    settlement,
    markets,
    bids,
    wallet,
    accounts,
    sessions,
    phpNotices: { share: options.noticeShare ?? 0 },
    settings,
    clientConfig: () => {
      const s = settings();
      return {
        apiBaseUrl: '',
        appKey: options.appKey,
        envType: 'Prod',
        upiPayeeAddress: s.upi_id,
        supportFallback: s.mobile_no,
      };
    },
  };
}
