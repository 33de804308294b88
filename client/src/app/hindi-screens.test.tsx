/**
 * Every screen in Hindi shows no English (docs/decisions/010): each route of the table, and the
 * landing, is opened in Hindi against a provider that answers every read with rows, then its
 * dialogs are opened. No text node or accessible name may then hold an English word, save what the
 * provider sent and the few names every language writes alike (`SHARED_NAMES`).
 */
import { BID_TYPES, SESSIONS } from '@matka/shared/rules';
import { englishMessages, messages, withdrawMethodLabels } from '@matka/shared/messages';
import { hindiMessages } from '@matka/shared/messages/hi';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { UPI_WITHDRAW_METHODS } from '@/features/wallet/payment-methods';
import { walletHandlers } from '@/features/wallet/test-handlers';
import { GAME_TYPE_TILES } from '@/features/bids/game-types';
import { saveRegistrationDraft, clearRegistrationDraft } from '@/features/auth/registration-draft';
import { INTERACTIVE_ATTRIBUTE } from '@/lib/first-paint';
import { applyLanguage } from '@/lib/language';
import {
  dashboard,
  fakeProvider,
  gameRates,
  market,
  shellHandlers,
  type FakeHandlers,
} from '@/test/fake-provider';
import { resetTestQueryClient, testQueryClient } from '@/test/query-client';
import { renderRoute, storeSession } from '@/test/render';
import { featureRoutes } from './router';

type User = ReturnType<typeof userEvent.setup>;

/**
 * Names every language writes alike: the bid types (the provider's words, which bid histories show
 * as sent and the screens keep as titles: bid-entry-routes.tsx), the payment apps, abbreviations the
 * Hindi catalogue keeps, and each language's own name in the language choice.
 */
const SHARED_NAMES: readonly string[] = [
  ...BID_TYPES,
  ...GAME_TYPE_TILES.map((tile) => tile.title),
  ...Object.values(withdrawMethodLabels),
  ...UPI_WITHDRAW_METHODS.map((method) => method.option),
  'WhatsApp',
  'Android',
  '24x7',
  'English',
  'UPI ID',
  'UPI',
  'OTP',
  'QR',
  'SP',
  'DP',
  'TP',
  // The toasts' progress bar: react-toastify names it and takes no other name.
  'notification timer',
];

/** One of each kind of row the histories show: both sessions, a sangam line, a Gali line. */
const bidRows = SESSIONS.map((session, index) => ({
  pana: index === 0 ? 'Single Digit' : 'Half Sangam',
  game_name: 'KALYAN',
  session,
  digits: index === 0 ? '4' : '128',
  closedigits: index === 0 ? '' : '7',
  bid_date: '22-11-2026',
  points: '100',
}));
const winRows = bidRows.map(({ bid_date, points, ...row }) => ({
  ...row,
  wining_date: bid_date,
  amount: points,
}));

