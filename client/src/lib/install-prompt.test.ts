import { afterEach, describe, expect, it } from 'vitest';
import {
  canInstall,
  listenForInstallPrompt,
  promptInstall,
  type BeforeInstallPromptEvent,
} from './install-prompt';

function fakePrompt(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as BeforeInstallPromptEvent;
  let shown = 0;
  Object.assign(event, {
    prompt: async () => {
      shown += 1;
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return { event, shown: () => shown };
}

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  window.dispatchEvent(new Event('appinstalled'));
});

describe('install prompt', () => {
  it('is unavailable until the browser offers it', async () => {
    stop = listenForInstallPrompt(window);
    expect(canInstall()).toBe(false);
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('keeps the offer, suppresses the browser banner, and shows it once on request', async () => {
    stop = listenForInstallPrompt(window);
    const { event, shown } = fakePrompt('accepted');
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(canInstall()).toBe(true);
    await expect(promptInstall()).resolves.toBe('accepted');
    expect(shown()).toBe(1);
    expect(canInstall()).toBe(false);
    await expect(promptInstall()).resolves.toBe('unavailable');
  });

  it('drops the offer once the app is installed', () => {
    stop = listenForInstallPrompt(window);
    window.dispatchEvent(fakePrompt('dismissed').event);
    window.dispatchEvent(new Event('appinstalled'));
    expect(canInstall()).toBe(false);
  });
});
