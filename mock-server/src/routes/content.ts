import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import type { ServerContext } from '../context';
import { provide } from '../http/provider-route';
import { escapeHtml } from '../lib/html';

const SLIDES = [
  {
    id: 1,
    title: 'Play King Starline',
    subtitle: 'Results every few hours',
    from: '#7b1fa2',
    to: '#e91e63',
  },
  {
    id: 2,
    title: 'Win up to 10 Lac Points',
    subtitle: 'Full Sangam 10-100000',
    from: '#1565c0',
    to: '#00acc1',
  },
  {
    id: 3,
    title: 'Fast Deposit and Withdraw',
    subtitle: '24x7 support',
    from: '#2e7d32',
    to: '#f9a825',
  },
] as const;

/** The home slider's images, generated SVGs served by this server under /mock/images. */
export function sliderData(baseUrl: string) {
  return SLIDES.map((s) => ({
    slider_image: `${baseUrl}/mock/images/slider-${s.id}.svg`,
    image_id: String(s.id),
  }));
}

function slideSvg(slide: (typeof SLIDES)[number]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="360" viewBox="0 0 800 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${slide.from}"/><stop offset="1" stop-color="${slide.to}"/></linearGradient></defs>
<rect width="800" height="360" rx="24" fill="url(#g)"/>
<text x="400" y="170" font-family="sans-serif" font-size="48" font-weight="700" fill="#fff" text-anchor="middle">${escapeHtml(slide.title)}</text>
<text x="400" y="230" font-family="sans-serif" font-size="28" fill="#fff" text-anchor="middle">${escapeHtml(slide.subtitle)}</text>
</svg>`;
}

/** Support numbers, slider, headlines, how to play, rules, QR and bank details, gateway status. */
export async function contentRoutes(
  app: FastifyInstance,
  { ctx }: { ctx: ServerContext },
): Promise<void> {
  provide(app, ctx, 'apiGetSocialData', () => {
    const s = ctx.settings();
    return {
      status: true,
      mobile_no: s.mobile_no,
      mobile_1: s.mobile_1,
      telegram_no: s.telegram_no,
    };
  });

  provide(app, ctx, 'apiGetSliderImages', ({ baseUrl }) => ({
    status: true,
    sliderdata: sliderData(baseUrl),
  }));

  provide(app, ctx, 'apiGetHeadline', ({ body }) => ({
    status: true,
    data: body.ids.flatMap((id) => {
      const row = ctx.repos.content.headline(id);
      return row === undefined ? [] : [{ status: row.status, notes: row.notes }];
    }),
  }));

  provide(app, ctx, 'apiHowToPlay', ({ baseUrl }) => {
    const s = ctx.settings();
    const video = s.how_to_play_video;
    return {
      status: true,
      result: true,
      content: [
        {
          video_link: video.startsWith('/') ? `${baseUrl}${video}` : video,
          how_to_play_content: s.how_to_play,
        },
      ],
    };
  });

  provide(app, ctx, 'apiMoneyDepositWithdrawalRule', () => {
    const s = ctx.settings();
    return {
      status: true,
      content: [{ withdrawal_rule: s.withdrawal_rule, deposit_rule: s.deposit_rule }],
    };
  });

  provide(app, ctx, 'apiGetQrPay', ({ baseUrl }) => ({
    status: true,
    qrdata: [{ upi_id: ctx.settings().upi_id, qr_image: `${baseUrl}/mock/images/qr.png` }],
  }));

  provide(app, ctx, 'apiGetawayStatus', () => ({
    status: true,
    getaway_status: ctx.settings().gateway_status,
  }));

  provide(app, ctx, 'apiAdminBankDetails', () => {
    const s = ctx.settings();
    return {
      status: true,
      msg: '',
      bank_details: s.bank_details.map((b) => ({
        upi_payment_id: s.upi_id,
        bank_name: b['bank_name'] ?? '',
        account_holder_name: b['account_holder_name'] ?? '',
        account_number: b['account_number'] ?? '',
        ifsc_code: b['ifsc_code'] ?? '',
      })),
    };
  });

  app.get<{ Params: { id: string } }>('/mock/images/slider-:id.svg', async (request, reply) => {
    const slide = SLIDES.find((s) => String(s.id) === request.params.id);
    if (slide === undefined) return reply.callNotFound();
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=3600')
      .send(slideSvg(slide));
  });

  // The mock's stand-in for a provider's how-to-play video: the same steps, as a page of its own.
  app.get('/mock/how-to-play', async (_request, reply) => {
    const steps = ctx
      .settings()
      .how_to_play.split('\n')
      .filter((line) => line.trim() !== '')
      .map((line) => `<li>${escapeHtml(line)}</li>`)
      .join('');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>How To Play</title></head><body><h1>How To Play</h1><p>The mock provider has no video: these are its steps.</p><ol>${steps}</ol></body></html>`,
      );
  });

  let qr: { upiId: string; png: Buffer } | undefined;
  app.get('/mock/images/qr.png', async (_request, reply) => {
    const s = ctx.settings();
    if (qr === undefined || qr.upiId !== s.upi_id) {
      const link = `upi://pay?pa=${encodeURIComponent(s.upi_id)}&pn=${encodeURIComponent(s.upi_payee_name)}&cu=INR`;
      qr = {
        upiId: s.upi_id,
        png: await QRCode.toBuffer(link, { type: 'png', margin: 2, width: 320 }),
      };
    }
    return reply.type('image/png').send(qr.png);
  });
}
