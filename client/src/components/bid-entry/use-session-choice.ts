import type { Session } from '@matka/shared/rules';
import { isOpenSessionSelectable } from '@matka/shared/time';
import { useState } from 'react';
import { useNow } from '../../lib/clock';

/**
 * The Open/Close choice (spec section 4): Open is selectable only while the IST time is before the
 * game's open time; afterwards Open is disabled and the session is Close. Reads the injected clock.
 */
export function useSessionChoice(openTime: string) {
  const now = useNow();
  const openSelectable = isOpenSessionSelectable(openTime, now);
  const [chosen, setChosen] = useState<Session>('Open');
  const session: Session = openSelectable ? chosen : 'Close';
  return { session, setSession: setChosen, openSelectable, now } as const;
}
