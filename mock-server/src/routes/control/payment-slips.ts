import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '../../context';
import { control } from '../../http/control-route';
import { lenientStore } from '../../http/lenient/fresh-install';
import { formatInsertDate } from '../../lib/format';

/** The slips players uploaded for their deposits (lenient profile): a tester checks what arrived. */
export function paymentSlipControls(app: FastifyInstance, ctx: ServerContext): void {
  control(app, ctx, 'paymentSlips', () => ({
    status: true,
    slips: lenientStore(ctx)
      .recentSlips(100)
      .map((slip) => ({
        id: slip.id,
        fund_request_id: String(slip.fund_request_id),
        mobile: ctx.repos.users.byId(slip.user_id)?.mobile ?? '',
        file_name: slip.file_name,
        content_type: slip.content_type,
        size_bytes: slip.size_bytes,
        sha256: slip.sha256,
        insert_date: formatInsertDate(slip.created_at),
      })),
  }));
}
