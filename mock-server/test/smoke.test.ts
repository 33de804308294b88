import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestServer, type TestServer } from './helper';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s.close();
});

it('smoke', async () => {
  const token = await s.login();
  const dash = await s.call('apiGetDashboardData', { unique_token: token });
  console.log(JSON.stringify(dash.body).slice(0, 1500));
  const u = await s.post('/control/user', { mobile: '9876543210' });
  console.log(u);
  expect(dash.status).toBe(200);
});
