import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec section 9: a closed market vibrates the device 100 ms and shakes its card 0.5 s. */
const VIBRATE_MS = 100;
const SHAKE_MS = 500;

/**
 * Vibrates (where the device can) and reports `shaking` for 0.5 s; put the `shake` class on the
 * element while it is true.
 */
export function useShake(): { readonly shaking: boolean; readonly shake: () => void } {
  const [shaking, setShaking] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const shake = useCallback(() => {
    if (typeof navigator.vibrate === 'function') navigator.vibrate(VIBRATE_MS);
    window.clearTimeout(timer.current);
    setShaking(true);
    timer.current = window.setTimeout(() => setShaking(false), SHAKE_MS);
  }, []);
  return { shaking, shake };
}
