import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const walletManagement = () => import('./screens/wallet-management-screen');
const addFunds = () => import('./screens/add-funds-screen');
const transfer = () => import('./screens/transfer-screen');

/**
 * Wallet and funds routes (spec section 2). The spec lists footer routes it does not describe
 * (/wallet, /imp8, /mymodel, /addfund, /transfermodel); each is an alias showing the screen its
 * name points to, and nothing links to it (docs/decisions/005). /otpwithdraw follows the UPI
 * number form of Wallet Management.
 */
export const walletRoutes: AppRoute[] = [
  appRoute(
    paths.otpWithdraw,
    'Verify UPI',
    'noFooter',
    () => import('./screens/verify-upi-screen'),
    { afterForm: paths.wallet },
  ),
  appRoute(paths.addFunds, 'Add Funds', 'fullPage', addFunds),
  appRoute(paths.wallet, 'Wallet Management', 'fullPage', walletManagement),
  appRoute(paths.withdraw, 'Withdraw Funds', 'fullPage', () => import('./screens/withdraw-screen')),
  appRoute(paths.qrPay, 'QR PAY', 'fullPage', () => import('./screens/qr-pay-screen')),
  appRoute(paths.payViaUpi, 'UPI PAY', 'fullPage', () => import('./screens/upi-pay-screen'), {
    hideWallet: true,
  }),
  appRoute(paths.withdrawRule, 'Withdraw Rules', 'fullPage', () =>
    import('./screens/rules-screen').then((module) => ({ Component: module.WithdrawRulesScreen })),
  ),
  appRoute(paths.depositRule, 'Deposit Rules', 'fullPage', () =>
    import('./screens/rules-screen').then((module) => ({ Component: module.DepositRulesScreen })),
  ),
  appRoute(paths.imp8, 'Wallet', 'footer', walletManagement, { aliasOf: paths.wallet }),
  appRoute(paths.myModel, 'UPI Withdraw Methods', 'footer', walletManagement, {
    aliasOf: paths.wallet,
  }),
  appRoute(paths.transfer, 'Transfer Points', 'footer', transfer),
  appRoute(paths.transferModel, 'Transfer Points', 'footer', transfer, {
    aliasOf: paths.transfer,
  }),
  appRoute(paths.walletManagement, 'Wallet Management', 'footer', walletManagement, {
    aliasOf: paths.wallet,
  }),
  appRoute(paths.addFund, 'Add Fund', 'footer', addFunds, { aliasOf: paths.addFunds }),
];
