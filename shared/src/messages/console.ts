/**
 * The testers' console's texts (docs/for-testers.md#the-console), shared with the journeys that
 * drive it; the player's bundles never import this.
 */
/** English only: the console and the commands. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export const consoleMessages = {
  title: 'Matka mock console',
  serverClock: 'Server clock',
  frozen: 'frozen',
  running: 'running',
  realTime: 'real time',
  lastAction: 'Last action',
  actions: 'Actions',
  nothingYet: 'Nothing done yet.',
  working: 'Working...',
  // Asking before an action that cannot be undone.
  confirmTitle: 'Are you sure?',
  keepAsIs: 'No, leave it',

  // The control secret (`x-control-token`).
  tokenTitle: 'Control token',
  tokenHelp:
    'The mock prints its control token when it starts (the console address it prints carries it). Paste it here; it is kept for this tab only.',
  tokenLabel: 'Token',
  tokenSave: 'Use this token',
  tokenRefused: 'The mock refused the control token.',
  tokenMissing: 'This console has no control token yet.',
  tokenForget: 'Forget the token',

  // Tabs.
  tabs: 'Console sections',
  markets: 'Markets',
  players: 'Players',
  money: 'Money requests',
  clock: 'Clock',
  faults: 'Faults',
  scenarios: 'Scenarios',

  // Markets.
  kindMain: 'Main',
  kindStarline: 'Starline',
  kindGali: 'Gali',
  marketName: 'Market',
  marketTimes: 'Times',
  marketDay: 'Day',
  marketResult: 'Result',
  marketTakesBids: 'Bids',
  takingBids: 'taking bids',
  notTakingBids: 'not now (outside its times)',
  closedToday: 'stopped for today',
  waiting: 'Waiting',
  noneWaiting: 'none',
  waitingLines: (lines: number, points: string, settlesOn: string, day: string) =>
    `${count(lines, 'line')}, ${points} points: ${settlesOn} of ${day}`,
  declareFor: (market: string) => `Declare: ${market}`,
  stopBidsToday: (market: string) => `Stop today's bids: ${market}`,
  takeBidsAgain: (market: string) => `Take bids again: ${market}`,
  bidsStopped: (market: string) =>
    `${market} takes no more bids today: players see it closed until its next day.`,
  bidsTakenAgain: (market: string) => `${market} takes bids again today, within its times.`,

  // Declaring a result.
  declareTitle: (market: string) => `Declare a result: ${market}`,
  resultDay: 'Market day',
  session: 'Session',
  sessionOpen: 'Open session',
  sessionClose: 'Close session',
  panaDigit: 'Digit',
  panaTyped: 'Pana',
  panaPickerHelp: 'Choose a digit, then one of its panas, or type a pana.',
  singlePanas: 'Single panas',
  doublePanas: 'Double panas',
  triplePana: 'Triple pana',
  galiLeft: 'Left digit',
  galiRight: 'Right digit',
  chosenResult: 'Result to declare',
  noResultChosen: 'none chosen',
  declare: 'Declare',
  correct: 'Correct the result',
  confirmCorrect: (market: string, day: string, result: string) =>
    `Correct ${market} of ${day} to ${result}? Wins already paid on the old result are taken back first, even when the players have spent them.`,
  correctYes: 'Yes, correct it',
  hideForm: 'Hide this form',
  declaredAlready: (parts: string) => `Declared for this day: ${parts}`,
  bidsOfDay: (day: string) => `Bids of ${day}`,
  noBids: 'No bids on this day.',
  moreBids: (shown: number, total: number) => `Showing ${shown} of ${count(total, 'line')}.`,
  bidPlayer: 'Player',
  bidType: 'Type',
  bidSession: 'Session',
  bidDigits: 'Digits',
  bidPoints: 'Points',
  bidState: 'State',
  withThisResult: 'With this result',
  wouldWin: (points: string) => `wins ${points}`,
  wouldLose: 'loses',
  stillWaiting: 'still waiting',
  declared: (market: string, day: string, won: number, lost: number, paid: string) =>
    `Declared ${market} for ${day}: ${won} won, ${lost} lost, ${paid} points paid.`,
  reversed: (lines: number, points: string) =>
    ` Reversed first: ${count(lines, 'win')}, ${points} points.`,

  // Players.
  search: 'Search phone or name',
  playerMobile: 'Phone',
  playerName: 'Name',
  playerWallet: 'Wallet',
  playerBetting: 'Betting',
  playerSessions: 'Sessions',
  playerWaitingBids: 'Waiting bids',
  playerRequests: 'Pending requests',
  bettingOn: 'on',
  bettingOff: 'charts only',
  turnBettingOff: (mobile: string) => `Charts only: ${mobile}`,
  turnBettingOn: (mobile: string) => `Allow betting: ${mobile}`,
  endSessions: (mobile: string) => `End sessions: ${mobile}`,
  newWallet: (mobile: string) => `New wallet of ${mobile}`,
  setWallet: (mobile: string) => `Set wallet: ${mobile}`,
  walletAmountNeeded: (mobile: string) =>
    `Type the new wallet of ${mobile} first: a whole number of points, 0 or more.`,
  playersShown: (shown: number, total: number) => `${shown} of ${count(total, 'player')}.`,
  confirmWallet: (mobile: string, from: string, to: string) =>
    `Set the wallet of ${mobile} from ${from} to ${to} points? The difference is written to the ledger as an adjustment.`,
  walletYes: 'Yes, set the wallet',
  walletSet: (mobile: string, points: string) =>
    `The wallet of ${mobile} is now ${points} points (an adjustment row in the ledger).`,
  bettingSet: (mobile: string, on: boolean) =>
    on
      ? `${mobile} may bet again: the app shows the betting screens.`
      : `${mobile} sees charts only: the app hides betting, funds and withdrawals.`,
  confirmEndSessions: (mobile: string, sessions: number) =>
    `End the ${count(sessions, 'session')} of ${mobile}? The app signs them out at its next call.`,
  endSessionsYes: 'Yes, end them',
  sessionsEnded: (mobile: string, sessions: number) =>
    `Ended ${count(sessions, 'session')} of ${mobile}: the app signs them out at its next call.`,

  // Money requests.
  withdrawals: 'Withdrawals',
  fundRequests: 'Fund requests',
  showAllRequests: 'Show decided requests too',
  requestId: 'Request',
  requestPlayer: 'Player',
  requestAmount: 'Points',
  requestMethod: 'Method',
  requestDate: 'Made',
  requestStatus: 'Status',
  noRequests: 'No requests.',
  fundStatus: { '0': 'Pending', '1': 'Rejected', '2': 'Approved' } as Readonly<
    Record<string, string>
  >,
  approveWithdrawal: (id: string) => `Approve withdrawal #${id}`,
  cancelWithdrawal: (id: string) => `Cancel withdrawal #${id}`,
  approveFundRequest: (id: string) => `Approve fund request #${id}`,
  rejectFundRequest: (id: string) => `Reject fund request #${id}`,
  confirmApproveWithdrawal: (id: string, mobile: string, points: string) =>
    `Approve withdrawal #${id} of ${mobile}, ${points} points? The points were taken from the wallet when it was asked for; approved, they stay paid out.`,
  confirmCancelWithdrawal: (id: string, mobile: string, points: string) =>
    `Cancel withdrawal #${id} of ${mobile}? Its ${points} points go back to the wallet.`,
  confirmApproveFundRequest: (id: string, mobile: string, points: string) =>
    `Approve fund request #${id} of ${mobile}? ${points} points are added to the wallet.`,
  confirmRejectFundRequest: (id: string, mobile: string, points: string) =>
    `Reject fund request #${id} of ${mobile}, ${points} points? The wallet stays as it is.`,
  approveYes: 'Yes, approve',
  cancelYes: 'Yes, cancel it',
  rejectYes: 'Yes, reject',
  withdrawalApproved: (id: string, mobile: string, points: string) =>
    `Approved withdrawal #${id} of ${mobile}: ${points} points paid out; the player's history shows it Approved.`,
  withdrawalCancelled: (id: string, mobile: string, points: string) =>
    `Cancelled withdrawal #${id} of ${mobile}: ${points} points are back in the wallet.`,
  fundRequestApproved: (id: string, mobile: string, points: string) =>
    `Approved fund request #${id} of ${mobile}: ${points} points added to the wallet.`,
  fundRequestRejected: (id: string, mobile: string, points: string) =>
    `Rejected fund request #${id} of ${mobile} (${points} points): the wallet is unchanged.`,

  // Clock.
  setClock: 'Set the clock',
  clockAt: "Time ('hh:mm AM/PM' today, or 'YYYY-MM-DD HH:mm')",
  keepFrozen: 'Frozen there',
  set: 'Set',
  advanceBy: 'Move on by',
  advanceMinutes: (minutes: number) =>
    minutes % 1440 === 0
      ? `+${minutes / 1440} day`
      : minutes % 60 === 0
        ? `+${minutes / 60} h`
        : `+${minutes} min`,
  advanceTo: "Move on to ('hh:mm AM/PM', the next one)",
  advance: 'Move on',
  backToRealTime: 'Back to real time',
  clockNow: (ist: string, frozen: boolean) =>
    `The server clock is now at ${ist}, ${frozen ? 'standing still' : 'running'}.`,
  clockReal: (ist: string) => `The server clock is back to real time: ${ist}.`,

  // Faults.
  activeFaults: 'Active faults',
  noFaults: 'No faults.',
  faultPath: 'Endpoint',
  faultLatency: 'Latency (ms)',
  faultHttp500: 'Answer 500',
  faultMalformed: 'Malformed JSON',
  faultUnreachable: 'Unreachable (drop the connection, no answer)',
  faultEveryPath: '* (every endpoint)',
  providerDown: 'Make the provider unreachable',
  providerDownHelp:
    'Every endpoint drops its connection without an answer, as a provider that is down: the app shows its failure screens until you clear the faults.',
  faultTextWrapped: 'JSON wrapped in text',
  faultTimes: 'For how many requests (empty: until cleared)',
  faultRemaining: 'Left',
  faultForever: 'until cleared',
  inject: 'Inject',
  clearFault: (path: string) => `Clear ${path}`,
  clearAllFaults: 'Clear all faults',
  faultSet: (path: string, what: string, times: number | undefined) =>
    `${path} now answers ${what} ${times === undefined ? 'until the fault is cleared' : `for its next ${count(times, 'request')}`}.`,
  faultLatencyIs: (ms: number) => `after ${ms} ms`,
  faultWhat: {
    unreachable: 'nothing (the connection is dropped)',
    http500: 'HTTP 500',
    malformed: 'malformed JSON',
    textWrapped: 'JSON wrapped in text',
    normally: 'normally',
  },
  faultCleared: (path: string) => `${path} answers normally again.`,
  faultsCleared: 'Every fault is cleared: every endpoint answers normally.',
  phpNotices: 'PHP notices (lenient profile)',
  phpNoticesHelp:
    'The share of answers printed after a PHP notice, 0 to 1; above 0, an answer to a request missing a field the provider reads always has one. 0 turns them off. Each such answer carries the x-mock-php-notice header.',
  phpNoticeShare: 'Share',
  phpNoticesSet: 'Set',
  phpNoticesNow: (share: number) => `PHP notices on ${share * 100}% of answers.`,
  paymentSlips: 'Payment slips (lenient profile)',
  paymentSlipsHelp:
    'Slips players uploaded for their deposit requests (api-fund-payment-slip-upload). The mock keeps what each file was, not its bytes.',
  noPaymentSlips: 'No slip uploaded yet.',
  slipRequest: 'Deposit request',
  slipFile: 'File',
  slipSize: 'Size (bytes)',
  slipHash: 'SHA-256',

  // Scenarios.
  reseedTitle: 'Reseed',
  reseedHelp:
    'Replaces every row of the database: players are signed out. The clock and the faults stay; an exported state sets the clock it was exported at.',
  scenario: 'Scenario',
  testScenarios: 'For testing',
  bulkScenarios: 'Benchmark data (large: slow to seed, slow lists)',
  reseed: 'Reseed',
  reseedFromFile: 'Reseed from a file',
  scenarioFile: 'Scenario file (.json, e.g. an exported state)',
  confirmReseed: (what: string) =>
    `Replace every row of the database with ${what}? Every player, bid, result and request now in it is lost, and every player is signed out.`,
  confirmReseedBulk: (what: string) =>
    `Replace every row of the database with ${what}? It is benchmark data: seeding takes several seconds and the console's lists grow long. Everything now in the database is lost, and every player is signed out.`,
  reseedYes: 'Yes, replace everything',
  reseeded: (what: string, users: number, bids: number, results: number) =>
    `Reseeded from ${what}: ${count(users, 'player')}, ${count(bids, 'bid')}, ${count(results, 'result')}; every player is signed out.`,
  exportTitle: 'Export the state',
  exportHelp:
    'Downloads the whole database as a scenario file that seeds back to this state (times relative to the day it is seeded): attach it to a bug report.',
  exportDescription: 'What it shows (optional)',
  exportState: 'Export',
  exported: (file: string) =>
    `Downloaded ${file}: the whole database as a scenario file that seeds back to this state.`,
  notJsonFile: 'That file is not JSON.',
} as const;
