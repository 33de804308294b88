import type { Db } from '../db/database';
import { createAuthRepository } from './auth-repository';
import { createBidsRepository } from './bids-repository';
import { createContentRepository } from './content-repository';
import { createFundsRepository } from './funds-repository';
import { createLedgerRepository } from './ledger-repository';
import { createMarketsRepository } from './markets-repository';
import { createOverviewRepository } from './overview-repository';
import { createRatesRepository } from './rates-repository';
import { createSessionsRepository } from './sessions-repository';
import { createUsersRepository } from './users-repository';

/** Every repository over one database, prepared statements created once. */
export function createRepositories(db: Db) {
  const sessions = createSessionsRepository(db);
  return {
    auth: createAuthRepository(db),
    bids: createBidsRepository(db),
    content: createContentRepository(db),
    funds: createFundsRepository(db),
    ledger: createLedgerRepository(db),
    markets: createMarketsRepository(db),
    overview: createOverviewRepository(db),
    rates: createRatesRepository(db),
    sessions,
    // A player's changed row must not be served from a kept session.
    users: createUsersRepository(db, sessions.forgetPlayer),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
