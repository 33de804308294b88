// Every text a player reads, written once (docs/decisions/010-message-catalogue.md): the product
// spec's word for word, and ours where marked, which may be reworded. Some wordings differ from
// screen to screen on purpose: look for the screen in the key before reusing one.
// `providerMessages` (at the end) are what the mock writes in `{ status, msg }`: ours, but where
// the spec names a check's text.

export { lenientProviderMessages } from './lenient-provider';

type Amount = number | string;

/**
 * The English catalogue: its keys and arguments are the shape every other language fills in.
 * Screens read `messages`, the live one.
 */
const english = {
  // Phone numbers: each screen has its own wording.
  phoneRequired: 'Phone No is required!',
  phoneNotValid: 'Phone No is not valid!',
  upiPhoneNotValid: 'Phone No is not Valid!',
  transferPhoneNotValid: 'Phone.No is not Valid!',
  forgotPhoneRequired: 'Phone number is required!',
  forgotPhoneNotValid: 'Phone number is not valid!',

  // Register and login.
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required!',
  userAlreadyRegistered: 'User Already Registered',
  errorRegistering: (errorText: string) => `Error registering: ${errorText}`,
  userNotRegistered: 'User Not Registered',
  /** The player sees `userNotRegistered`. */
  invalidUsernameAndPassword: 'Invalid username and password',
  creatingAccount: 'Creating Account...',
  createAccount: 'Create Account',
  signingIn: 'Signing in...',
  signIn: 'Sign In',

  // OTP and navigation.
  verifyCodeTitle: 'Verify Code',
  backToPreviousPage: 'Back to Previous Page',
  resendCode: 'Resend Code',
  verifying: 'Verifying...',
  enterValidOtp: 'Enter Valid OTP',
  invalidOtp: 'Invalid OTP. Please try again.',
  genericError: 'An error occurred. Please try again.',
  failedToResendOtp: 'Failed to resend OTP. Please try again.',
  invalidNavigation: 'Invalid navigation. Please start over.',
  /** Ours: where a bid screen opened without its game sends the player. */
  chooseMarketFirst: 'Choose a market on the home screen to place a bid.',
  /** Ours. */
  chooseGameFirst: (list: string) => `Choose a ${list} game from the list first.`,
  verify: 'Verify',
  /** Ours. */
  codeSentTo: (length: number, phone: string) =>
    `Enter the ${length}-digit code sent to +91 ${phone}.`,
  /** Ours: the spec names this countdown but not its words. */
  resendCodeIn: (seconds: number) => `Resend code in ${seconds}s`,
  invalidResponseFormat: 'Invalid response format from server',
  failedToSendOtp: 'Failed to send OTP',

  // Forgot and reset password.
  resetPasswordTitle: 'Reset Password',
  sendResetCode: 'Send Reset Code',
  sending: 'Sending...',
  passwordResetTitle: 'Password Reset',
  verifyAndContinue: 'Verify & Continue',
  updatePassword: 'Update Password',
  newPasswordRequired: 'New Password is required!',
  confirmPasswordRequired: 'Confirm Password is required!',
  passwordsDoNotMatch: 'Passwords do not match!',
  failedToUpdatePassword: 'Failed to update password',
  failedToUpdatePasswordRetry: 'Failed to update password. Please try again.',

  // In-app change password.
  currentPasswordRequired: 'Current Password is required!',
  oldPasswordDoesNotMatch: 'Old password does not match',
  confirmPasswordNotEqual: 'Confirm Password is not equal to New Password!',
  oldPasswordIncorrect: 'Old password is incorrect',
  passwordChanged: 'Successfully changed password',

  // Profile.
  nameRequired: 'Name is required!',
  nameNeedsLetter: 'Name must contain a letter or a digit',
  /** Ours: when the provider's answer has no msg. */
  profileSaved: 'Profile updated',

  marketOpen: 'Market is open',
  marketClosedForToday: 'Close for today',
  runningNow: 'Running Now',
  closedForToday: 'Closed for today',
  playGame: 'Play Game',
  viewCharts: 'View Charts',
  winRatioMainMarket: 'Win Ratio For Main Market',
  winRatioGali: 'Win Ratio For GALI DISAWAR',
  winRatioStarline: 'Win Ratio For KING STARLINE',

  // Bid entry, in the order the screens check.
  pleaseEnterTheNumber: 'Please enter the number',
  numberNotValid: (value: string) => `Number ${value} is not valid`,
  pleaseEnterPoint: 'Please enter point',
  minimumBidAmount: 'Required minimum bid amount is 10',
  insufficientBalance: 'Insufficient balance, please refill your account',
  insufficientBalanceDpMotor: 'Insufficient balance please refill your account',
  digitNotValid: 'Digit not valid',
  dpMotorNeedsTwoDigits: 'Please enter a valid Pana (at least 2 digits)',
  /** Ours. */
  spDpTpChooseType: 'Please select SP, DP or TP',
  notEnoughBalance: 'Not enough balance!',
  openPana: 'Open Pana',
  closePana: 'Close Pana',
  closeDigit: 'Close Digit',

  biddingClosedFor: (gameType: string) => `Bidding is closed for ${gameType}`,
  confirmBidWarning: 'Once you placed a bid, it will not be cancelled in any situation',
  totalBid: 'Total Bid',
  totalPoint: 'Total Point',
  gameType: 'Game Type',
  cancel: 'CANCEL',
  submit: 'SUBMIT',
  submitting: 'Submitting...',
  bidPlaced: 'Bid placed successfully!',
  bidFailed: 'Failed to place bid. Please try again.',
  /** Ours: leaving a bid screen whose list holds bids not submitted yet. */
  leaveBidsTitle: 'Leave without submitting?',
  /** Ours. */
  leaveBidsWarning: (count: number) =>
    `${count} ${count === 1 ? 'bid is' : 'bids are'} not submitted and will be discarded.`,
  /** Ours. */
  stayOnScreen: 'STAY',
  /** Ours. */
  leaveScreen: 'LEAVE',

  // Histories.
  noDataFoundUpper: 'NO DATA FOUND',
  noDataFound: 'No Data Found',
  tryRefreshing: 'Try refreshing or checking back later.',
  noWithdrawalHistory: 'No withdrawal history available',
  submitRange: 'Submit',
  credit: 'Credit',
  debit: 'Debit',
  /** Ours. */
  withdrawRequestNumber: (number: string) => `Request #${number}`,
  /** Ours. */
  depositRequestNumber: (id: string) => `Deposit request #${id}`,
  /** What a date picker shows without a date. */
  datePattern: 'MM/dd/yyyy',
  congratulationsYouWon: 'Congratulations You Won',
  withdrawStatusPending: 'Pending',
  withdrawStatusCancelled: 'Cancelled',
  withdrawStatusApproved: 'Approved',
  withdrawStatusUnknown: 'Unknown',

  amountRequired: 'Amount is required!',
  walletLimitExceeded: 'Wallet Limit Exceeded',
  minWithdrawAmount: (minWithdrawal: Amount) => `Min amt is ${minWithdrawal}`,
  selectPaymentMethod: 'Please select a payment method',
  withdrawOutsideHours: 'Withdrawals are only allowed during specified hours.',
  withdrawRequestSent: 'Withdraw request sent successfully',
  anErrorOccurred: 'An error occurred',
  unexpectedErrorLater: 'An unexpected error occurred. Please try again later.',
  withdrawNow: 'Withdraw Now',

  // Transfer.
  transferOwnNumber: "Don't Use Your Own Phone No.",
  pointsRequired: 'Points is required!',
  transferMinimum: 'Points Must be More than 100',
  notEnoughPoints: 'Not Enough Points',
  receiverCheckFailed: 'Username or password incorrect',
  /** Ours: when the provider's answer has no msg. */
  pointsSentTo: (points: Amount, receiver: string) => `${points} points sent to ${receiver}`,

  // UPI number modal and Verify UPI.
  failedToGenerateOtp: 'Failed to generate OTP',
  errorSendingOtp: 'Error sending OTP',
  upiNumberAdded: 'UPI Number Added Successfully!',
  verifyUpi: 'Verify UPI',
  /** Ours. */
  upiCodeSentTo: (length: number, method: string, phone: string) =>
    `Enter the ${length}-digit code sent to your mobile to add ${method} number +91 ${phone}.`,

  minimumDeposit: (min: Amount) => `Minimum deposit: ₹${min}`,
  minAmountToAdd: (min: Amount) => `Minimum amount to add is ${min}`,
  noPaymentOptions: 'No payment options available',
  addMoney: 'Add Money',
  upiPay: 'UPI PAY',
  otherUpiGateway: 'Other UPI Gateway',
  qrPay: 'QR PAY',
  sendScreenshot: 'Send Screenshot',
  callNow: 'Call Now',
  whatsApp: 'WhatsApp',
  failedToRetrievePaymentDetails: 'Failed to retrieve payment details',
  errorFetchingPaymentDetails: 'An error occurred while fetching payment details',
  noPaymentMethods: 'No payment methods available',
  failedToFetchUpiId: 'Failed to fetch UPI ID. Please check your credentials.',
  errorFetchingUpiId: 'An error occurred while fetching UPI ID.',
  errorFetchingMinimumDeposit: 'An error occurred while fetching minimum deposit amount.',
  upiIdNotConfigured: 'UPI ID not configured. Please try another payment method.',
  upiIdNotFound: 'UPI ID not found for the selected payment method.',
  errorInitiatingPayment: 'An error occurred while trying to initiate payment.',
  upiPaymentNote: 'Add Funds',
  /** Ours: uPI PAY asks before it opens the payment link and sends the fund request. */
  confirmAddMoneyTitle: 'Confirm Add Money',
  /** Ours. */
  confirm: 'Confirm',

  // Support dialog and shell.
  /** Ours: the toasts' region and close button, as a screen reader names them. */
  notifications: 'Notifications',
  closeNotification: 'Close notification',
  selectSupportOption: 'Please Select Support Option',
  whatsappSupport: 'Whatsapp Support',
  callSupport: 'Call Support',
  logout: 'LOGOUT',

  unexpectedApplicationError: 'Unexpected Application Error!',
  /** Ours. */
  bettingDisabled: 'Betting is not enabled for this account',

  /** Ours. */
  sessionEnded: 'Your session has ended. Please sign in again.',

  // Provider.
  /**
   * Ours: names the path so the operator can fix config.json
   * (docs/decisions/009-lenient-provider-client.md).
   */
  endpointMissing: (path: string) =>
    `This service is not available from the provider (${path}). Please contact support.`,
  /**
   * Ours: the provider failed or could not be reached (docs/failures.md); what the player typed stays.
   */
  providerUnavailable: 'The server is not answering right now. Please try again.',
  /** Ours. */
  offlineTryAgain: 'You are offline. Check your connection and try again.',
  /** Ours. */
  tryAgain: 'Try again',
  /** Ours: under a read's failure: when the data still on screen last came. */
  lastUpdatedAt: (time: string) => `Last updated at ${time}`,
  lastUpdatedOn: (date: string, time: string) => `Last updated on ${date} at ${time}`,
  /** Ours: the side menu before the dashboard has said whether the player bets. */
  accountNotLoaded: 'Your account has not loaded yet, so some menu items are hidden.',

  // Countdowns (ours) to a game's next cut-off, on the provider's clock.
  openClosesIn: (left: string) => `Open closes in ${left}`,
  closesIn: (left: string) => `Closes in ${left}`,
  hoursAndMinutes: (hours: number, minutes: number) => `${hours} h ${minutes} m`,

  // Result alerts (ours): the banner after a result lands on a game the player bid on.
  resultDeclared: (gameName: string, result: string) => `Result of ${gameName}: ${result}`,
  youWon: (amount: Amount) => `You won ${amount} points`,
  seeWinHistory: 'See your winnings',
  dismissAlert: 'Dismiss',
  resultAlerts: 'Result alerts',

  // The bid confirmation's rows and the password fields' toggles.
  type: 'Type',
  game: 'Game',
  show: 'Show',
  hide: 'Hide',
  showField: (label: string) => `Show ${label}`,
  hideField: (label: string) => `Hide ${label}`,
  currentBalance: 'Current Balance',
  getSupport: 'Get Support',
  pana: 'Pana',
  digits: 'Digits',
  openDigit: 'Open Digit',
  /** The provider gets 'Open' and 'Close' in every language. */
  sessionOpen: 'Open',
  sessionClose: 'Close',
  sessionDigit: (session: string) => `${session} Digit`,
  // Screen texts, the spec's where it names them and ours otherwise; menus and route titles name
  // them by key (`TextKey`).
  galiBidHistoryTitle: 'Gali Bid History',
  galiWinHistoryTitle: 'Gali Win History',
  starlineBidHistoryTitle: 'Starline Bid History',
  starlineWinHistoryTitle: 'Starline Win History',
  selectGameType: 'Select Game Type',
  language: 'Language',
  bidHistory: 'Bid History',
  myProfile: 'My Profile',
  login: 'Login',
  landingAddFund: 'AddFund',
  downloadApp: 'Download App',
  appName: 'Matka',
  landingMarquee: 'Download our Android app for fast deposit and fast withdraw, 24x7 support.',
  landingHeading: 'Play Matka, Starline and Gali Disawar',
  landingIntro: 'Live markets, results and charts. Sign in to play.',
  quickActions: 'Quick actions',
  deleteAccount: 'Delete Account',
  upiNumberOf: (method: string) => `${method} UPI Number`,
  numberOf: (method: string) => `${method} Number`,
  cancelButton: 'Cancel',
  sendOtp: 'Send OTP',
  scanAndPay: 'Scan and pay',
  upiQrCode: 'UPI payment QR code',
  upiId: 'UPI ID:',
  copied: 'Copied',
  copyUpiId: 'Copy UPI ID',
  withdrawRules: 'Withdraw Rules',
  depositRules: 'Deposit Rules',
  transferPoints: 'Transfer Points',
  receiverIs: 'Receiver:',
  checking: 'Checking...',
  transfer: 'Transfer',
  confirmTransfer: 'Confirm Transfer',
  receiver: 'Receiver',
  amount: 'Amount',
  paymentMethod: 'Payment Method',
  processing: 'Processing...',
  addFund: 'Add Fund',
  addFundHistory: 'Add Fund History',
  withdrawFund: 'Withdraw Fund',
  withdrawFundHistory: 'Withdraw Fund History',
  walletHistory: 'Wallet History',
  walletManagement: 'Wallet Management',
  wallet: 'Wallet',
  upiWithdrawMethods: 'UPI Withdraw Methods',
  withdrawFunds: 'Withdraw Funds',
  withdrawTimings: 'Withdraw Timings',
  withdrawHistory: 'Withdraw History',
  withdraw: 'Withdraw',
  selectPaymentMethodOption: 'Select payment method',
  loadingPaymentOptions: 'Loading payment options…',
  addFunds: 'Add Funds',
  paymentOptions: 'Payment Options',
  paymentOptionsRegion: 'Payment options',
  signInForm: 'Sign in',
  depositHistory: 'Deposit History',
  dateRange: 'Date range',
  from: 'From',
  to: 'To',
  viewReceipt: 'View receipt',
  mainBidHistory: 'Main Bid-History',
  mainWinHistory: 'Main Win-History',
  starlineBidHistory: 'Starline Bid-History',
  starlineWinHistory: 'Starline Win-History',
  galiBidHistory: 'Gali Bid-History',
  galiWinHistory: 'Gali Win-History',
  histories: 'Histories',
  gameRates: 'Game Rates',
  howToPlay: 'How To Play',
  watchVideo: 'Watch Video',
  aboutUs: 'About Us',
  dataDeletion: 'Data Deletion',
  privacyPolicy: 'Privacy Policy',
  lastUpdated: (date: string) => `Last updated: ${date}`,
  phoneNumber: 'Phone Number',
  backToSignIn: 'Back to Sign In',
  password: 'Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  currentPassword: 'Current Password',
  confirmPassword: 'Confirm Password',
  changePassword: 'Change Password',
  forgotPassword: 'Forgot Password?',
  newHere: 'New here?',
  register: 'Register',
  username: 'Username',
  haveAccount: 'Already have an account?',
  profile: 'Profile',
  mobileNumber: (mobile: string) => `Mobile: +91 ${mobile}`,
  name: 'Name',
  saving: 'Saving...',
  save: 'Save',
  offers: 'Offers',
  slides: 'Slides',
  /** aria-roledescription of the slider and its slides. */
  carousel: 'carousel',
  slide: 'slide',
  slideOf: (position: number, count: number) => `${position} of ${count}`,
  showSlide: (position: number) => `Show slide ${position}`,
  loadingMarkets: 'Loading markets…',
  noMarkets: 'No markets right now.',
  markets: 'Markets',
  result: 'Result',
  openAt: (time: string) => `Open ${time}`,
  closeAt: (time: string) => `Close ${time}`,
  marketCharts: 'Market Charts',
  starlineAndGaliCharts: 'Starline and Gali Disawar charts',
  kingStarline: 'King Starline',
  galiDisawar: 'Gali Disawar',
  starline: 'Starline',
  call: 'Call',
  gamesAndFunds: 'Games and funds',
  addFundsButton: 'ADD FUNDS',
  withdrawButton: 'WITHDRAW',
  kingStarlineButton: 'KING STARLINE',
  galiDisawarButton: 'GALI DISAWAR',
  galiRates: 'Gali Disawar Rates',
  galiDisawarCharts: 'Gali Disawar Charts',
  starlineRates: 'Starline Rates',
  galiDisawarGame: 'Gali Disawar Game',
  starlineGame: 'Starline Game',
  chooseGameType: 'Choose a game type',
  gameTypes: 'Game types',
  digit: 'Digit',
  notAvailable: 'N/A',
  pointsShort: (points: string) => `${points} pts`,

  loading: 'Loading…',
  pageNotLoaded: 'This page could not be loaded. Check your connection and reload.',
  reload: 'Reload',
  goToHome: 'Go to home',
  goToHomeButton: 'Go to Home',
  pageNotFound: 'Page not found',
  balance: 'Balance',
  bidFormOf: (title: string) => `${title} bid`,
  proceed: 'Proceed',
  submitBids: 'Submit',
  bids: 'Bids',
  points: 'Points',
  deleteBid: (bid: string) => `Delete ${bid}`,
  enterPoints: 'Enter points',
  date: 'Date',
  session: 'Session',
  panaTypes: 'Pana types',
  chart: 'Chart',
  bidHistoryButton: 'Bid-History',
  winHistory: 'Win History',
  loadingGames: 'Loading games…',
  gamesOf: (list: string) => `${list} games`,
  playGameOf: (gameName: string) => `Play Game: ${gameName}`,
  viewChartsOf: (gameName: string) => `View Charts: ${gameName}`,
  enterOtp: 'Enter OTP',
  footer: 'Footer',
  footerMenu: 'Footer menu',
  support: 'Support',
  myBids: 'My Bids',
  funds: 'Funds',
  home: 'Home',
  passbook: 'Passbook',
  footerWelcome: 'Welcome to Matka, Starline and Gali Disawar',
  offline: 'You are offline.',
  offlineNote: 'Balances and results are unavailable until the connection is back.',
  menu: 'Menu',
  mainMenu: 'Main menu',
  openMenu: 'Open menu',
  back: 'Back',
  walletPoints: (points: string) => `Wallet: ${points} points`,
  contactSupport: 'Contact Support',
} as const;

