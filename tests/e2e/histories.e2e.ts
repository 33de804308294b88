import {
  addDays,
  formatHistoryDate,
  formatLongDate,
  formatPickerDate,
  istDateKey,
} from '@matka/shared/time';
import { messages } from '@matka/shared/messages';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, newPhone, pageErrors, reopenApp, saveScreenshot } from './support/browser';
import {
  expectAccessible,
  openFromFooter,
  openHistory,
  openSideMenuItem,
  signInThroughLogin,
} from './support/journeys';
import { DEFAULT_NOW_MS, startStack, type Stack } from './support/stack';

/**
 * Histories and content pages in a real browser: every history screen with data (the default
 * scenario's history, plus a Gali bid placed and won today) and empty (scenario `empty`), and the
 * content pages' titles, each screen with no serious axe violations. After sign-in the player only
 * taps (the side menu, its Histories menu, the footer, the wallet's tiles); the two addresses no
 * screen links to (/withdrawfundhistory, /privacy) are opened the only way a player can reach
 * them, as a shared or saved link: a cold start (`reopenApp`) on a phone of their own.
 *
 * The stack seeds its history back from its fixed instant (12:00 PM IST, `DEFAULT_NOW_MS`) and the
 * browser's clock starts there too, so "today" is the same day for the seed, the server and the page.
 */

const TODAY = istDateKey(DEFAULT_NOW_MS);
const WEEK_AGO = addDays(TODAY, -7);

const DEMO = { mobile: '9876543210', password: 'demo1234' };
const NEW_PLAYER = { mobile: '9988776655', password: 'demo1234' };

interface Market {
  game_id: string;
  game_name: string;
}

interface HistoryAnswer {
  bid_data?: unknown[];
  win_data?: unknown[];
}

let browser: Browser;

