import type { BidScreen } from '@matka/shared/rules';
import { useLocation } from 'react-router';
import {
  MissingStateNotice,
  type MissingStateNoticeProps,
} from '@/components/missing-state-notice';
import { BidEntryForm } from './bid-entry-form';
import { parseGameState } from './game-state';
import { MissingGameState } from './missing-game-state';

/** What a bid screen opened without its game offers: the list to start from. */
export type StartOver = Omit<MissingStateNoticeProps, 'title'>;

export interface BidEntryScreenProps {
  readonly screen: BidScreen;
  readonly title: string;
  /** Where a player who opened the screen without its game starts over (the home by default). */
  readonly startOver: StartOver | undefined;
}

/**
 * Every bid screen, main, Starline and Gali (spec section 2): the bid-entry form for the game in
 * the navigation state, or, opened without one (a reload, a typed address), the 'Invalid
 * navigation' notice with the way back.
 */
export function BidEntryScreen({ screen, title, startOver }: BidEntryScreenProps) {
  const game = parseGameState(useLocation().state);
  if (!game && startOver) return <MissingStateNotice title={title} {...startOver} />;
  if (!game) return <MissingGameState title={title} />;
  return <BidEntryForm screen={screen} game={game} title={title} />;
}
