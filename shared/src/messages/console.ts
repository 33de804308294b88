/**
 * The testers' console (client/console.html, mock-server/README.md "For testers"): its labels and
 * the lines it reports, written once for the page and the browser journeys that drive it. Not from
 * the spec (the console is this project's tool, not part of the player's app); the player's bundles
 * do not import this module.
 */
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

  // The control secret (`x-control-token`).
  tokenTitle: 'Control token',
  tokenHelp:
    'The mock prints its control token when it starts (the console address it prints carries it). Paste it here; it is kept for this tab only.',
  tokenLabel: 'Token',
  tokenSave: 'Use this token',
  tokenRefused: 'The mock refused the control token.',
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
  notTakingBids: 'closed',
  closedToday: 'closed for today',
  waiting: 'Waiting',
  noneWaiting: 'none',
  waitingLines: (lines: number, points: string, settlesOn: string, day: string) =>
    `${lines} line(s), ${points} points: ${settlesOn} of ${day}`,
  declareFor: (market: string) => `Declare: ${market}`,
  closeForToday: (market: string) => `Close ${market} for today`,
  reopen: (market: string) => `Reopen ${market}`,

  // Declaring a result.
  declareTitle: (market: string) => `Declare a result: ${market}`,
  resultDay: 'Market day',
  session: 'Session',
  sessionOpen: 'Open',
  sessionClose: 'Close',
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
  cancel: 'Close',
  declaredAlready: (parts: string) => `Declared for this day: ${parts}`,
  bidsOfDay: (day: string) => `Bids of ${day}`,
  noBids: 'No bids on this day.',
  moreBids: (shown: number, total: number) => `Showing ${shown} of ${total} lines.`,
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
    ` Reversed first: ${lines} win(s), ${points} points.`,

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
  playersShown: (shown: number, total: number) => `${shown} of ${total} players.`,
  walletSet: (mobile: string, points: string) => `Wallet of ${mobile} set to ${points} points.`,
  bettingSet: (mobile: string, on: boolean) =>
    `${mobile} ${on ? 'may bet again' : 'sees charts only'}.`,
  sessionsEnded: (mobile: string, count: number) => `${count} session(s) of ${mobile} ended.`,

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
  approve: (id: string) => `Approve #${id}`,
  cancelRequest: (id: string) => `Cancel #${id}`,
  reject: (id: string) => `Reject #${id}`,
  requestDecided: (what: string, id: string, action: string) => `${what} #${id}: ${action}.`,

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
  clockNow: (ist: string) => `Clock at ${ist}.`,

  // Faults.
  activeFaults: 'Active faults',
  noFaults: 'No faults.',
  faultPath: 'Endpoint',
  faultLatency: 'Latency (ms)',
  faultHttp500: 'Answer 500',
  faultMalformed: 'Malformed JSON',
  faultTextWrapped: 'JSON wrapped in text',
  faultTimes: 'For how many requests (empty: until cleared)',
  faultRemaining: 'Left',
  faultForever: 'until cleared',
  inject: 'Inject',
  clearFault: (path: string) => `Clear ${path}`,
  clearAllFaults: 'Clear all faults',
  faultSet: (path: string) => `Fault on ${path}.`,
  faultsCleared: 'Faults cleared.',
  phpNotices: 'PHP notices (lenient profile)',
  phpNoticesHelp:
    'The share of answers printed after a PHP notice, 0 to 1; above 0, an answer to a request missing a field the provider reads always has one. 0 turns them off. Each such answer carries the x-mock-php-notice header.',
  phpNoticeShare: 'Share',
  phpNoticesSet: 'Set',
  phpNoticesNow: (share: number) => `PHP notices on ${share * 100}% of answers.`,

  // Scenarios.
  reseedTitle: 'Reseed',
  reseedHelp:
    'Replaces every row of the database: players are signed out. The clock and the faults stay; an exported state sets the clock it was exported at.',
  scenario: 'Scenario',
  reseed: 'Reseed',
  reseedFromFile: 'Reseed from a file',
  scenarioFile: 'Scenario file (.json, e.g. an exported state)',
  reseeded: (what: string, users: number, bids: number, results: number) =>
    `Reseeded from ${what}: ${users} players, ${bids} bids, ${results} results.`,
  exportTitle: 'Export the state',
  exportHelp:
    'Downloads the whole database as a scenario file that seeds back to this state (times relative to the day it is seeded): attach it to a bug report.',
  exportDescription: 'What it shows (optional)',
  exportState: 'Export',
  exported: (file: string) => `Exported ${file}.`,
  notJsonFile: 'That file is not JSON.',
} as const;