/** Every read a screen makes, answered with rows, and the writes its dialogs start. */
function providerHandlers(betting: '0' | '1') {
  return {
    ...walletHandlers(),
    ...shellHandlers(() =>
      dashboard({
        betting_status: betting,
        result: [market(), market({ game_id: '2', game_name: 'MILAN DAY', open_result: '128' })],
        sliderdata: [{ slider_image: 'http://provider.test/slide.png', image_id: '1' }],
      }),
    ),
    'api-get-slider-images': () => ({
      status: true,
      sliderdata: [{ slider_image: 'http://provider.test/slide.png', image_id: '1' }],
    }),
    'api-game-rates': () => ({ status: true, game_rates: [gameRates] }),
    // A rate the provider has not set yet: the Starline panel says so.
    'api-starline-game-rates': () => ({
      status: true,
      game_rates: [{ ...gameRates, tripple_pana_val_1: undefined, tripple_pana_val_2: undefined }],
    }),
    'api-galidisawar-game-rates': () => ({ status: true, game_rates: [gameRates] }),
    'api-starline-game': () => ({
      status: true,
      result: [market({ game_id: '11', game_name: '02:00 PM', open_time: '02:00 PM' })],
      web_starline_chart_url: 'http://provider.test/charts/starline',
    }),
    'api-galidisawar-game': () => ({
      status: true,
      result: [market({ game_id: '21', game_name: 'GHAZIABAD', open_time: '02:00 PM' })],
      web_galidessar_chart_url: 'http://provider.test/charts/gali',
    }),
    'api-how-to-play': () => ({
      status: true,
      result: true,
      content: [{ video_link: 'https://video.test/how', how_to_play_content: 'Khelne ka tarika' }],
    }),
    'api-money-deposit-withdrawal-rule': () => ({
      status: true,
      content: [{ withdrawal_rule: 'Nikasi niyam', deposit_rule: 'Jama niyam' }],
    }),
    'api-user-wallet-balance': () => ({
      status: true,
      msg: '',
      wallet_amt: '10000',
      withdraw_open_time: '10:00 AM',
      withdraw_close_time: '06:00 PM',
    }),
    'api-admin-bank-details': () => ({
      status: true,
      msg: '',
      bank_details: [
        {
          upi_payment_id: 'matka@upi',
          bank_name: 'Matka Bank',
          account_holder_name: 'Matka Owner',
          account_number: '1234567890',
          ifsc_code: 'MATK0000001',
        },
      ],
    }),
    'api-get-qr-pay': () => ({
      status: true,
      qrdata: [{ upi_id: 'matka@upi', qr_image: 'http://provider.test/qr.png' }],
    }),
    'api-wallet-transaction-history': () => ({
      status: true,
      msg: '',
      transaction_history: [
        {
          transaction_id: '3',
          transaction_type: '1',
          transaction_note: 'Jeet KALYAN',
          amount: '950',
          insert_date: '22-11-2026 06:10 PM',
          amount_status: '1',
        },
        ...(['1', '2'] as const).map((type, index) => ({
          transaction_id: String(index + 1),
          transaction_type: type,
          transaction_note: '',
          amount: '100',
          insert_date: '22-11-2026 03:10 PM',
          amount_status: String(index),
        })),
      ],
    }),
    'api-user-withdraw-transaction-history': () => ({
      status: true,
      msg: '',
      withdrawdata: ['0', '1', '2', '7'].map((status, index) => ({
        request_number: String(10 + index),
        request_status: status,
        request_amount: '600',
        insert_date: '22-11-2026 12:00 PM',
        payment_receipt: index === 2 ? 'http://provider.test/receipt.png' : '',
        google_pay_number: index === 0 ? '9876543210' : '',
        phone_pay_number: index === 1 ? '9876543212' : '',
        paytm_number: index === 2 ? '9876543211' : '',
      })),
    }),
    'api-fund-request-history': () => ({
      status: true,
      msg: '',
      fund_requests: ['0', '1', '2'].map((status, index) => ({
        request_id: String(index + 1),
        request_amount: '500',
        request_status: status,
        insert_date: '22-11-2026 11:00 AM',
      })),
    }),
    'api-bid-history-data': () => ({ status: true, msg: '', bid_data: bidRows }),
    'api-wining-history-data': () => ({ status: true, msg: '', win_data: winRows }),
    'api-starline-bid-history-data': () => ({ status: true, msg: '', bid_data: bidRows }),
    'api-starline-wining-history-data': () => ({ status: true, msg: '', win_data: winRows }),
    'api-galidisawar-bid-history-data': () => ({ status: true, msg: '', bid_data: bidRows }),
    'api-galidisawar-wining-history-data': () => ({ status: true, msg: '', win_data: winRows }),
    'api-check-user-for-transfer-amt': () => ({ status: true, msg: '', user_name: 'Asha Devi' }),
  } satisfies FakeHandlers;
}

/** The signed-in player, as the provider's sign-in answered. */
const PLAYER = { username: 'Ravi Kumar', token: 'token-1', mobile: '9876543210' };

/**
 * The navigation state every screen that reads one gets from the screen before it: a game for the
 * bid screens and menus, the phone and code for the OTP and reset steps.
 */
