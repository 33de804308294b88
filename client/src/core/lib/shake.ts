import { useCallback, useEffect, useRef, useState } from 'react';

const VIBRATE_MS = 100;
const SHAKE_MS = 500;

/** Put the `shake` class on the element while `shaking`. */
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
