/**
 * The screens in Hindi show no English (docs/decisions/010): every text and accessible name comes
 * from the live catalogue, so once Hindi is on, no text node, label or placeholder may hold an
 * English word, save what the provider sent (market names, notes, the player's name) and the
 * names every language writes alike (OTP, UPI, the bid types the provider also names).
 */
import { englishMessages, messages } from '@matka/shared/messages';
import { hindiMessages } from '@matka/shared/messages/hi';
import { hindiPageTexts } from '@matka/shared/messages/hi-pages';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { applyLanguage } from '@/lib/language';
import { fakeProvider, shellHandlers } from '@/test/fake-provider';
import { renderRoute, storeSession } from '@/test/render';

const GAME = { gameId: '7', gameName: 'KALYAN', openTime: '03:45 PM', closeTime: '05:45 PM' };

/** What the fake provider sends that a screen shows as sent. */
const PROVIDER_TEXTS = ['KALYAN', 'Welcome to the game', 'Demo Player'];

/**
 * Words every language writes alike: abbreviations, payment apps, the app's own name in the
 * language list, and the bid-type names, which are the provider's words (bid histories show them
 * as sent) and so stay one name in every language.
 */
const SHARED_WORDS = new Set(
  (
    'OTP UPI ID QR SP DP TP PM AM Android English WhatsApp Google Pay GPay Paytm PhonePe ' +
    'Single Double Triple Digit Jodi Panna Pana Half Full Sangam Motor Left Right'
  ).split(' '),
);

/** The texts and accessible names on screen that hold an English word nobody sent us. */
function englishOnScreen(): string[] {
  const texts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent?.closest('script, style, svg')) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll(
    '[aria-label], [placeholder], [title], [alt]',
  )) {
    for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts
    .map((text) => text.trim())
    .filter((text) => text !== '')
    .filter((text) => {
      let rest = text;
      for (const sent of PROVIDER_TEXTS) rest = rest.replaceAll(sent, '');
      const words = rest.match(/[A-Za-z]{2,}/g) ?? [];
      return words.some((word) => !SHARED_WORDS.has(word));
    });
}

/** A route and a Hindi text that shows once its screen has loaded. */
const SCREENS: readonly (readonly [path: string, loaded: string, state?: unknown])[] = [
  [paths.landing, hindiMessages.landingHeading],
  [paths.login, hindiMessages.forgotPassword],
  [paths.register, hindiMessages.haveAccount],
  [paths.forgotPassword, hindiMessages.backToSignIn],
  [paths.home, hindiMessages.openAt('03:45 PM')],
  [paths.game, hindiMessages.selectGameType],
  [paths.single, hindiMessages.proceed, GAME],
  [paths.addFunds, hindiMessages.depositRules],
  [paths.wallet, hindiMessages.upiWithdrawMethods],
  [paths.withdraw, hindiMessages.withdrawTimings],
  [paths.transfer, hindiMessages.transfer],
  [paths.histories, hindiMessages.mainBidHistory],
  [paths.gameRates, hindiMessages.winRatioMainMarket],
  [paths.starlineCharts, hindiMessages.starlineRates],
  [paths.galiAllGame, hindiMessages.galiRates],
  [paths.charts, hindiMessages.marketCharts],
  [paths.profile, hindiMessages.name],
  [paths.changePassword, hindiMessages.currentPassword],
  [paths.about, hindiPageTexts.about[0]?.paragraphs[0] ?? ''],
  [paths.privacy, hindiPageTexts.privacy[0]?.paragraphs[0] ?? ''],
  [paths.deleteAccount, hindiPageTexts.dataDeletion[0]?.paragraphs[0] ?? ''],
  [paths.howToPlay, hindiPageTexts.howToPlay[0] ?? ''],
];

const VISITOR_SCREENS: readonly string[] = [
  paths.landing,
  paths.login,
  paths.register,
  paths.forgotPassword,
];

beforeEach(async () => {
  await applyLanguage('hi');
});

afterEach(async () => {
  await applyLanguage('en');
});

describe('screens in Hindi', () => {
  it('read the Hindi catalogue', () => {
    expect(messages.signIn).toBe(hindiMessages.signIn);
    expect(messages.signIn).not.toBe(englishMessages.signIn);
  });

  for (const [path, loaded, state] of SCREENS) {
    it(`${path} shows no hard-coded English`, async () => {
      if (!VISITOR_SCREENS.includes(path)) await storeSession();
      fakeProvider(shellHandlers());
      renderRoute(path, { state: state ?? GAME });
      await screen.findAllByText(loaded, { exact: false });
      expect(englishOnScreen()).toEqual([]);
    });
  }
});
