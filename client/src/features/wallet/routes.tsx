import { paths } from '../../config/paths';
import { appRoute, type AppRoute } from '../../config/route-handle';

const placeholder = () => import('./screens/placeholder');

/** Wallet routes (spec section 2); each screen is a placeholder until its issue builds it. */
export const walletRoutes: AppRoute[] = [
  appRoute(paths.otpWithdraw, 'Verify UPI', 'noFooter', placeholder),
  appRoute(paths.addFunds, 'Add Funds', 'fullPage', placeholder),
  appRoute(paths.wallet, 'Wallet', 'fullPage', placeholder),
  appRoute(paths.withdraw, 'Withdraw Funds', 'fullPage', placeholder),
  appRoute(paths.qrPay, 'QR PAY', 'fullPage', placeholder),
  appRoute(paths.payViaUpi, 'UPI PAY', 'fullPage', placeholder),
  appRoute(paths.withdrawRule, 'Withdraw Rules', 'fullPage', placeholder),
  appRoute(paths.depositRule, 'Deposit Rules', 'fullPage', placeholder),
  appRoute(paths.imp8, 'Wallet', 'footer', placeholder),
  appRoute(paths.myModel, 'UPI Withdraw Methods', 'footer', placeholder),
  appRoute(paths.transfer, 'Transfer Points', 'footer', placeholder),
  appRoute(paths.transferModel, 'Transfer Points', 'footer', placeholder),
  appRoute(paths.walletManagement, 'Wallet Management', 'footer', placeholder),
  appRoute(paths.addFund, 'Add Fund', 'footer', placeholder),
];