beforeAll(async () => {
  browser = await connectBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function startAtNoon(scenario: string): Promise<Stack> {
  return startStack({ scenario, nowMs: DEFAULT_NOW_MS });
}

async function phone(stack: Stack): Promise<Page> {
  const { page } = await newPhone(browser, stack.baseUrl, stack.nowMs);
  return page;
}

async function signedInPhone(stack: Stack, player: typeof DEMO): Promise<Page> {
  const page = await phone(stack);
  await signInThroughLogin(page, player);
  return page;
}

async function tokenOf(stack: Stack, player: typeof DEMO): Promise<string> {
  const answer = await stack.provider<{ unique_token: string }>('api-user-login', {
    mobile: player.mobile,
    password: player.password,
    device_id: 'web',
  });
  return answer.unique_token;
}

/**
 * A signed-in phone that opens the app afresh at `path`, as from a shared or saved link: the way a
 * player reaches an address that no screen links to.
 */
async function coldStartAt(stack: Stack, player: typeof DEMO, path: string): Promise<Page> {
  const page = await signedInPhone(stack, player);
  await reopenApp(page, path);
  return page;
}

/** Picks From and To (native date inputs take 'YYYY-MM-DD') and submits. */
async function submitRange(page: Page, from: string, to: string): Promise<void> {
  await page.getByLabel('From', { exact: true }).fill(from);
  await page.getByLabel('To', { exact: true }).fill(to);
  // Both fields show the picked dates as MM/dd/yyyy (the same text twice when they are equal).
  const shown = from === to ? [2, 2] : [1, 1];
  await expect
    .poll(async () => [
      await page.getByText(formatPickerDate(from)).count(),
      await page.getByText(formatPickerDate(to)).count(),
    ])
    .toEqual(shown);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Waits until the range asked for has answered: Submit is back (not 'Submitting...'). */
async function rangeLoaded(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Submit', exact: true }).waitFor();
}

async function cardCount(page: Page, listName: string): Promise<number> {
  const list = page.getByRole('list', { name: listName });
  await list.waitFor();
  return list.getByRole('listitem').count();
}

describe('histories with data (default scenario)', () => {
  let stack: Stack;
  let page: Page;
  let token: string;

  beforeAll(async () => {
    stack = await startAtNoon('default');
    token = await tokenOf(stack, DEMO);
    page = await signedInPhone(stack, DEMO);
  });

  afterAll(async () => {
    await page?.context().close();
    await stack?.close();
  });

  const range = () => ({ from: formatHistoryDate(WEEK_AGO), to: formatHistoryDate(TODAY) });

  it('the /histories menu lists its eight entries and opens Deposit History', async () => {
    await openSideMenuItem(page, 'Histories');
    await page.waitForURL('**/histories');
    const nav = page.getByRole('navigation', { name: 'Histories' });
    await expect
      .poll(() => nav.getByRole('link').allTextContents())
      .toEqual([
        'Deposit History',
        'Wallet History',
        'Main Bid-History',
        'Main Win-History',
        'Starline Bid-History',
        'Starline Win-History',
        'Gali Bid-History',
        'Gali Win-History',
      ]);
    await expectAccessible(page, '/histories');
    await nav.getByRole('link', { name: 'Deposit History' }).click();
    await page.waitForURL('**/AddFundHistory');
    const list = page.getByRole('list', { name: 'Deposit History' });
    await list.waitFor();
    expect(await list.getByRole('listitem').count()).toBe(2);
    await expect
      .poll(() => list.locator('.status-badge').allTextContents())
      .toEqual(
        expect.arrayContaining([messages.withdrawStatusPending, messages.withdrawStatusApproved]),
      );
    await expectAccessible(page, '/AddFundHistory');
  });

  it.each([
    ['Main Bid-History', '/imp4', 'Bid History', 'api-bid-history-data', 'bid'],
    ['Main Win-History', '/imp3', 'Win History', 'api-wining-history-data', 'win'],
    [
      'Starline Bid-History',
      '/imp5',
      'Starline Bid History',
      'api-starline-bid-history-data',
      'bid',
    ],
    [
      'Starline Win-History',
      '/imp6',
      'Starline Win History',
      'api-starline-wining-history-data',
      'win',
    ],
  ] as const)(
    '%s (%s) opens on today, then lists what the server holds for the last week',
    async (entry, path, title, endpoint, kind) => {
      const held = async (from: string, to: string) => {
        const body =
          kind === 'bid'
            ? { unique_token: token, bid_from: from, bid_to: to }
            : { unique_token: token, date_from: from, date_to: to };
        const answer = await stack.provider<HistoryAnswer>(endpoint, body);
        return (kind === 'bid' ? answer.bid_data : answer.win_data) ?? [];
      };
      const rows = await held(range().from, range().to);
      expect(rows.length).toBeGreaterThan(0);
      expect(await held(range().to, range().to)).toEqual([]);

      await openHistory(page, entry);
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.getByText(formatPickerDate(TODAY)).count()).toBe(2);
      // Today's range loads as the screen opens: today holds nothing, so the empty state shows
      // before any Submit.
      await page.getByText(messages.noDataFoundUpper).waitFor();
      await submitRange(page, WEEK_AGO, TODAY);
      expect(await cardCount(page, title)).toBe(rows.length);
      await expectAccessible(page, path);
      await saveScreenshot(page, `histories-${path.slice(1)}`);

      // Today alone holds nothing: the same screen shows the empty state.
      await submitRange(page, TODAY, TODAY);
      await rangeLoaded(page);
      await page.getByText(messages.noDataFoundUpper).waitFor();
      await saveScreenshot(page, `histories-${path.slice(1)}-empty-range`);
    },
  );

  it('Gali bid and win histories load today: a bid placed and won today shows on both', async () => {
    const games = await stack.provider<{ result: Market[] }>('api-galidisawar-game');
    const game = games.result.find((row) => row.game_name === 'FARIDABAD');
    if (!game) throw new Error('FARIDABAD is not listed');
    await stack.provider('api-galidisawar-submit-bid', {
      unique_token: token,
      game_id: game.game_id,
      new_result: {
        unique_token: token,
        Gamename: game.game_name,
        totalbit: 30,
        gameid: game.game_id,
        pana: 'Jodi Digit',
        gametype: 'gali',
        bid_date: formatLongDate(TODAY),
        session: 'Open',
        result: [
          {
            digits: '36',
            closedigits: '',
            points: 10,
            session: 'Open',
            pana: 'Jodi Digit',
            closepana: '',
          },
          {
            digits: '63',
            closedigits: '',
            points: 20,
            session: 'Open',
            pana: 'Jodi Digit',
            closepana: '',
          },
        ],
      },
    });
    await stack.control('result/gali', { game_id: game.game_id, result: '36' });

    await openHistory(page, 'Gali Bid-History');
    expect(await cardCount(page, 'Gali Bid History')).toBe(2);
    await expect
      .poll(() => page.getByRole('list', { name: 'Gali Bid History' }).textContent())
      .toContain('FARIDABAD');
    await expectAccessible(page, '/impbid');

    await openHistory(page, 'Gali Win-History');
    expect(await cardCount(page, 'Gali Win History')).toBe(1);
    const card = page.getByRole('list', { name: 'Gali Win History' }).getByRole('listitem');
    await expect.poll(() => card.textContent()).toContain(messages.congratulationsYouWon);
    expect(await card.textContent()).toContain('36');
    expect(await card.getAttribute('data-tone')).toBe('jodi');
    await expectAccessible(page, '/impwin');
    await saveScreenshot(page, 'histories-gali-win');
  });

  it('the passbook, deposit and withdraw histories show the ledger and requests', async () => {
    const ledger = await stack.provider<{
      transaction_history: { transaction_note: string; amount_status: string }[];
    }>('api-wallet-transaction-history', { unique_token: token });
    await openFromFooter(page, 'Passbook');
    expect(await cardCount(page, 'Passbook')).toBe(ledger.transaction_history.length);
    // The scenario's withdrawal was approved: its debit says so.
    const withdrawal = page
      .getByRole('list', { name: 'Passbook' })
      .getByRole('listitem')
      .filter({ hasText: 'Withdraw request' });
    await expect
      .poll(() => withdrawal.locator('.status-badge').allTextContents())
      .toEqual([messages.withdrawStatusApproved]);
    await expectAccessible(page, '/transaction');

    await openSideMenuItem(page, 'Wallet');
    await page.getByRole('link', { name: 'Withdraw Fund History', exact: true }).click();
    await page.waitForURL('**/withdrawhistory');
    const list = page.getByRole('list', { name: 'Withdraw History' });
    await list.waitFor();
    await expect
      .poll(() => list.locator('.status-badge').allTextContents())
      .toEqual([messages.withdrawStatusApproved]);
    await expectAccessible(page, '/withdrawhistory');
    await saveScreenshot(page, 'histories-withdraw');
    expect(pageErrors(page)).toEqual([]);
  });

  it('/withdrawfundhistory, which no screen links to, opens from a shared link', async () => {
    const linked = await coldStartAt(stack, DEMO, '/withdrawfundhistory');
    const list = linked.getByRole('list', { name: 'Withdraw History' });
    await list.waitFor();
    await expect
      .poll(() => list.locator('.status-badge').allTextContents())
      .toEqual([messages.withdrawStatusApproved]);
    await expectAccessible(linked, '/withdrawfundhistory');
    expect(pageErrors(linked)).toEqual([]);
    await linked.context().close();
  });
});

describe('histories empty (scenario empty)', () => {
  let stack: Stack;
  let page: Page;

  beforeAll(async () => {
    stack = await startAtNoon('empty');
    page = await signedInPhone(stack, NEW_PLAYER);
  });

  afterAll(async () => {
    await page?.context().close();
    await stack?.close();
  });

  it('every history shows its empty state', async () => {
    for (const [entry, title] of [
      ['Main Bid-History', 'Bid History'],
      ['Main Win-History', 'Win History'],
      ['Starline Bid-History', 'Starline Bid History'],
      ['Starline Win-History', 'Starline Win History'],
    ] as const) {
      await openHistory(page, entry);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await page.getByText(messages.noDataFoundUpper).waitFor();
      await submitRange(page, WEEK_AGO, TODAY);
      await rangeLoaded(page);
      await page.getByText(messages.noDataFoundUpper).waitFor();
      await expectAccessible(page, entry);
    }
    for (const entry of ['Gali Bid-History', 'Gali Win-History']) {
      await openHistory(page, entry);
      await page.getByText(messages.noDataFound, { exact: true }).waitFor();
      await page.getByText(messages.tryRefreshing).waitFor();
      await expectAccessible(page, entry);
    }
    await openFromFooter(page, 'Passbook');
    await page.getByRole('heading', { level: 1, name: 'Passbook' }).waitFor();
    await page.getByText(messages.noDataFound, { exact: true }).waitFor();
    await expectAccessible(page, '/transaction');

    await openFromFooter(page, 'Funds');
    await page.getByRole('link', { name: 'Deposit History', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Deposit History' }).waitFor();
    await page.getByText(messages.noDataFound, { exact: true }).waitFor();
    await expectAccessible(page, '/addfundhistory');

    await openSideMenuItem(page, 'Wallet');
    await page.getByRole('link', { name: 'Withdraw Fund History', exact: true }).click();
    await page.getByText(messages.noWithdrawalHistory).waitFor();
    await expectAccessible(page, '/withdrawhistory');
    await saveScreenshot(page, 'histories-empty');
    expect(pageErrors(page)).toEqual([]);
  });

  it('a failing history call shows the empty state, not a blank screen', async () => {
    await stack.control('faults', { path: 'api-wallet-transaction-history', http_500: true });
    await openFromFooter(page, 'Passbook');
    await page.getByText(messages.noDataFound, { exact: true }).waitFor({ timeout: 15_000 });
    await stack.control('faults/clear', {});
  });

  it('the content pages render their titles', async () => {
    const pages = [
      ['Game Rates', 'Game Rates'],
      ['How To Play', 'How To Play'],
      ['Privacy Policy', 'Privacy Policy'],
      ['About Us', 'About Us'],
      ['Delete Account', 'Data Deletion'],
    ] as const;
    for (const [item, title] of pages) {
      await openSideMenuItem(page, item);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectAccessible(page, item);
    }
    await openSideMenuItem(page, 'Game Rates');
    for (const panel of [
      messages.winRatioMainMarket,
      messages.winRatioGali,
      messages.winRatioStarline,
    ]) {
      const region = page.getByRole('region', { name: panel });
      await region.waitFor();
      await expect.poll(() => region.locator('dd').count()).toBeGreaterThan(0);
      expect(await region.locator('dd').first().textContent()).toMatch(/^\d+-\d+$/);
    }
    await saveScreenshot(page, 'content-game-rates');
    await openSideMenuItem(page, 'How To Play');
    await page.getByRole('heading', { level: 1, name: 'How To Play' }).waitFor();
    await expect.poll(() => page.getByRole('listitem').count()).toBeGreaterThanOrEqual(5);
    await page
      .getByText(/10 Lac Points/)
      .first()
      .waitFor();
    expect(await page.getByRole('link', { name: 'Watch Video' }).getAttribute('target')).toBe(
      '_blank',
    );
    await saveScreenshot(page, 'content-htp');
    expect(pageErrors(page)).toEqual([]);
  });

  it('/privacy and /withdrawfundhistory, which no screen links to, open from a shared link', async () => {
    const privacy = await coldStartAt(stack, NEW_PLAYER, '/privacy');
    await privacy.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    await expectAccessible(privacy, '/privacy');
    await reopenApp(privacy, '/withdrawfundhistory');
    await privacy.getByText(messages.noWithdrawalHistory).waitFor();
    await expectAccessible(privacy, '/withdrawfundhistory');
    expect(pageErrors(privacy)).toEqual([]);
    await privacy.context().close();
  });

  it('How To Play opens for a signed-out visitor', async () => {
    const visitor = await phone(stack);
    await visitor.goto('/htp');
    await visitor.getByRole('heading', { level: 1, name: 'How To Play' }).waitFor();
    await expectAccessible(visitor, '/htp signed out');
    await visitor.context().close();
  });
});
