import { createContext, useContext, type ReactNode } from 'react';
import { systemClock, type Clock } from '@matka/shared/time';
import { serverTime } from './server-time';
import { useTick } from './ticker';

/** The app reads the provider's clock (`server-time.ts`): the device's, corrected. */
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

/**
 * The device's own clock where the time decides nothing the provider checks (a payment link's
 * transaction reference): the injected clock in tests, else the device's, uncorrected.
 */
export function useDeviceClock(): Clock {
  const clock = useClock();
  return clock === serverTime.clock ? systemClock : clock;
}

/** The current time in epoch ms from the injected clock, re-read every second (the shared ticker). */
export function useNow(): number {
  const clock = useClock();
  useTick();
  return clock.now();
}
