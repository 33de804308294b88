import type { BidScreen } from '@matka/shared/rules';
import { useLocation } from 'react-router';
import { BidEntryForm, MissingGameState, parseGameState } from '../../../components/bid-entry';

/** A main-market bid screen; without navigation state it explains and links home. */
export function MainBidScreen({
  screen,
  title,
}: {
  readonly screen: BidScreen;
  readonly title: string;
}) {
  const game = parseGameState(useLocation().state);
  if (!game) return <MissingGameState title={title} />;
  return <BidEntryForm screen={screen} game={game} title={title} />;
}
