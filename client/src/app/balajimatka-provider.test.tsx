import { messages } from '@matka/shared/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { getSession } from '@/lib/session';
import { findToast } from '@/features/wallet/test-handlers';
import {
  BALAJIMATKA_PROVIDER,
  codeIgniterNotFound,
  configureProvider,
  fakeProvider,
  market,
  type FakeProviderOptions,
} from '@/test/fake-provider';
import { testQueryClient } from '@/test/query-client';
import { renderRoute, storeSession } from '@/test/render';

/**
 * The app against a provider that answers as the CodeIgniter ones do (docs/decisions/009,
 * balajimatka): a PHP notice before every JSON body, `"true"` and numbers as strings, "no data" as
 * `status: false`, no status on some lists, a blank dashboard for a token it does not know, the
 * Gali paths spelled `galidisswar`, other withdraw codes, and HTML 404 pages for the four
 * endpoints it lacks (headline, gateway status, QR pay, rules).
 */

const PHP: FakeProviderOptions = { php: true, paths: BALAJIMATKA_PROVIDER.paths };

/**
 * balajimatka's dashboard: no slider, no minimum withdrawal, no withdraw window (its other fields,
 * which the contract does not read, are left out: the fake's handlers are typed by the contract).
 */
function dashboardAnswer(overrides: Record<string, unknown> = {}) {
  return {
    status: true,
    msg: 'Success',
    wallet_amt: '1500',
    betting_status: '1',
    result: [market({ game_id: '3', game_name: 'KALYAN', msg_status: 1 })],
    mobile_no: '9876500002',
    mobile_1: '9876500001',
    telegram_no: '',
    ...overrides,
  };
}

/** The calls of every signed-in screen, as balajimatka answers them; it has no headline. */
const shell = {
  'api-get-dashboard-data': () => dashboardAnswer(),
  'api-get-social-data': () => ({ mobile_no: '9876500002', msg: 'Success', status: true }),
  'api-get-slider-images': () => ({ sliderdata: [], msg: 'Data Not Available', status: false }),
  'api-user-wallet-balance': () => ({
    status: true,
    msg: 'Success',
    wallet_amt: '1500',
    min_withdrawal: '500',
    withdraw_open_time: '09:00 AM',
    withdraw_close_time: '11:00 PM',
  }),
};

