import { screen } from '@testing-library/react';
import {
  dashboard,
  shellHandlers,
  type DashboardAnswer,
  type ExactHandlers,
  type FakeHandlers,
} from '@/test/fake-provider';

/** Provider answers every wallet screen needs in component tests; override per test. */
export function walletHandlers<O extends FakeHandlers = Record<never, never>>(
  overrides?: O & ExactHandlers<O>,
  dashboardOverrides: Partial<DashboardAnswer> = {},
) {
  return {
    ...shellHandlers(() => dashboard(dashboardOverrides)),
    'api-user-wallet-balance': () => ({
      status: true,
      msg: '',
      wallet_amt: dashboardOverrides['wallet_amt'] ?? '10000',
    }),
    'api-get-user-payment-details': () => ({
      status: true,
      msg: '',
      payment_details: {
        google_pay_number: '9876543210',
        paytm_number: '9876543211',
        phone_pay_number: '',
      },
    }),
    'api-last-fund-request-detail': () => ({ status: true, msg: '', min_amt: '200' }),
    apiGetawayStatus: () => ({ status: true, getaway_status: '1' }),
    ...overrides,
  };
}

/** A toast's text; the toast library loads on the first toast, so allow for a slow first load. */
export async function findToast(text: string): Promise<HTMLElement> {
  return screen.findByText(text, {}, { timeout: 5000 });
}
