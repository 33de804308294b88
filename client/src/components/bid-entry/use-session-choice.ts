import { screenTakes, type BidScreen, type Session } from '@matka/shared/rules';
import type { MarketOffer } from '@matka/shared/time';
import { useState } from 'react';

export function useSessionChoice(screen: BidScreen, offer: MarketOffer) {
  const openSelectable = screenTakes(offer, screen, 'Open');
  const [chosen, setChosen] = useState<Session>('Open');
  const session: Session = openSelectable ? chosen : 'Close';
  return { session, setSession: setChosen, openSelectable } as const;
}
