/**
 * Every user-facing string of the product, written once with the wording of
 * `../shared/spec/product-spec.md` (sections 2, 4, 5 and 8). Some wordings differ from screen to
 * screen on purpose (the spec keeps them): look for the screen in the key name before reusing one.
 *
 * `providerMessages` (at the end) are the refusals and confirmations the mock provider writes in
 * `{ status, msg }`; they are ours, not the spec's, except where the spec names the text.
 */

export { lenientProviderMessages } from './lenient-provider';

type Amount = number | string;

/**
 * The English catalogue, the source of truth: its keys and arguments are the shape every other
 * language's file fills in (`Messages`). Read texts through `messages`, the live catalogue.
 */
const english = {
  // Phone numbers (spec section 5: each screen has its own wording).
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
  /** Internal text of a failed login (spec section 8); the player sees `userNotRegistered`. */
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
  /** Not in the spec: where a main market's bid screen opened without its game sends the player. */
  chooseMarketFirst: 'Choose a market on the home screen to place a bid.',
  /** Not in the spec: the same for a Starline or Gali Disawar screen; `list` is the list's name. */
  chooseGameFirst: (list: string) => `Choose a ${list} game from the list first.`,
  /** The sign-up code's button. */
  verify: 'Verify',
  /** Not in the spec: where a sign-up or reset code went. */
  codeSentTo: (length: number, phone: string) =>
    `Enter the ${length}-digit code sent to +91 ${phone}.`,
  /** Not in the spec's words: the countdown before 'Resend Code'. */
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
  /** Ours, not the spec's: the saved-name toast when the provider's answer has no msg. */
  profileSaved: 'Profile updated',

  // Markets, Starline, Gali (spec section 2).
  marketOpen: 'Market is open',
  marketClosedForToday: 'Close for today',
  runningNow: 'Running Now',
  closedForToday: 'Closed for today',
  playGame: 'Play Game',
  viewCharts: 'View Charts',
  winRatioMainMarket: 'Win Ratio For Main Market',
  winRatioGali: 'Win Ratio For GALI DISAWAR',
  winRatioStarline: 'Win Ratio For KING STARLINE',

  // Bid entry (spec section 5, in the order the screens check).
  pleaseEnterTheNumber: 'Please enter the number',
  numberNotValid: (value: string) => `Number ${value} is not valid`,
  pleaseEnterPoint: 'Please enter point',
  minimumBidAmount: 'Required minimum bid amount is 10',
  insufficientBalance: 'Insufficient balance, please refill your account',
  /** DP Motor's own wording: no comma. */
  insufficientBalanceDpMotor: 'Insufficient balance please refill your account',
  digitNotValid: 'Digit not valid',
  dpMotorNeedsTwoDigits: 'Please enter a valid Pana (at least 2 digits)',
  /** Not in the spec: SP DP TP with no checkbox ticked (decided in `rules/bid-lines.ts`). */
  spDpTpChooseType: 'Please select SP, DP or TP',
  notEnoughBalance: 'Not enough balance!',
  openPana: 'Open Pana',
  closePana: 'Close Pana',
  closeDigit: 'Close Digit',

  // Bid submission (spec sections 2 and 8).
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
  /** Not in the spec: leaving a bid screen whose list holds bids not submitted yet. */
  leaveBidsTitle: 'Leave without submitting?',
  /** Not in the spec: what leaving does to the bids in the list. */
  leaveBidsWarning: (count: number) =>
    `${count} ${count === 1 ? 'bid is' : 'bids are'} not submitted and will be discarded.`,
  /** Not in the spec: keeps the player on the bid screen. */
  stayOnScreen: 'STAY',
  /** Not in the spec: leaves the bid screen, discarding the list. */
  leaveScreen: 'LEAVE',

  // Histories.
  noDataFoundUpper: 'NO DATA FOUND',
  noDataFound: 'No Data Found',
  tryRefreshing: 'Try refreshing or checking back later.',
  noWithdrawalHistory: 'No withdrawal history available',
  /** The Submit of the bid and win histories' date range. */
  submitRange: 'Submit',
  /** A passbook line's kind (spec section 3: transaction_type '1' credit, else debit). */
  credit: 'Credit',
  debit: 'Debit',
  /** Not in the spec: a withdraw history line's name. */
  withdrawRequestNumber: (number: string) => `Request #${number}`,
  /** Not in the spec: a deposit history line's name. */
  depositRequestNumber: (id: string) => `Deposit request #${id}`,
  /** What a date picker shows without a date (spec section 2: MM/dd/yyyy). */
  datePattern: 'MM/dd/yyyy',
  congratulationsYouWon: 'Congratulations You Won',
  withdrawStatusPending: 'Pending',
  withdrawStatusCancelled: 'Cancelled',
  withdrawStatusApproved: 'Approved',
  withdrawStatusUnknown: 'Unknown',

  // Withdraw (spec sections 5 and 8).
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
  /** Ours, not the spec's: the transfer toast when the provider's answer has no msg. */
  pointsSentTo: (points: Amount, receiver: string) => `${points} points sent to ${receiver}`,

  // UPI number modal and Verify UPI.
  failedToGenerateOtp: 'Failed to generate OTP',
  errorSendingOtp: 'Error sending OTP',
  upiNumberAdded: 'UPI Number Added Successfully!',
  verifyUpi: 'Verify UPI',
  /** Not in the spec: where the Verify UPI code went, e.g. 'Paytm'. */
  upiCodeSentTo: (length: number, method: string, phone: string) =>
    `Enter the ${length}-digit code sent to your mobile to add ${method} number +91 ${phone}.`,

  // Add funds and payment (spec sections 2, 5 and 8).
  minimumDeposit: (min: Amount) => `Minimum deposit: ₹${min}`,
  minAmountToAdd: (min: Amount) => `Minimum amount to add is ${min}`,
  noPaymentOptions: 'No payment options available',
  addMoney: 'Add Money',
  upiPay: 'UPI PAY',
  /** The fourth UPI PAY option (spec section 9 "Payment options"); the others are the apps' names. */
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
  /** Not in the spec: UPI PAY asks before it opens the payment link and sends the fund request. */
  confirmAddMoneyTitle: 'Confirm Add Money',
  /** Not in the spec: the button of a confirmation dialog (UPI PAY, Transfer Points) that goes on. */
  confirm: 'Confirm',

  // Support dialog and shell.
  /** Not in the spec: the toasts' region and each toast's close button, as a screen reader names them. */
  notifications: 'Notifications',
  closeNotification: 'Close notification',
  selectSupportOption: 'Please Select Support Option',
  whatsappSupport: 'Whatsapp Support',
  callSupport: 'Call Support',
  logout: 'LOGOUT',

  // Router.
  unexpectedApplicationError: 'Unexpected Application Error!',
  /** Not in the spec: a charts-only player opened a betting screen (spec section 6). */
  bettingDisabled: 'Betting is not enabled for this account',

  // Session.
  /** Not in the spec: the provider ended the session (token revoked or expired); the player signs in again. */
  sessionEnded: 'Your session has ended. Please sign in again.',

  // Provider.
  /**
   * Not in the spec: the provider lacks an endpoint the screen needs (HTTP 404, or configured null in
   * config.json, docs/decisions/009); names its path so the operator can fix the configuration.
   */
  endpointMissing: (path: string) =>
    `This service is not available from the provider (${path}). Please contact support.`,
  /**
   * Not in the spec: the provider failed or could not be reached (an HTTP 5xx, no answer in time, a
   * body that is not its answer, no connection); docs/failures.md. What the player typed stays.
   */
  providerUnavailable: 'The server is not answering right now. Please try again.',
  /** Not in the spec: the same, while the browser says it is offline. */
  offlineTryAgain: 'You are offline. Check your connection and try again.',
  /** Not in the spec: the button that asks the provider again after a failed read. */
  tryAgain: 'Try again',
  /**
   * Not in the spec: under a read's failure, when its data still on screen last came; `time` is
   * 'hh:mm AM' (the markets' form), `date` as the screens show dates.
   */
  lastUpdatedAt: (time: string) => `Last updated at ${time}`,
  lastUpdatedOn: (date: string, time: string) => `Last updated on ${date} at ${time}`,
  /**
   * Not in the spec: the side menu while the dashboard has not said whether the player bets
   * (loading or failed), so the betting items are not shown yet.
   */
  accountNotLoaded: 'Your account has not loaded yet, so some menu items are hidden.',

  // Countdowns (not in the spec): the time left to a game's next cut-off on the provider's clock.
  /** Not in the spec: a main market before its open time; `left` from `formatTimeLeft`. */
  openClosesIn: (left: string) => `Open closes in ${left}`,
  /** Not in the spec: a main market after its open time, a Starline slot or a Gali game. */
  closesIn: (left: string) => `Closes in ${left}`,
  /** Not in the spec: a time left of an hour or more ('3 h 10 m'); under an hour it reads '12:04'. */
  hoursAndMinutes: (hours: number, minutes: number) => `${hours} h ${minutes} m`,

  // Result alerts (not in the spec): the banner after a result lands on a game the player bid on.
  /** Not in the spec: the banner's first line, e.g. 'Result of KALYAN: 128-1'. */
  resultDeclared: (gameName: string, result: string) => `Result of ${gameName}: ${result}`,
  /** Not in the spec: the banner's line when one of the player's bids on it won. */
  youWon: (amount: Amount) => `You won ${amount} points`,
  /** Not in the spec: the banner's link to the win history. */
  seeWinHistory: 'See your winnings',
  /** Not in the spec: the banner's close button. */
  dismissAlert: 'Dismiss',
  /** Not in the spec: the landmark name of the result banners. */
  resultAlerts: 'Result alerts',
  /** The bid confirmation's rows. */
  type: 'Type',
  game: 'Game',
  /** A password field's toggle. */
  show: 'Show',
  hide: 'Hide',
  showField: (label: string) => `Show ${label}`,
  hideField: (label: string) => `Hide ${label}`,
  currentBalance: 'Current Balance',
  getSupport: 'Get Support',
  pana: 'Pana',
  digits: 'Digits',
  openDigit: 'Open Digit',
  /** The bid sessions' names on screen; the provider gets 'Open' and 'Close' in every language. */
  sessionOpen: 'Open',
  sessionClose: 'Close',
  /** A Single Digit cart row's label: 'Open Digit', 'Close Digit'. */
  sessionDigit: (session: string) => `${session} Digit`,
  // Screen texts: titles, labels, buttons and notes (spec section 2 where it names them; the rest
  // are ours, not the spec's). The menus and route titles name them by key (`TextKey`).
  galiBidHistoryTitle: 'Gali Bid History',
  galiWinHistoryTitle: 'Gali Win History',
  starlineBidHistoryTitle: 'Starline Bid History',
  starlineWinHistoryTitle: 'Starline Win History',
  selectGameType: 'Select Game Type',
  /** The name of the language buttons (their labels are each language's own name: languages.ts). */
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
  /** The UPI number form's title, e.g. 'Google Pay UPI Number'. */
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
  /** The slider's and each slide's role, as a screen reader names them (aria-roledescription). */
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
  /** A rate the provider did not send. */
  notAvailable: 'N/A',
  pointsShort: (points: string) => `${points} pts`,

  loading: 'Loading…',
  pageNotLoaded: 'This page could not be loaded. Check your connection and reload.',
  reload: 'Reload',
  goToHome: 'Go to home',
  goToHomeButton: 'Go to Home',
  pageNotFound: 'Page not found',
  balance: 'Balance',
  /** The bid form's name, e.g. 'Single Digit bid'. */
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
  /** The name of a game row's Play Game button. */
  playGameOf: (gameName: string) => `Play Game: ${gameName}`,
  /** The name of a game's chart link. */
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

/** A catalogue: every key of the English one, texts as strings, templates with the same arguments. */
export type Messages = {
  readonly [K in keyof typeof english]: (typeof english)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string;
};

/** A key whose text is a plain string: menus and route titles name their text by key. */
export type TextKey = {
  [K in keyof Messages]: Messages[K] extends string ? K : never;
}[keyof Messages];

/** The spec's English texts, whatever language the screens show (docs/decisions/010). */
export const englishMessages: Messages = english;

/**
 * The live catalogue: what every screen reads, at render time, so a language switch (`switchCatalogue`
 * and a re-render) changes every text without changing a call site. English until switched.
 */
export const messages: Messages = { ...english };

/** Makes `catalogue` the live one (docs/decisions/010); the caller re-renders the screens. */
export function switchCatalogue(catalogue: Messages): void {
  Object.assign(messages, catalogue);
}

/** The withdraw methods' names (spec section 9 "Withdraw method codes"), keyed by method. */
export const withdrawMethodLabels = {
  googlePay: 'Google Pay',
  paytm: 'Paytm',
  phonePe: 'PhonePe',
} as const;

type WithdrawMethodKey = keyof typeof withdrawMethodLabels;
export type WithdrawMethodLabel = (typeof withdrawMethodLabels)[WithdrawMethodKey];

/**
 * A withdraw method's key from its name (the play scripts name methods as the player reads them).
 * A function, not a table built at load: the client bundles this module, and a table built by a
 * call at load could not be left out of it.
 */
export function withdrawMethodOfLabel(label: WithdrawMethodLabel): WithdrawMethodKey {
  const keys = Object.keys(withdrawMethodLabels) as WithdrawMethodKey[];
  const key = keys.find((candidate) => withdrawMethodLabels[candidate] === label);
  if (key === undefined) throw new Error(`No withdraw method named ${label}`);
  return key;
}

/** A withdraw method's name by its code in `codes` (the spec's by default); the code if unknown. */
export function withdrawMethodName(
  code: string,
  codes: Readonly<Record<WithdrawMethodKey, string>>,
): string {
  const keys = Object.keys(codes) as WithdrawMethodKey[];
  const key = keys.find((candidate) => codes[candidate] === code);
  return key === undefined ? code : withdrawMethodLabels[key];
}

/**
 * The mock provider's answer to a token it does not know, or no longer (revoked, expired): HTTP 401
 * with this text, which the client reads as "the session ended". Exported alone so the client can
 * compare with it without bundling every provider message.
 */
export const INVALID_TOKEN_MESSAGE = 'Invalid token, please login again';

/**
 * What the mock provider writes in `msg`. Where the client shows the server's text (withdraw,
 * forgot-password check) or the spec names the check, the wording is the spec's.
 */
export const providerMessages = /* @__PURE__ */ providerMessageTable();

/**
 * `providerMessages`' table, built by a call marked pure so a bundle that uses none of them (the
 * client) drops it: its reads of the English texts would otherwise stay as property reads.
 */
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

    // Scenarios (control API reseed; not in the spec).
    scenarioNotFound: (name: string) => `No scenario named ${name}`,
    scenarioNotValid: (problems: string) => `Invalid scenario: ${problems}`,
  } as const;
}

