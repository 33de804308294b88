import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './browser';

/**
 * Vitest global setup: one Chromium for the whole run instead of one per journey file (each
 * launch is about half a second of a busy CPU). Every file connects to it and works in browser
 * contexts of its own, which share no cookies, storage, cache or service worker; closing a file's
 * connection closes its contexts. The browser stops when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  project.provide('chromiumWsEndpoint', server.wsEndpoint());
  return () => server.close();
}
