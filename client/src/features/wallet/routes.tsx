import { paths } from '@/config/paths';
import { appRoute, type AppRoute } from '@/config/route-handle';

const walletManagement = () =>
  import('./screens/wallet-management-screen').then((m) => m.WalletManagementScreen);
const addFunds = () => import('./screens/add-funds-screen').then((m) => m.AddFundsScreen);
const transfer = () => import('./screens/transfer-screen').then((m) => m.TransferScreen);

/**
 * Wallet and funds routes. The spec lists footer routes it does not describe
 * (/wallet, /imp8, /mymodel, /addfund, /transfermodel); each is an alias showing the screen its
 * name points to, and nothing links to it (docs/decisions/005). /otpwithdraw follows the UPI
 * number form of Wallet Management.
 */
export const walletRoutes: AppRoute[] = [
  appRoute(
    paths.otpWithdraw,
    'verifyUpi',
    'noFooter',
    () => import('./screens/verify-upi-screen').then((m) => m.VerifyUpiScreen),
    { afterForm: paths.wallet },
  ),
  appRoute(paths.addFunds, 'addFunds', 'fullPage', addFunds),
  appRoute(paths.wallet, 'walletManagement', 'fullPage', walletManagement),
  appRoute(paths.withdraw, 'withdrawFunds', 'fullPage', () =>
    import('./screens/withdraw-screen').then((m) => m.WithdrawScreen),
  ),
  appRoute(paths.qrPay, 'qrPay', 'fullPage', () =>
    import('./screens/qr-pay-screen').then((m) => m.QrPayScreen),
  ),
  appRoute(
    paths.payViaUpi,
    'upiPay',
    'fullPage',
    () => import('./screens/upi-pay-screen').then((m) => m.UpiPayScreen),
    {
      hideWallet: true,
    },
  ),
  appRoute(paths.withdrawRule, 'withdrawRules', 'fullPage', () =>
    import('./screens/rules-screen').then((module) => module.WithdrawRulesScreen),
  ),
  appRoute(paths.depositRule, 'depositRules', 'fullPage', () =>
    import('./screens/rules-screen').then((module) => module.DepositRulesScreen),
  ),
  appRoute(paths.imp8, 'wallet', 'footer', walletManagement, { aliasOf: paths.wallet }),
  appRoute(paths.myModel, 'upiWithdrawMethods', 'footer', walletManagement, {
    aliasOf: paths.wallet,
  }),
  appRoute(paths.transfer, 'transferPoints', 'footer', transfer),
  appRoute(paths.transferModel, 'transferPoints', 'footer', transfer, {
    aliasOf: paths.transfer,
  }),
  appRoute(paths.walletManagement, 'walletManagement', 'footer', walletManagement, {
    aliasOf: paths.wallet,
  }),
  appRoute(paths.addFund, 'addFund', 'footer', addFunds, { aliasOf: paths.addFunds }),
];