export { consoleMessages, count } from './console';

/**
 * The `Intl` locale of the language on screen (docs/decisions/010), read at call time by the
 * formatters of dates and points. Undefined for English: the spec's own formats ('22-November-2026',
 * '10000') stay as they are.
 */
let locale: string | undefined;

export function displayLocale(): string | undefined {
  return locale;
}

/** Set with the live catalogue when a language is switched on. */
export function setDisplayLocale(next: string | undefined): void {
  locale = next;
}

/**
 * The languages a player may choose (docs/decisions/010). A further language is one catalogue file
 * (a `Messages` in catalogues/, like hi.ts) and one row here; its catalogue is loaded as a chunk of its own when
 * chosen, so it costs the other languages nothing.
 */

export interface Language {
  /** The `lang` code (BCP 47) the page and the stored choice use. */
  readonly code: string;
  /** The choice's label, in the language itself. */
  readonly label: string;
  /** The `Intl` locale of dates and points; undefined keeps the spec's English formats. */
  readonly locale: string | undefined;
}

export const LANGUAGES = [
  { code: 'en', label: 'English', locale: undefined },
  { code: 'hi', label: 'हिन्दी', locale: 'hi-IN' },
] as const satisfies readonly Language[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const DEFAULT_LANGUAGE: LanguageCode = 'en';

/** The language of a code (stored or the browser's, 'hi-IN' reads as 'hi'); undefined if none. */
export function languageOf(code: string): Language | undefined {
  const base = code.toLowerCase().split('-')[0];
  return LANGUAGES.find((language) => language.code === base);
}
