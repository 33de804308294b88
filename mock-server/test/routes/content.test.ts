import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, expectContract, type TestServer } from '../helper';

let s: TestServer;
beforeAll(async () => {
  s = await createTestServer();
});
afterAll(async () => {
  await s.close();
});

describe('content endpoints', () => {
  it('answers social data, slider, headlines, how to play, rules, QR, gateway and bank details', async () => {
    const social = expectContract('apiGetSocialData', (await s.call('apiGetSocialData')).body);
    expect(social.mobile_no).toMatch(/^\d{10,}$/);
    const slider = expectContract('apiGetSliderImages', (await s.call('apiGetSliderImages')).body);
    expect(slider.sliderdata).toHaveLength(3);
    const image = await s.app.inject({
      method: 'GET',
      url: new URL(slider.sliderdata[0]?.slider_image ?? '').pathname,
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/image\/svg\+xml/);
    const token = await s.login();
    expect((await s.call('apiGetSliderImages', { unique_token: token })).status).toBe(200);
    const headline = expectContract(
      'apiGetHeadline',
      (await s.call('apiGetHeadline', { ids: [1] })).body,
    );
    expect(headline.data[0]?.status).toBe('1');
    const htp = expectContract('apiHowToPlay', (await s.call('apiHowToPlay')).body);
    // The video is a page of the mock's own, never another site's.
    const video = new URL(htp.content[0]?.video_link ?? '');
    expect(video.origin).toBe(new URL(slider.sliderdata[0]?.slider_image ?? '').origin);
    const videoPage = await s.app.inject({ method: 'GET', url: video.pathname });
    expect(videoPage.statusCode).toBe(200);
    expect(videoPage.headers['content-type']).toMatch(/text\/html/);
    expect(videoPage.body).toContain('<li>Win up to 10 Lac Points.</li>');
    const rules = expectContract(
      'apiMoneyDepositWithdrawalRule',
      (await s.call('apiMoneyDepositWithdrawalRule')).body,
    );
    expect(rules.content[0]?.withdrawal_rule).toContain('\n');
    const qr = expectContract('apiGetQrPay', (await s.call('apiGetQrPay')).body);
    expect(qr.qrdata[0]?.upi_id).toContain('@');
    const png = await s.app.inject({
      method: 'GET',
      url: new URL(qr.qrdata[0]?.qr_image ?? '').pathname,
    });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.rawPayload.subarray(1, 4).toString()).toBe('PNG');
    expect(
      expectContract('apiGetawayStatus', (await s.call('apiGetawayStatus')).body).getaway_status,
    ).toBe('1');
    const bank = expectContract('apiAdminBankDetails', (await s.call('apiAdminBankDetails')).body);
    expect(bank.bank_details[0]?.upi_payment_id).toBe(qr.qrdata[0]?.upi_id);
  });

  it('refuses bad bodies for each content endpoint, changing nothing', async () => {
    const before = s.snapshot();
    const names = [
      'apiGetSocialData',
      'apiGetSliderImages',
      'apiHowToPlay',
      'apiMoneyDepositWithdrawalRule',
      'apiGetQrPay',
      'apiGetawayStatus',
      'apiAdminBankDetails',
    ] as const;
    for (const name of names) expect((await s.call(name, { env_type: 'Test' })).status).toBe(400);
    expect((await s.call('apiGetHeadline', { ids: [9] })).status).toBe(400);
    expect((await s.call('apiGetHeadline', {})).status).toBe(400);
    expect((await s.call('apiGetSliderImages', { unique_token: 'unknown' })).status).toBe(401);
    expect(s.snapshot()).toEqual(before);
  });
});

describe('how-to-play video', () => {
  it("hands out a scenario's video as written, or none when it names ''", async () => {
    for (const [written, served] of [
      ['https://video.test/how', 'https://video.test/how'],
      ['', ''],
    ] as const) {
      const server = await createTestServer({
        scenario: { description: 'video', settings: { how_to_play_video: written } },
      });
      try {
        const htp = expectContract('apiHowToPlay', (await server.call('apiHowToPlay')).body);
        expect(htp.content[0]?.video_link).toBe(served);
      } finally {
        await server.close();
      }
    }
  });

  it("every seeded scenario's video is a page of the mock itself", async () => {
    for (const scenario of ['default', 'empty', 'closed', 'withdrawals']) {
      const server = await createTestServer({ scenario });
      try {
        const htp = expectContract('apiHowToPlay', (await server.call('apiHowToPlay')).body);
        const video = htp.content[0]?.video_link ?? '';
        expect(video, scenario).toMatch(/^http:\/\/localhost(:80)?\/mock\//);
      } finally {
        await server.close();
      }
    }
  });
});

describe('chart pages', () => {
  it('renders the jodi and panel chart of a main market from its results, escaped', async () => {
    s.writeRows(() =>
      s.db.prepare("UPDATE markets SET name = '<script>x</script>' WHERE name = 'KALYAN'").run(),
    );
    const id = (
      s.db.prepare("SELECT id FROM markets WHERE name = '<script>x</script>'").get() as {
        id: number;
      }
    ).id;
    const page = await s.app.inject({ method: 'GET', url: `/mock/charts/main/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).not.toContain('<script>x');
    expect(page.body).toContain('&lt;script&gt;x&lt;/script&gt;');
    expect(page.body).toContain('Jodi Chart');
    expect(page.body).toContain('Panel Chart');
    // Seeded: 21 November 128 / 359 (jodi 17).
    expect(page.body).toContain('<b>17</b>');
  });

  it('renders the Starline and Gali charts, and 404s an unknown market', async () => {
    const star = await s.app.inject({ method: 'GET', url: '/mock/charts/starline' });
    expect(star.body).toContain('238-3');
    const gali = await s.app.inject({ method: 'GET', url: '/mock/charts/gali' });
    expect(gali.body).toContain('<td>47</td>');
    const missing = await s.app.inject({ method: 'GET', url: '/mock/charts/main/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ status: false, msg: 'Not found' });
  });
});