const NAVIGATION_STATE = {
  gameId: '1',
  gameName: 'KALYAN',
  openTime: '03:45 PM',
  closeTime: '05:45 PM',
  phoneNumber: '9123456780',
  validationOtp: '4321',
  otp2: '4321',
  option: UPI_WITHDRAW_METHODS[0].option,
};

/** The texts the provider sent, split where a screen splits them (lines, markup). */
function sentTexts(answers: readonly unknown[]): string[] {
  const texts = new Set<string>();
  const englishTexts = new Set<string>(
    Object.values(englishMessages).filter((text) => typeof text === 'string'),
  );
  const visit = (value: unknown): void => {
    if (typeof value === 'string') {
      for (const part of value.split(/[\r\n]+|<[^>]*>/)) {
        const text = part.trim();
        // A sent word the catalogue has (a session, 'Open') is no excuse for showing it in English.
        if (/\p{L}/u.test(text) && !englishTexts.has(text) && !SESSIONS.includes(text as never)) {
          texts.add(text);
        }
      }
    } else if (Array.isArray(value)) value.forEach(visit);
    else if (typeof value === 'object' && value !== null) Object.values(value).forEach(visit);
  };
  answers.forEach(visit);
  return [...texts];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The texts and accessible names on screen that hold an English word nobody sent. */
function englishOnScreen(sent: readonly string[]): string[] {
  const allowed = [...sent, ...SHARED_NAMES].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(`(?<![A-Za-z])(?:${allowed.map(escape).join('|')})(?![A-Za-z])`, 'g');
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('script, style')) continue;
    texts.push(node.textContent ?? '');
  }
  const named = ['aria-label', 'aria-roledescription', 'placeholder', 'title', 'alt'];
  for (const element of document.body.querySelectorAll('*')) {
    for (const name of named) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.trim())
    .filter((text) => /[A-Za-z]/.test(text.replace(pattern, '')));
}

/** Waits until the route's screen is on the page and no read or write is in flight. */
async function settled(): Promise<void> {
  const client = testQueryClient();
  const busy = () =>
    !document.documentElement.hasAttribute(INTERACTIVE_ATTRIBUTE) ||
    document.querySelector('.route-loading') !== null ||
    client.isFetching() > 0 ||
    client.isMutating() > 0;
  // Twice in a row: a screen's reads start in the effects after its first render.
  await waitFor(() => expect(busy()).toBe(false));
  await new Promise((resolve) => setTimeout(resolve, 30));
  await waitFor(() => expect(busy()).toBe(false));
}

interface Opened {
  readonly answers: unknown[];
  readonly unanswered: () => string[];
  readonly unmount: () => void;
}

/** Opens `path` in Hindi for a betting (or charts-only) player; resolves once it has settled. */
async function open(path: string, state: unknown, betting: '0' | '1' = '1'): Promise<Opened> {
  document.documentElement.removeAttribute(INTERACTIVE_ATTRIBUTE);
  resetTestQueryClient();
  const handlers = providerHandlers(betting);
  const answers: unknown[] = [];
  const recorded = Object.fromEntries(
    Object.entries(handlers).map(([name, handler]) => [
      name,
      () => {
        const answer = (handler as () => unknown)();
        answers.push(answer);
        return answer;
      },
    ]),
  ) as unknown as typeof handlers;
  const network = fakeProvider(recorded);
  const { unmount } = renderRoute(path, { state });
  await settled();
  return {
    answers,
    unmount,
    unanswered: () => network.wirePaths.filter((wirePath) => !(wirePath in handlers)),
  };
}

function expectHindi(opened: Opened): void {
  expect(opened.unanswered()).toEqual([]);
  // The player's name came in the provider's sign-in answer.
  const english = englishOnScreen(sentTexts([...opened.answers, PLAYER.username]));
  expect(english, english.join(' | ')).toEqual([]);
}

async function openMenu(user: User): Promise<void> {
  await user.click(screen.getByRole('button', { name: messages.openMenu }));
  await screen.findByRole('navigation', { name: messages.mainMenu });
}

/**
 * Dialogs, menus and toasts a screen opens on a tap; each is checked once it shows, those a later
 * step closes by `check`.
 */
