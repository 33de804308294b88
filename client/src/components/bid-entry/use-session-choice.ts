import { screenTakes, type BidScreen, type Session } from '@matka/shared/rules';
import type { MarketOffer } from '@matka/shared/time';
import { useState } from 'react';

/**
 * The Open/Close choice (spec section 4): Open is selectable only while the market's offer takes
 * the screen's Open session lines (`screenTakes`: before the open time of the market day, rules
 * page "Time"); afterwards Open is disabled and the session is Close.
 */
export function useSessionChoice(screen: BidScreen, offer: MarketOffer) {
  const openSelectable = screenTakes(offer, screen, 'Open');
  const [chosen, setChosen] = useState<Session>('Open');
  const session: Session = openSelectable ? chosen : 'Close';
  return { session, setSession: setChosen, openSelectable } as const;
}
