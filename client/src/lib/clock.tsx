import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { systemClock, type Clock } from '@matka/shared/time';

const ClockContext = createContext<Clock>(systemClock);

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

/** The current time in epoch ms from the injected clock, re-read every `tickMs`. */
export function useNow(tickMs = 1000): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    const id = window.setInterval(() => setNow(clock.now()), tickMs);
    return () => window.clearInterval(id);
  }, [clock, tickMs]);
  return now;
}
