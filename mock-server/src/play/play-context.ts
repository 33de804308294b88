import {
  SPEC_WITHDRAW_METHODS,
  WEB_DEVICE_ID,
  type ProviderClient,
  type WithdrawMethods,
} from '@matka/shared/contract';
import type { MarketKind } from '@matka/shared/rules';
import { addDays, istDateKey, type DateKey } from '@matka/shared/time';
import { controlClient, providerClient, type ControlCall, type MockTarget } from './mock-target';

/** A market as the control API lists it (`control/markets`). */
export interface ListedMarket {
  game_id: string;
  kind: MarketKind;
  name: string;
  day: string;
  result: string;
  takes_bids: boolean;
}

/** A step's expectation that did not hold: what was expected and what was found. */
export class ExpectationFailed extends Error {
  override readonly name = 'ExpectationFailed';
  constructor(
    readonly expected: string,
    readonly found: string,
  ) {
    super(`expected ${expected}, found ${found}`);
  }
}

/** What the steps of one run share: the mock's two APIs, the players' sessions, the script's folder. */
export class Play {
  readonly control: ControlCall;
  readonly provider: ProviderClient;
  /** The withdraw method codes of the mock's profile. */
  readonly withdrawMethods: WithdrawMethods;
  /** Session tokens by phone number, from the players' logins. */
  private readonly tokens = new Map<string, string>();

  constructor(
    target: MockTarget,
    /** Where a reseed's `file` is read from: the script's folder. */
    readonly dir: string,
  ) {
    this.control = controlClient(target);
    this.provider = providerClient(target);
    this.withdrawMethods = target.provider?.withdrawMethods ?? SPEC_WITHDRAW_METHODS;
  }

  /** Signs the player in (once per run, again after their sessions ended) and answers the token. */
  async token(mobile: string, password = 'demo1234'): Promise<string> {
    const known = this.tokens.get(mobile);
    if (known !== undefined) return known;
    const answer = await this.provider.apiUserLogin({ mobile, password, device_id: WEB_DEVICE_ID });
    this.tokens.set(mobile, answer.unique_token);
    return answer.unique_token;
  }

  /** Forgets the sessions of one player, or of all (after a reseed). */
  forgetSessions(mobile?: string): void {
    if (mobile === undefined) this.tokens.clear();
    else this.tokens.delete(mobile);
  }

  /** The server clock's IST date, `daysAgo` days back. */
  async day(daysAgo = 0): Promise<DateKey> {
    const clock = await this.control('clockNow', {});
    return addDays(istDateKey(clock.now), -daysAgo);
  }

  /** The market named so (of that kind, when given), as the server sees it now. */
  async market(name: string, kind?: MarketKind): Promise<ListedMarket> {
    const { markets } = await this.control('markets', kind === undefined ? {} : { kind });
    const found = markets.filter((m) => m.name === name);
    if (found.length === 1) return found[0] as ListedMarket;
    if (found.length === 0)
      throw new ExpectationFailed(
        `a market named ${name}`,
        `only ${markets.map((m) => m.name).join(', ')}`,
      );
    throw new ExpectationFailed(
      `one market named ${name}`,
      `${found.length} (${found.map((m) => m.kind).join(', ')}): add "kind"`,
    );
  }
}
