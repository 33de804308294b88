/**
 * What the lenient profile writes where a real provider writes its own text, with the provider's
 * spelling ("Trasaction", "Wining") so the mock reads like it
 * (docs/decisions/009-lenient-provider-client.md).
 */
export const lenientProviderMessages = {
  // A list with nothing in it: `status: false`, the empty list and one of these.
  noBids: 'Bid History Data Not Available',
  noWins: 'Wining History Data Not Available',
  noWithdrawals: 'Withdraw Trasaction Data Not Available',
  noTransactions: 'Wallet Trasaction History Data Not Available',
  noData: 'Data Not Available',
  noRates: 'Game Rates Not Added Yet',
  noContent: 'Content Not Available.',
  noPaymentDetails: 'Payment Detail Not Added Yet',
  noPaymentMethods: 'User Payment Method Not Added Yet',

  // Successes the provider names.
  dashboard: 'Success',
  walletBalance: 'User Wallet Balance',
  gameRates: 'Game Rates',
  sliderImages: 'Slider Images Data',
  contentAvailable: 'Content Available.',
  paymentDetails: 'User Payment Detail',
  paymentMethods: 'User Payment Method List',
  checkMobileFree: 'Mobile number is not registered',

  /**
   * The provider lists the bank account but cannot pay out to it; the mock refuses rather than lose
   * the money.
   */
  bankWithdrawUnavailable: 'Withdraw to bank account is not available. Choose a UPI method.',

  // Refusals in the provider's own words, where its code refuses what ours would not ask.
  unauthorized: 'UnAuthorized request',
  backDateBid: 'Sorry, back date bidding is not allowed. Your account can be blocked for this.',
  upiTypeNotValid: 'This UPI Type Is Not Valid',

  // Market rows' `msg` (main, Starline and Gali).
  marketRunning: 'Market Running',
  marketClosed: 'Market Closed',
  marketClosedToday: 'Market closed',

  // The calls the spec does not have (docs/lenient-profile.md, "The provider's API as data").
  success: 'Success',
  adminBankDetail: 'Admin Bank Detail',
  error: 'Error',
  otpResent: 'Otp Re-Sent',
  securityPinInvalid: 'Security Pin is invalid',
  pinChanged: 'Pin Successfully Changed.',
  mobileNotRegisteredTitle: 'This Mobile Number is Not Registered',
  profileData: 'User Profile Data.',
  userIdNotValid: 'User ID is not valid.',
  bettingRunning: 'Betting Is Running.',
  bettingClosed: 'Sorry Betting Is Closed',
  bettingOpen: 'Betting Is Open',
  bettingClosedDot: 'Sorry Betting Is closed.',
  addressAdded: 'Your Address successfully register.',
  addressUpdated: 'Address updated successfully.',
  addressDetail: 'User Address Detail',
  addressNotAdded: 'Address Not Added Yet',
  bankDetailAdded: 'Bank Detail successfully register.',
  bankDetailUpdated: 'Bank Detail updated successfully.',
  noticeData: 'Notice Data.',
  dataNotFound: 'Data Not Found.',
  walletTransactions: 'Wallet Trasaction History',
  transactionData: 'Wallet Trasaction Data',
  noTransactionData: 'Trasaction Data Not Available',
  transactionNotFound: 'Something Is Wrong Please Check',
  contactData: 'Contact Data Available',
  contactSubmitted: 'Successfully Submitted. Please Wait For The Response',
  noNotifications: 'Notification Data Not Available',
  notificationSettingUpdated: 'Notification setting successfully updated',
  addMoneyPending: 'Points Added Successfully. Please Wait for admin Approval',
  appVersionData: 'App Version Data.',
  resultNotDeclared: 'Result not declared yet',
  noCombination: 'No Possible combination found',
  combinationBalance: "You don't have sufficient balance to place this bid",
  chatMessageAdded: 'Message Successfully Added',
  chatNotFound: 'msg not found',
  referralValid: 'Valid',
  referralNotValid: 'Not Valid',
  slipUploaded: 'Payment Slip Uploded Successfully.',
  slipFileTypeInvalid: 'File type invalid',
  slipRequestMissing: 'Fund Request ID Not Available',
} as const;
