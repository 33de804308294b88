import {
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ContextType,
  type RefObject,
} from 'react';
import { UNSAFE_NavigationContext } from 'react-router';

export interface LeaveGuard {
  readonly asking: boolean;
  stay(): void;
  leave(): void;
}

type Navigator = ContextType<typeof UNSAFE_NavigationContext>['navigator'];

/** The index React Router's browser history keeps in each history entry's state. */
function historyIndex(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

/**
 * Holds every way of leaving the screen while `when` is true, so the screen can ask first:
 *
 * - in-app links, `navigate(path)` and the top bar's back (`navigate(-1)`): the router's navigator
 *   is wrapped while `when` holds. React Router's `useBlocker` would do this, but it works only
 *   with a data router, and the app keeps declarative routing (docs/decisions/004);
 * - the browser's or Android's back and forward: the `popstate` is caught before the router sees it
 *   (a capture listener on window runs before the router's own), the page goes back to this entry
 *   and the move is held;
 * - a reload or closing the tab: `beforeunload` lets the browser ask with its own dialog.
 */
export function useLeaveGuard(when: boolean): LeaveGuard {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const [held, setHeld] = useState<{ readonly go: () => void }>();
  // A held history move that was let through: its popstate goes to the router.
  const passing = useRef(false);

  useEffect(() => {
    if (!when) return;
    const unwrap = holdNavigator(navigator, (go) => setHeld({ go }), passing);
    const stopPopstate = holdHistoryMoves((go) => setHeld({ go }), passing);
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older Chromium asks only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      unwrap();
      stopPopstate();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [when, navigator]);

  const stay = useCallback(() => setHeld(undefined), []);
  const leave = useCallback(() => {
    setHeld(undefined);
    held?.go();
  }, [held]);
  return { asking: held !== undefined, stay, leave };
}

/** Wraps the navigator's push, replace and go so each is held; returns the undo. */
function holdNavigator(
  navigator: Navigator,
  hold: (go: () => void) => void,
  passing: RefObject<boolean>,
): () => void {
  const { push, replace, go } = navigator;
  navigator.push = (...args) => hold(() => push.apply(navigator, args));
  navigator.replace = (...args) => hold(() => replace.apply(navigator, args));
  navigator.go = (delta) =>
    hold(() => {
      passing.current = true;
      go.call(navigator, delta);
    });
  return () => {
    navigator.push = push;
    navigator.replace = replace;
    navigator.go = go;
  };
}

/** Catches back and forward moves of the browser history; returns the undo. */
function holdHistoryMoves(hold: (go: () => void) => void, passing: RefObject<boolean>): () => void {
  const here = historyIndex(window.history.state);
  let returning = false;
  const onPopstate = (event: PopStateEvent) => {
    if (passing.current) {
      passing.current = false;
      return;
    }
    event.stopImmediatePropagation();
    // The move back to this entry, made just below: the router never saw it leave.
    if (returning) {
      returning = false;
      return;
    }
    const there = historyIndex(event.state);
    const delta = here !== undefined && there !== undefined ? there - here : -1;
    returning = true;
    window.history.go(-delta);
    hold(() => {
      passing.current = true;
      window.history.go(delta);
    });
  };
  window.addEventListener('popstate', onPopstate, true);
  return () => window.removeEventListener('popstate', onPopstate, true);
}
