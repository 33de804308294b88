import { afterAll, beforeAll, expect, it } from 'vitest';
import { endpoints } from '@matka/shared/contract';
import {
  common,
  createTestServer,
  DEMO,
  istAt,
  ledgerMismatches,
  VIEWER,
  type TestServer,
} from '../helper';
import { balanceMinor, bidBody, marketId } from '../bid-helpers';

let s: TestServer;
let base: string;
beforeAll(async () => {
  s = await createTestServer({ now: istAt(10) });
  await s.app.listen({ port: 0, host: '127.0.0.1' });
  const address = s.app.server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s.close();
});

it('never overdraws under simultaneous bids and transfers, and every balance equals its ledger', async () => {
  const demo = await s.login();
  const viewer = await s.login(VIEWER.mobile, VIEWER.password);
  await s.post('/control/user/wallet', { mobile: DEMO.mobile, wallet_amt: 1000 });
  await s.post('/control/user/wallet', { mobile: VIEWER.mobile, wallet_amt: 500 });
  // Transfers are money actions: the viewer must be a betting player to send points back.
  await s.post('/control/user/betting-status', { mobile: VIEWER.mobile, betting_status: '1' });
  const kalyan = marketId(s, 'KALYAN', 'main');

  const send = (path: string, body: Record<string, unknown>) =>
    fetch(`${base}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...common(), ...body }),
    }).then(async (r) => ({ status: r.status, body: (await r.json()) as Record<string, unknown> }));

  const bids = Array.from({ length: 50 }, () =>
    send(
      endpoints.apiSubmitBid.path,
      bidBody(demo, 'main', kalyan, [{ type: 'Single Digit', digits: '3', points: 30 }]),
    ),
  );
  const transfer = (token: string, to: string) =>
    send(endpoints.apiUserTransferWalletBalance.path, {
      unique_token: token,
      amount: 100,
      mobile_no: to,
      transfer_note: '',
    });
  const outgoing = Array.from({ length: 30 }, () => transfer(demo, VIEWER.mobile));
  const incoming = Array.from({ length: 30 }, () => transfer(viewer, DEMO.mobile));
  const results = await Promise.all([...bids, ...outgoing, ...incoming]);

  for (const r of results) expect([200, 409]).toContain(r.status);
  const acceptedBids = results.slice(0, 50).filter((r) => r.status === 200).length;
  expect(acceptedBids).toBeGreaterThan(0);
  const demoBalance = await balanceMinor(s, DEMO.mobile);
  const viewerBalance = await balanceMinor(s, VIEWER.mobile);
  expect(demoBalance).toBeGreaterThanOrEqual(0);
  expect(viewerBalance).toBeGreaterThanOrEqual(0);
  expect(demoBalance + viewerBalance).toBe(150_000 - acceptedBids * 3000);
  const storedBids = s.db
    .prepare("SELECT COUNT(*) AS n FROM bids WHERE market_id = ? AND day = '2026-11-22'")
    .get(Number(kalyan)) as { n: number };
  expect(storedBids.n).toBe(acceptedBids);
  expect(ledgerMismatches(s.db)).toEqual([]);
});