const DIALOGS: Readonly<Record<string, (user: User, check: () => void) => Promise<void>>> = {
  [paths.home]: openMenu,
  [paths.histories]: async (user) => {
    await user.click(screen.getByRole('button', { name: messages.support }));
    await screen.findByRole('dialog', { name: messages.selectSupportOption });
  },
  [paths.transfer]: async (user, check) => {
    // A refusal's toast first: the toasts' own labels are on screen then.
    await user.click(screen.getByRole('button', { name: messages.transfer }));
    await screen.findByText(messages.phoneRequired, {}, { timeout: 5000 });
    check();
    await user.type(screen.getByLabelText(messages.phoneNumber), '9123456780');
    await user.type(screen.getByLabelText(messages.points), '500');
    await user.click(screen.getByRole('button', { name: messages.transfer }));
    await screen.findByRole('dialog', { name: messages.confirmTransfer });
  },
  [paths.payViaUpi]: async (user) => {
    await user.type(screen.getByLabelText(messages.amount), '500');
    await user.click(screen.getByRole('radio', { name: withdrawMethodLabels.googlePay }));
    await user.click(screen.getByRole('button', { name: messages.addMoney }));
    await screen.findByRole('dialog', { name: messages.confirmAddMoneyTitle });
  },
  [paths.wallet]: async (user) => {
    await user.click(screen.getByRole('button', { name: messages.upiWithdrawMethods }));
    await user.click(screen.getByRole('button', { name: UPI_WITHDRAW_METHODS[2].option }));
    await screen.findByRole('dialog');
  },
  [paths.single]: async (user, check) => {
    await user.type(screen.getByLabelText(messages.digit), '4');
    await user.type(screen.getByLabelText(messages.points), '100');
    await user.click(screen.getByRole('button', { name: messages.proceed }));
    await user.click(screen.getByRole('button', { name: messages.submitBids }));
    const dialog = await screen.findByRole('dialog');
    check();
    await user.click(within(dialog).getByRole('button', { name: messages.cancel }));
    await user.click(screen.getByRole('button', { name: messages.back }));
    await screen.findByRole('dialog', { name: messages.leaveBidsTitle });
  },
};

beforeEach(async () => {
  await applyLanguage('hi');
});

afterEach(async () => {
  clearRegistrationDraft();
  await applyLanguage('en');
});

const visitorsOnly = (openTo: readonly string[]) => openTo.every((who) => who === 'visitor');

describe('every screen in Hindi', () => {
  it('reads the Hindi catalogue', () => {
    expect(messages.signIn).toBe(hindiMessages.signIn);
    expect(messages.signIn).not.toBe(englishMessages.signIn);
  });

  it('/ (the landing) shows no English, its menu open too', async () => {
    const landing = await open(paths.landing, undefined);
    expectHindi(landing);
    await openMenu(userEvent.setup());
    expectHindi(landing);
  });

  for (const { path, handle } of featureRoutes) {
    it(`${path} shows no English`, async () => {
      if (!visitorsOnly(handle.openTo)) await storeSession(PLAYER);
      const user = userEvent.setup();

      // Typed (or reloaded): no navigation state.
      const typed = await open(path, undefined);
      expectHindi(typed);
      const needsState = screen.queryAllByText(messages.invalidNavigation).length > 0;

      // Opened from the screen before it, with what that screen passes on.
      let current = typed;
      if (needsState) {
        typed.unmount();
        saveRegistrationDraft({
          username: 'Asha Devi',
          phone: NAVIGATION_STATE.phoneNumber,
          password: 'demo1234',
          otp: NAVIGATION_STATE.validationOtp,
        });
        current = await open(path, NAVIGATION_STATE);
        expect(screen.queryByText(messages.invalidNavigation)).toBeNull();
        expectHindi(current);
      }

      const dialog = DIALOGS[path];
      if (dialog) {
        const opened = current;
        await dialog(user, () => expectHindi(opened));
        expectHindi(opened);
      }

      // A charts-only player sees another footer and menu.
      if (handle.openTo.includes('chartsOnly')) {
        current.unmount();
        expectHindi(await open(path, NAVIGATION_STATE, '0'));
      }
    });
  }
});
