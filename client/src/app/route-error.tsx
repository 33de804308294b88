import { messages } from '@matka/shared/messages';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/config/paths';

/**
 * True for a screen's JavaScript or CSS that failed to download (a slow or dropped network, or a
 * new deploy that removed the old chunk): the fix is a reload, not a bug report.
 */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|importing a module script failed|unable to preload css/i.test(
      error.message,
    )
  );
}

interface ErrorBoundaryProps {
  readonly children: ReactNode;
  /** A change of this value (the path) clears a caught error, so navigating away recovers. */
  readonly resetKey: string;
  readonly fallback: (error: unknown) => ReactNode;
}

interface ErrorBoundaryState {
  readonly caught: boolean;
  readonly error: unknown;
  readonly resetKey: string;
}

/** Catches render errors and failed lazy loads below it. */
class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = {
    caught: false,
    error: undefined,
    resetKey: this.props.resetKey,
  };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { caught: true, error };
  }

  static getDerivedStateFromProps(
    props: ErrorBoundaryProps,
    state: ErrorBoundaryState,
  ): Partial<ErrorBoundaryState> | null {
    if (props.resetKey === state.resetKey) return null;
    return { caught: false, error: undefined, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (import.meta.env.MODE !== 'test') console.error(error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.caught ? this.props.fallback(this.state.error) : this.props.children;
  }
}

/** Spec's 'Unexpected Application Error!' with a way home; a failed download also offers a reload. */
function AppErrorScreen({ error }: { readonly error: unknown }) {
  const chunk = isChunkLoadError(error);
  return (
    <section className="error-screen" role="alert">
      <h1>{messages.unexpectedApplicationError}</h1>
      {chunk ? (
        <>
          <p>{messages.pageNotLoaded}</p>
          <p>
            <button
              type="button"
              className="button button--primary"
              onClick={() => window.location.reload()}
            >
              {messages.reload}
            </button>
          </p>
        </>
      ) : null}
      <p>
        <Link
          className={chunk ? 'button button--outline' : 'button button--primary'}
          to={paths.landing}
          reloadDocument
        >
          {messages.goToHome}
        </Link>
      </p>
    </section>
  );
}

/** An error boundary that resets when the path changes (one per layout and one at the root). */
export function RouteErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname} fallback={(error) => <AppErrorScreen error={error} />}>
      {children}
    </ErrorBoundary>
  );
}

/** Unknown paths: a not-found note and a way home. */
export function NotFoundScreen() {
  return (
    <main className="error-screen" id="main">
      <h1>{messages.pageNotFound}</h1>
      <p>
        <Link className="button button--primary" to={paths.landing}>
          {messages.goToHome}
        </Link>
      </p>
    </main>
  );
}
