import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { loadRuntimeConfig, runtimeConfig, setRuntimeConfig } from '@/config/runtime-config';
import { listenForInstallPrompt, type BeforeInstallPromptEvent } from '@/lib/install-prompt';
import { fakeProvider } from '@/test/fake-provider';
import { renderRoute } from '@/test/render';

const APP_LINK = 'https://downloads.test/matka.apk';

let stopListening: () => void = () => undefined;
afterEach(() => {
  // The install offer is kept at module level: installing clears it for the next test.
  window.dispatchEvent(new Event('appinstalled'));
  stopListening();
});

/** Opens the landing and waits until config.json has been read. */
async function openLanding(appDownloadUrl?: string) {
  const config = runtimeConfig();
  if (!config) throw new Error('the test setup sets a config');
  setRuntimeConfig(appDownloadUrl === undefined ? config : { ...config, appDownloadUrl });
  fakeProvider({});
  renderRoute(paths.landing);
  await screen.findByRole('heading', { level: 1, name: /Play Matka/ });
  await act(async () => {
    await loadRuntimeConfig();
  });
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  return screen.findByRole('navigation', { name: 'Main menu' });
}

function offerInstall() {
  let shown = 0;
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  Object.assign(event, {
    prompt: async () => {
      shown += 1;
    },
    userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { shown: () => shown };
}

describe('landing Download App', () => {
  it('is hidden, in the hero and the side menu, when config.json names no app link and the browser offers no install', async () => {
    const user = userEvent.setup();
    await openLanding();
    expect(screen.queryByText('Download App')).not.toBeInTheDocument();
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'How To Play' })).toBeInTheDocument();
    expect(within(menu).queryByText('Download App')).not.toBeInTheDocument();
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it("links to config.json's appDownloadUrl in the hero and the side menu", async () => {
    const user = userEvent.setup();
    await openLanding(APP_LINK);
    expect(screen.getByRole('link', { name: 'Download App' })).toHaveAttribute('href', APP_LINK);
    const menu = await openMenu(user);
    expect(within(menu).getByRole('link', { name: 'Download App' })).toHaveAttribute(
      'href',
      APP_LINK,
    );
  });

  it("offers the browser's install, without an app link, once the browser offers it", async () => {
    stopListening = listenForInstallPrompt(window);
    const user = userEvent.setup();
    await openLanding();
    expect(screen.queryByText('Download App')).not.toBeInTheDocument();
    const install = offerInstall();
    await user.click(screen.getByRole('button', { name: 'Download App' }));
    expect(install.shown()).toBe(1);
    // An offer is used once: the button goes with it.
    expect(screen.queryByText('Download App')).not.toBeInTheDocument();
  });
});