describe('a provider like balajimatka', () => {
  it('shows the home through PHP notices and string values, without the headline it lacks', async () => {
    configureProvider(BALAJIMATKA_PROVIDER);
    await storeSession();
    const network = fakeProvider(shell, PHP);
    renderRoute(paths.home);

    expect(await screen.findByRole('link', { name: 'Wallet: 1500 points' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'KALYAN' })).toBeInTheDocument();
    await waitFor(() => expect(network.wirePaths).toContain('api-get-headline'));
    await waitFor(() =>
      expect(document.querySelector('.marquee, .marquee--pending')).not.toBeInTheDocument(),
    );
    // An optional endpoint hides its feature: its query holds "unavailable", not an error to name.
    await waitFor(() =>
      expect(testQueryClient().getQueryState(['headline', 1])).toMatchObject({
        status: 'success',
        data: null,
      }),
    );
    expect(screen.queryByText(/not available from the provider/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('signs the player out when the dashboard comes back blank for the stored token', async () => {
    configureProvider(BALAJIMATKA_PROVIDER);
    await storeSession();
    let known = true;
    fakeProvider(
      {
        ...shell,
        'api-get-dashboard-data': () =>
          known ? dashboardAnswer() : dashboardAnswer({ wallet_amt: '', betting_status: '' }),
      },
      PHP,
    );
    const { router } = renderRoute(paths.home);
    await screen.findByRole('link', { name: 'Wallet: 1500 points' });

    known = false;
    await testQueryClient().refetchQueries();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login));
    expect(await screen.findByText(messages.sessionEnded)).toBeInTheDocument();
    expect(getSession()).toBeUndefined();
  });

  it('lists the Gali games and wins from the galidisswar paths (wins under win_data)', async () => {
    configureProvider(BALAJIMATKA_PROVIDER);
    await storeSession();
    const network = fakeProvider(
      {
        ...shell,
        // No status on this list; rates not set up yet.
        'api-galidisawar-game': () => ({
          web_galidessar_chart_url: 'http://provider.test/game-result-galidessar-chart-details',
          result: [market({ game_id: '21', game_name: 'FARIDABAD', open_result: '45' })],
        }),
        'api-galidisawar-game-rates': () => ({
          game_rates: [],
          msg: 'Game Rates Not Added Yet',
          status: false,
        }),
        'api-galidisawar-wining-history-data': () => ({
          win_data: [
            {
              amount: '950',
              transaction_note: 'Win',
              wining_date: '22 November 26 03:15',
              game_name: 'FARIDABAD',
              pana: 'Jodi Digit',
              session: null,
              digits: '45',
              closedigits: null,
            },
          ],
          msg: 'Success',
          status: true,
        }),
      },
      PHP,
    );
    const list = renderRoute(paths.galiAllGame);
    // The whole result in open_result, close_result empty.
    expect(await screen.findByRole('listitem', { name: 'FARIDABAD' })).toHaveTextContent(
      'Result 45',
    );
    expect(network.wirePaths).toContain('api-galidisswar-game');
    expect(network.wirePaths).not.toContain('api-galidisawar-game');
    list.unmount();

    renderRoute(paths.galiWinHistory);
    const card = await screen.findByRole('heading', { name: 'FARIDABAD' });
    expect(card.closest('li')).toHaveTextContent(messages.congratulationsYouWon);
    expect(card.closest('li')).toHaveTextContent('45');
    expect(network.wirePaths).toContain('api-galidisswar-wining-history-data');
  });

  it('offers UPI PAY only without a gateway status, and shows no rules text where it has none', async () => {
    configureProvider(BALAJIMATKA_PROVIDER);
    await storeSession();
    const network = fakeProvider(shell, PHP);
    const addFunds = renderRoute(paths.addFunds);
    const options = await screen.findByRole('region', { name: 'Payment options' });
    await within(options).findByRole('link', { name: messages.upiPay });
    expect(
      within(options)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([messages.upiPay]);
    expect(within(options).queryByText(messages.noPaymentOptions)).not.toBeInTheDocument();
    expect(network.wirePaths).toContain('apiGetawayStatus');
    addFunds.unmount();

    renderRoute(paths.depositRule);
    const rules = await screen.findByRole('region', { name: 'Deposit Rules' });
    await waitFor(() => expect(within(rules).queryByText('Loading…')).not.toBeInTheDocument());
    expect(rules).toHaveTextContent('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows QR PAY without a QR when the provider lacks the QR call, not a failure', async () => {
    configureProvider(BALAJIMATKA_PROVIDER);
    await storeSession();
    const network = fakeProvider(shell, PHP);
    renderRoute(paths.qrPay);
    expect(await screen.findByText(messages.upiIdNotFound)).toBeInTheDocument();
    expect(screen.queryByText(messages.errorFetchingUpiId)).not.toBeInTheDocument();
    expect(network.wirePaths).toContain('api-get-qr-pay');
  });

  it('sends nothing to an endpoint configured null, and hides its feature the same way', async () => {
    configureProvider({
      ...BALAJIMATKA_PROVIDER,
      paths: { ...BALAJIMATKA_PROVIDER.paths, apiGetawayStatus: null, apiGetHeadline: null },
    });
    await storeSession();
    const network = fakeProvider(shell, PHP);
    renderRoute(paths.addFunds);
    const options = await screen.findByRole('region', { name: 'Payment options' });
    await within(options).findByRole('link', { name: messages.upiPay });
    expect(within(options).queryByRole('link', { name: messages.qrPay })).not.toBeInTheDocument();
    expect(network.wirePaths).not.toContain('apiGetawayStatus');
    expect(network.wirePaths).not.toContain('api-get-headline');
  });

  it("keeps the minimum deposit of a 'no pending request' answer (status false)", async () => {
    configureProvider(BALAJIMATKA_PROVIDER);
    await storeSession();
    fakeProvider(
      {
        ...shell,
        // balajimatka also sends last_req_detail: [], which the contract does not read.
        'api-last-fund-request-detail': () => ({ status: false, min_amt: '100' }),
      },
      PHP,
    );
    renderRoute(paths.payViaUpi);
    expect(await screen.findByPlaceholderText(messages.minimumDeposit('100'))).toBeInTheDocument();
    expect(screen.queryByText(messages.errorFetchingMinimumDeposit)).not.toBeInTheDocument();
  });

  it("withdraws to the provider's listed methods with its codes, its minimum from the balance", async () => {
    configureProvider(BALAJIMATKA_PROVIDER);
    await storeSession();
    const network = fakeProvider(
      {
        ...shell,
        'api-user-payment-method-list': () => ({
          status: true,
          msg: 'Payment Method List',
          result: [
            { type: 1, value: '123456789012', name: 'Bank Account' },
            { type: 2, value: '9876543211', name: 'Paytm' },
            { type: 3, value: '9876543210', name: 'GooglePay' },
          ],
          min_amt: '500',
        }),
        'api-user-withdraw-fund-request': () => ({
          status: true,
          msg: 'Withdraw Request Successfully Submitted',
        }),
      },
      PHP,
    );
    const user = userEvent.setup();
    renderRoute(paths.withdraw);
    await screen.findByText('09:00 AM - 11:00 PM');
    const select = screen.getByLabelText('Payment Method');
    await within(select).findByRole('option', { name: 'Google Pay (9876543210)' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select payment method', 'Paytm (9876543211)', 'Google Pay (9876543210)']);

    await user.type(screen.getByLabelText('Points'), '499');
    await user.selectOptions(select, 'Google Pay (9876543210)');
    await user.click(screen.getByRole('button', { name: messages.withdrawNow }));
    await findToast('Min amt is 500');
    await user.clear(screen.getByLabelText('Points'));
    await user.type(screen.getByLabelText('Points'), '600');
    await user.click(screen.getByRole('button', { name: messages.withdrawNow }));

    await findToast(messages.withdrawRequestSent);
    expect(network.callsTo('api-user-withdraw-fund-request')[0]?.body).toMatchObject({
      request_amount: 600,
      payment_method: '3',
    });
    expect(network.callsTo('api-get-user-payment-details')).toHaveLength(0);
  });

  it("reads 'Payment Detail Not Added Yet' (status false) as no saved numbers, not a failure", async () => {
    await storeSession();
    fakeProvider(
      {
        ...shell,
        'api-get-dashboard-data': () =>
          dashboardAnswer({
            min_withdrawal: '500',
            withdraw_open_time: '10:00 AM',
            withdraw_close_time: '06:00 PM',
          }),
        'api-get-user-payment-details': () => ({
          payment_details: [],
          msg: 'Payment Detail Not Added Yet',
          status: false,
        }),
      },
      { php: true },
    );
    renderRoute(paths.withdraw);
    expect(await screen.findByText(messages.noPaymentMethods)).toBeInTheDocument();
    expect(screen.queryByText(messages.failedToRetrievePaymentDetails)).not.toBeInTheDocument();
  });

  it('names a required endpoint the provider lacks, once per page load', async () => {
    await storeSession();
    const network = fakeProvider(
      { ...shell, 'api-get-dashboard-data': () => codeIgniterNotFound() },
      { php: true },
    );
    renderRoute(paths.home);
    const missing = messages.endpointMissing('api-get-dashboard-data');
    await findToast(missing);
    await testQueryClient().refetchQueries();
    await waitFor(() =>
      expect(network.callsTo('api-get-dashboard-data').length).toBeGreaterThanOrEqual(2),
    );
    // One toast, however often it is polled; the home says it in place of the markets as well.
    const shown = screen.getAllByText(missing);
    expect(shown.filter((element) => element.closest('.Toastify'))).toHaveLength(1);
    expect(shown.filter((element) => element.closest('[role="alert"].query-failure'))).toHaveLength(
      1,
    );
  });

  it('names the endpoint as the failure of a write the provider lacks', async () => {
    await storeSession();
    fakeProvider({ ...shell, 'api-profile-update': () => codeIgniterNotFound() }, { php: true });
    const user = userEvent.setup();
    renderRoute(paths.profile);
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Asha Rani');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await findToast(messages.endpointMissing('api-profile-update'));
  });
});
