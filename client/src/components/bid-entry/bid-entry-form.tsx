import { messages } from '@matka/shared/messages';
import type { BidScreen, SpDpTpChoice } from '@matka/shared/rules';
import {
  BID_SCREEN_INFO,
  formatPoints,
  minor,
  validateBidEntry,
  validateCartSubmit,
} from '@matka/shared/rules';
import { formatDisplayDate, formatLongDate } from '@matka/shared/time';
import { useEffect, useRef, useState } from 'react';
import { useNow } from '@/core/lib/clock';
import { countdownText } from '@/components/countdown';
import { useWalletMinor } from '@/core/lib/queries';
import { moneyToast } from '@/lib/toast';
import { useLeaveGuard } from '@/core/lib/use-leave-guard';
import { Screen, ScreenTitle } from '@/core/components/ui/screen-title';
import { CartList } from './cart-list';
import { ConfirmDialog, type BidSummary } from './confirm-dialog';
import { BidDateField, DigitField, PointsField, SessionChoice, SpDpTpChoices } from './fields';
import type { GameState } from './game-state';
import { LeaveBidsDialog } from './leave-bids-dialog';
import { fieldsOf, hasSessionChoice } from './screen-config';
import { useBidCart } from './use-bid-cart';
import { useMarketOffer } from './use-market-offer';
import { useSessionChoice } from './use-session-choice';
import { useSubmitBids } from './use-submit-bids';
import './bid-entry.css';

export interface BidEntryFormProps {
  readonly screen: BidScreen;
  readonly game: GameState;
  readonly title: string;
}

const NO_CHOICE: SpDpTpChoice = { sp: false, dp: false, tp: false };

export function BidEntryForm({ screen, game, title }: BidEntryFormProps) {
  const { marketKind } = BID_SCREEN_INFO[screen];
  const walletMinor = useWalletMinor();
  const cart = useBidCart(walletMinor);
  const offerAt = useMarketOffer(marketKind, game);
  const nowMs = useNow();
  const offer = offerAt(nowMs);
  const timeLeft = countdownText(offer, nowMs, marketKind === 'main');
  const { session, setSession, openSelectable } = useSessionChoice(screen, offer);
  // Leaving would discard the list: ask first while it holds bids.
  const leaving = useLeaveGuard(cart.rows.length > 0);
  const withSession = hasSessionChoice(screen);
  const entrySession = withSession ? session : 'Open';
  const fields = fieldsOf(screen, entrySession);

  const [values, setValues] = useState({ digits: '', closedigits: '' });
  const [points, setPoints] = useState('');
  const [chosen, setChosen] = useState<SpDpTpChoice>(NO_CHOICE);
  const [confirming, setConfirming] = useState(false);
  // After a placed bid the Submit button that opened the dialog is gone: focus the first input.
  const focusFirstPending = useRef(false);
  const firstInput = useRef<HTMLInputElement>(null);
  const submitBids = useSubmitBids(marketKind);
  // Yesterday's for a night market after midnight (docs/game-rules.md#market-days-and-windows).
  const bidDate = formatLongDate(offer.day);
  const shownDate = formatDisplayDate(offer.day);

  useEffect(() => {
    if (!focusFirstPending.current) return;
    focusFirstPending.current = false;
    firstInput.current?.focus();
  });

  function proceed() {
    if (cart.balanceMinor === undefined) return;
    const result = validateBidEntry(screen, {
      digits: values.digits,
      closedigits: values.closedigits,
      points,
      session: entrySession,
      balanceMinor: cart.balanceMinor,
      chosen,
    });
    if (result.ok) cart.add(result, values.digits.trim());
    else moneyToast.error(result.message);
    setValues({ digits: '', closedigits: '' });
    setPoints('');
  }

  function openConfirm() {
    const error = validateCartSubmit(cart.balanceMinor ?? minor(0));
    if (error !== undefined) {
      moneyToast.error(error);
      return;
    }
    submitBids.reset();
    setConfirming(true);
  }

  async function submit() {
    const result = await submitBids.send({
      gameId: game.gameId,
      gameName: game.gameName,
      bidDate,
      lines: cart.lines,
      onPlaced: cart.removeLines,
    });
    if (result.status === 'done') {
      moneyToast.success(messages.bidPlaced);
      cart.clear();
      focusFirstPending.current = true;
      setConfirming(false);
    }
  }

  const summary: BidSummary = {
    gameId: game.gameId,
    gameName: game.gameName,
    gameType: title,
    sessions: [...new Set(cart.lines.map((line) => line.session))],
    panas: [...new Set(cart.lines.map((line) => line.bidType))],
    count: cart.lines.length,
    totalMinor: cart.cartMinor,
    date: shownDate,
  };

  return (
    <Screen label={title}>
      <ScreenTitle>{title}</ScreenTitle>
      <p className="bid-game">{game.gameName}</p>
      {timeLeft === undefined ? null : (
        <p className="countdown" role="timer">
          {timeLeft}
        </p>
      )}
      <p className="bid-balance">
        <span>{messages.balance}</span>{' '}
        <strong data-testid="bid-balance">
          {cart.balanceMinor === undefined ? '…' : formatPoints(cart.balanceMinor)}
        </strong>
      </p>
      <form
        className="form bid-form"
        aria-label={messages.bidFormOf(title)}
        onSubmit={(event) => {
          event.preventDefault();
          proceed();
        }}
      >
        <BidDateField date={shownDate} />
        {withSession ? (
          <SessionChoice session={session} onChange={setSession} openSelectable={openSelectable} />
        ) : null}
        {fields.map((field, index) => (
          <DigitField
            key={field.label}
            ref={index === 0 ? firstInput : undefined}
            label={field.label}
            value={values[field.key]}
            suggestions={field.suggestions}
            maxLength={field.maxLength}
            onChange={(value) => setValues((current) => ({ ...current, [field.key]: value }))}
          />
        ))}
        {screen === 'sp-dp-tp' ? <SpDpTpChoices chosen={chosen} onChange={setChosen} /> : null}
        <PointsField value={points} onChange={setPoints} />
        <button
          type="submit"
          className="button button--primary button--block"
          disabled={cart.balanceMinor === undefined}
        >
          {messages.proceed}
        </button>
      </form>
      <CartList screen={screen} rows={cart.rows} onDelete={cart.remove} />
      {cart.rows.length > 0 ? (
        <div className="bid-submit-bar">
          <span>
            {messages.totalBid}: {cart.lines.length} · {messages.totalPoint}:{' '}
            {formatPoints(cart.cartMinor)}
          </span>
          <button type="button" className="button button--accent" onClick={openConfirm}>
            {messages.submitBids}
          </button>
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        summary={summary}
        submitting={submitBids.isPending}
        error={submitBids.error}
        onCancel={() => setConfirming(false)}
        onSubmit={() => void submit()}
      />
      <LeaveBidsDialog guard={leaving} count={cart.lines.length} />
    </Screen>
  );
}
