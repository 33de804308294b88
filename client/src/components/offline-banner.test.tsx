import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { renderRoute } from '@/test/render';

let online = true;

function goOffline(value: boolean) {
  online = !value;
  window.dispatchEvent(new Event(value ? 'offline' : 'online'));
}

describe('offline banner', () => {
  afterEach(() => {
    delete (navigator as { onLine?: boolean }).onLine;
    online = true;
  });

  it('says the app is offline while the browser has no network, and goes away when it is back', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    renderRoute(paths.login);
    await screen.findByRole('heading', { level: 1 });
    const status = screen.getAllByRole('status').find((el) => el.matches('.offline-banner'));
    expect(status).toBeDefined();
    expect(status).toBeEmptyDOMElement();

    act(() => goOffline(true));
    expect(status).toHaveTextContent(/You are offline\..*Balances and results are unavailable/);

    act(() => goOffline(false));
    expect(status).toBeEmptyDOMElement();
  });

  it('is shown at once when the app starts offline (the cached shell)', async () => {
    online = false;
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
    renderRoute(paths.landing);
    expect(await screen.findByText('You are offline.')).toBeInTheDocument();
  });
});