export type Messages = {
  readonly [K in keyof typeof english]: (typeof english)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

export type TextKey = {
  [K in keyof Messages]: Messages[K] extends string ? K : never;
}[keyof Messages];

/** English whatever language the screens show: what goes to the provider or a payee. */
export const englishMessages: Messages = english;

/** Read at render time, so a language switch changes every text without changing a call site. */
export const messages: Messages = { ...english };

export function switchCatalogue(catalogue: Messages): void {
  Object.assign(messages, catalogue);
}

export const withdrawMethodLabels = {
  googlePay: 'Google Pay',
  paytm: 'Paytm',
  phonePe: 'PhonePe',
} as const;

type WithdrawMethodKey = keyof typeof withdrawMethodLabels;
export type WithdrawMethodLabel = (typeof withdrawMethodLabels)[WithdrawMethodKey];

/**
 * A function, not a table built at load: the client bundles this module and could not drop such a
 * table.
 */
export function withdrawMethodOfLabel(label: WithdrawMethodLabel): WithdrawMethodKey {
  const keys = Object.keys(withdrawMethodLabels) as WithdrawMethodKey[];
  const key = keys.find((candidate) => withdrawMethodLabels[candidate] === label);
  if (key === undefined) throw new Error(`No withdraw method named ${label}`);
  return key;
}

/** The code itself when unknown. */
export function withdrawMethodName(
  code: string,
  codes: Readonly<Record<WithdrawMethodKey, string>>,
): string {
  const keys = Object.keys(codes) as WithdrawMethodKey[];
  const key = keys.find((candidate) => codes[candidate] === code);
  return key === undefined ? code : withdrawMethodLabels[key];
}

/** Exported alone so the client compares with it without bundling every provider message. */
export const INVALID_TOKEN_MESSAGE = 'Invalid token, please login again';

export const providerMessages = /* @__PURE__ */ providerMessageTable();

/** Built by a call marked pure, so a bundle that uses none of them (the client) drops it. */
function providerMessageTable() {
  return {
    // Transport and authentication.
    invalidAppKey: 'Invalid app key',
    invalidEnvType: 'Invalid env type',
    invalidToken: INVALID_TOKEN_MESSAGE,
    badRequest: 'Invalid request',
    notFound: 'Not found',
    bodyTooLarge: 'Request body is too large',
    unsupportedMediaType: 'Send the request body as JSON (Content-Type: application/json)',
    crossSiteRequest: 'Requests from other sites are refused',
    hostNotAllowed: 'This server does not answer for that host name',
    controlTokenRequired: 'The control API needs its token in the x-control-token header',
    internalError: 'Something went wrong, please try again later',
    serviceUnavailable: 'Service temporarily unavailable',

    // Accounts.
    mobileAlreadyRegistered: 'Mobile number already registered',
    mobileNotRegistered: 'Mobile number not registered',
    loginFailed: english.invalidUsernameAndPassword,
    loginSuccess: 'Login successful',
    registered: 'Registered successfully',
    otpSent: 'OTP sent successfully',
    passwordUpdated: 'Password updated successfully',
    oldPasswordIncorrect: english.oldPasswordIncorrect,
    profileUpdated: 'Profile updated successfully',
    otpNotRequested: 'Please verify your mobile number with an OTP first',
    tooManyAttempts: 'Too many attempts, please wait a few minutes and try again',
    bettingDisabled: english.bettingDisabled,
    userNotFound: 'User not found',
    nameRequired: english.nameRequired,
    nameTooLong: (max: Amount) => `Name must be at most ${max} characters`,
    nameNotValid: 'Name must not contain control or text-direction characters',
    nameNeedsLetter: english.nameNeedsLetter,

    // Bids.
    unknownGame: 'Game not found',
    bidTypeNotPlayed: (bidType: string) => `${bidType} is not played in this market`,
    biddingClosedFor: english.biddingClosedFor,
    openSessionClosed: 'Bidding is closed for Open session',
    noBidLines: 'No bid lines',
    bidDigitNotValid: english.numberNotValid,
    bidPointsBelowMinimum: english.minimumBidAmount,
    bidPointsNotWhole: 'Points must be a whole number',
    bidSessionNotValid: (session: string) => `Session ${session} is not valid`,
    bidTotalMismatch: 'Total points do not match the bid lines',
    bidMaximum: (max: Amount) => `A bid may total at most ${max} points`,
    insufficientBalance: english.insufficientBalance,
    bidPlaced: english.bidPlaced,

    // Wallet.
    walletLimitExceeded: english.walletLimitExceeded,
    minWithdrawAmount: english.minWithdrawAmount,
    withdrawOutsideHours: english.withdrawOutsideHours,
    withdrawMethodNotValid: english.selectPaymentMethod,
    withdrawMethodNotSaved: 'Please add this payment number first',
    withdrawRequestSent: english.withdrawRequestSent,
    minAmountToAdd: english.minAmountToAdd,
    depositMaximum: (max: Amount) => `Maximum amount to add is ${max}`,
    transferMaximum: (max: Amount) => `Points must not be more than ${max}`,
    walletMaximum: (max: Amount) => `A wallet may hold at most ${max} points`,
    fundRequestAdded: 'Fund request submitted successfully',
    fundRequestNotPending: 'Fund request is not pending',
    withdrawRequestNotPending: 'Withdraw request is not pending',
    upiDetailsSaved: english.upiNumberAdded,
    transferOwnNumber: english.transferOwnNumber,
    transferMinimum: english.transferMinimum,
    transferNotEnoughPoints: english.notEnoughPoints,
    transferReceiverNotFound: english.receiverCheckFailed,
    transferDone: 'Points transferred successfully',
    noData: english.noDataFound,

    // Results (control API).
    resultPanaNotValid: (pana: string) => `Pana ${pana} is not valid`,
    resultDigitMismatch: (pana: string, digit: string) =>
      `Digit ${digit} does not match pana ${pana}`,
    resultNotValid: (result: string) => `Result ${result} is not valid`,
    resultCloseBeforeOpen: 'The open result must be declared before the close result',
    winWouldOverfillWallet: (max: Amount) =>
      `A winner's wallet would go above ${max} points: lower it first (control/user/wallet)`,

    // The control API (testers read these): each names the field and what it takes.
    controlRequestNotValid: (problems: string) => `Invalid request: ${problems}`,
    controlIstNotValid: (ist: string) =>
      `Invalid request: ist takes 'YYYY-MM-DD HH:mm' or 'hh:mm AM/PM' (IST), not '${ist}'`,
    controlTimeNotValid: (to: string) => `Invalid request: to takes 'hh:mm AM/PM', not '${to}'`,
    controlNoPlayer: (mobile: string) => `No player has mobile ${mobile}`,
    controlNoMarket: (gameId: string, kind?: string) =>
      `No ${kind === undefined ? '' : `${kind} `}market has game_id ${gameId}`,
    controlNoOtp: (mobile: string, purpose: string) =>
      `No ${purpose} OTP has been sent to ${mobile}`,

    // Scenarios (control API reseed).
    scenarioNotFound: (name: string) => `No scenario named ${name}`,
    scenarioNotValid: (problems: string) => `Invalid scenario: ${problems}`,
  } as const;
}

export { consoleMessages, count } from './console';

/** Undefined for English, whose formats ('22-November-2026', '10000') stay as they are. */
let locale: string | undefined;

export function displayLocale(): string | undefined {
  return locale;
}

export function setDisplayLocale(next: string | undefined): void {
  locale = next;
}

/**
 * A further language is one catalogue file and one row here; its catalogue loads as a chunk of its
 * own when chosen.
 */

export interface Language {
  readonly code: string;
  readonly label: string;
  readonly locale: string | undefined;
}

export const LANGUAGES = [
  { code: 'en', label: 'English', locale: undefined },
  { code: 'hi', label: 'हिन्दी', locale: 'hi-IN' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** 'hi-IN' reads as 'hi'. */
export function languageOf(code: string): Language | undefined {
  const base = code.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.code === base);
}
