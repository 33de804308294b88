/**
 * Every route of the app, once (spec section 2). Route objects and links use these constants.
 *
 * React Router matches paths case-insensitively unless a route sets `caseSensitive`, so the
 * capitalised link variants the spec mentions (/StarSingle, /Ssinglepana, /Sdoublepana,
 * /Stripplepana, /AddFundHistory, /tripplePana, /galiIMP, /gameRates) reach the same screens
 * without routes of their own (checked in router.test.tsx). /withdrawfundhistory is a different
 * path, not a capitalisation, so it is listed as an alias.
 */
export const paths = {
  // Public, no footer
  landing: '/',
  register: '/r',
  login: '/login',
  forgotPassword: '/forgotpass',
  otpRegister: '/otpregister',
  otpForgotPassword: '/otpforgotpass',
  otpWithdraw: '/otpwithdraw',
  resetPassword: '/change-password',

  // Full page: main market bids
  game: '/game',
  single: '/single',
  jodi: '/jodi',
  singlePana: '/singlepana',
  doublePana: '/doublepana',
  triplePana: '/tripplepana',
  halfSangam: '/halfsangam',
  fullSangam: '/fullsangam',
  spDpTp: '/spdptp',
  spMotor: '/spmotor',
  dpMotor: '/dpmotor',
  // Full page: Gali Disawar
  galiAllGame: '/galiallgame',
  galiCharts: '/galiIMP',
  leftDigit: '/leftdigit',
  rightDigit: '/rightdigit',
  jodiDigit: '/jodidigit',
  // Full page: Starline
  starlineCharts: '/imp2',
  starGame: '/stargame',
  starSingle: '/starsingle',
  starSinglePana: '/ssinglepana',
  starDoublePana: '/sdoublepana',
  starTriplePana: '/stripplepana',
  // Full page: wallet and funds
  addFunds: '/imp9',
  wallet: '/imp7',
  withdraw: '/withdraw',
  qrPay: '/qrpay',
  payViaUpi: '/payviaupi',
  withdrawRule: '/withdrawrule',
  depositRule: '/depositrule',
  // Full page: content and charts
  charts: '/charts',
  gameRates: '/gameRates',
  howToPlay: '/htp',
  // Full page: histories
  myBids: '/imp4',
  winHistory: '/imp3',
  galiWinHistory: '/impwin',
  galiBidHistory: '/impbid',
  starlineBidHistory: '/imp5',
  starlineWinHistory: '/imp6',
  transactions: '/transaction',
  withdrawHistory: '/withdrawhistory',
  withdrawFundHistory: '/withdrawfundhistory',
  addFundHistory: '/addfundhistory',

  // Footer layout
  home: '/imp',
  star: '/star',
  imp8: '/imp8',
  myModel: '/mymodel',
  transfer: '/transfer',
  transferModel: '/transfermodel',
  about: '/about',
  privacy: '/privacy',
  privacyPolicy: '/privacypolicy',
  deleteAccount: '/delete',
  changePassword: '/change',
  walletManagement: '/wallet',
  profile: '/profile',
  galiGame: '/galigame',
  addFund: '/addfund',
  win: '/win',
  winData: '/windata',
  bid: '/bid',
  histories: '/histories',
} as const;
