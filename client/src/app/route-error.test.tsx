import { messages } from '@matka/shared/messages';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, lazy, type ReactNode } from 'react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary, isChunkLoadError } from './route-error';

function Broken(): never {
  throw new Error('boom');
}

function renderAt(path: string, element: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RouteErrorBoundary>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path="/broken" element={element} />
            <Route
              path="/fine"
              element={
                <>
                  <h1>Fine</h1>
                  <Link to="/broken">Open broken</Link>
                </>
              }
            />
          </Routes>
        </Suspense>
      </RouteErrorBoundary>
      <Link to="/fine">Back to fine</Link>
    </MemoryRouter>,
  );
}

describe('route error boundary', () => {
  beforeEach(() => {
    // React reports each caught error with console.error; here that is expected.
    vi.mocked(console.error).mockImplementation(() => undefined);
  });

  it("shows 'Unexpected Application Error!' with a way home when a screen throws", async () => {
    renderAt('/broken', <Broken />);
    expect(
      await screen.findByRole('heading', { name: messages.unexpectedApplicationError }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });

  it('offers a reload when a screen chunk fails to download', async () => {
    const Missing = lazy(() =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: /assets/screen-x.js'),
      ),
    );
    renderAt('/broken', <Missing />);
    expect(
      await screen.findByRole('heading', { name: messages.unexpectedApplicationError }),
    ).toBeInTheDocument();
    expect(screen.getByText(/could not be loaded/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('recovers when the player navigates elsewhere', async () => {
    const user = userEvent.setup();
    renderAt('/broken', <Broken />);
    await screen.findByRole('heading', { name: messages.unexpectedApplicationError });
    await user.click(screen.getByRole('link', { name: 'Back to fine' }));
    expect(await screen.findByRole('heading', { name: 'Fine' })).toBeInTheDocument();
  });

  it('tells failed downloads from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: x'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
