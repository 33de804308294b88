import { BID_SCREEN_INFO, type BidScreen } from '@matka/shared/rules';
import { useLocation } from 'react-router';
import { BidEntryForm } from './bid-entry-form';
import { parseGameState } from './game-state';
import { MissingGameState } from './missing-game-state';

export interface BidEntryScreenProps {
  readonly screen: BidScreen;
  readonly title: string;
}

export function BidEntryScreen({ screen, title }: BidEntryScreenProps) {
  const game = parseGameState(useLocation().state);
  if (!game) return <MissingGameState title={title} market={BID_SCREEN_INFO[screen].marketKind} />;
  return <BidEntryForm screen={screen} game={game} title={title} />;
}
