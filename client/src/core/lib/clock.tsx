import { createContext, useContext, type ReactNode } from 'react';
import { systemClock, type Clock } from '@matka/shared/time';
import { serverTime } from './server-time';
import { useTick } from './ticker';

const ClockContext = createContext<Clock>(serverTime.clock);

/** Supplies the one clock the app reads; tests pass a fixed or settable clock. */
export function ClockProvider({
  clock,
  children,
}: {
  readonly clock: Clock;
  readonly children: ReactNode;
}) {
  return <ClockContext value={clock}>{children}</ClockContext>;
}

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** Uncorrected where the provider checks nothing (a payment link's reference). */
export function useDeviceClock(): Clock {
  const clock = useClock();
  return clock === serverTime.clock ? systemClock : clock;
}

/** Re-read every second. */
export function useNow(): number {
  const clock = useClock();
  useTick();
  return clock.now();
}
