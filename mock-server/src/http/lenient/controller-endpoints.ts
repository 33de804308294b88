import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  ENV_TYPE,
  REGISTRATION_SECURITY_PIN,
  endpointNames,
  endpoints,
} from '@matka/shared/contract';
import { lenientProviderMessages as texts, providerMessages } from '@matka/shared/messages';
import {
  MAX_BID_POINTS,
  MAX_DEPOSIT_POINTS,
  MAX_TRANSFER_POINTS,
  MIN_TRANSFER_POINTS,
  expandDpMotor,
  expandSpDpTp,
  expandSpMotor,
  type MarketKind,
} from '@matka/shared/rules';
import { istDateKey, istParts, parseClockTime } from '@matka/shared/time';
import { z } from 'zod/mini';
import type { ServerContext } from '../../context';
import type { SessionUser } from '../../repositories/sessions-repository';
import type { AbuseLimits } from '../abuse-limits';
import { baseUrlOf, sameSecret } from '../provider-route';
import { lenientPaths } from '../../lib/lenient-provider-section';
import { Refusal } from '../../lib/refusal';
import { formatInsertDate, points } from '../../lib/format';
import { PROVIDER_API, type ProviderEndpoint } from './provider-api';
import {
  FRESH_FLAGS,
  completed,
  deviceResult,
  lenientStore,
  userIdOfReferralCode,
  versionFields,
} from './fresh-install';
import { phpDateOrEpoch } from './php-date';
import { lenientRefusal, type Answer } from './replies';
import type { LenientProfile } from './route';

/**
 * The real provider's calls the spec has no endpoint for (`provider-api.ts`, docs/lenient-profile.md):
 * each one answered in its controller's shape. What our game plays (market status, the server date,
 * profiles, motor combinations, statements, payment slips) is ours: the shared rules, our ledger;
 * what the mock does not model (addresses, tips, notices, roulette, referral network, chat) is
 * answered as a fresh install with nothing configured answers. A route that names a method the
 * controller lacks is not served: CodeIgniter's 404 page, as there.
 */

/** A call as a handler gets it: the body, the caller if its token is known, the time. */
interface Call {
  readonly raw: Record<string, unknown>;
  readonly user: SessionUser | undefined;
  readonly now: number;
  readonly baseUrl: string;
  readonly request: FastifyRequest;
  /** A multipart upload's file, when the body was multipart and carried one. */
  readonly file?: UploadedFile;
}

interface UploadedFile {
  readonly field: string;
  readonly name: string;
  readonly type: string;
  readonly bytes: Buffer;
}

type Handler = (call: Call, ctx: ServerContext) => Answer | null | '';

/** Bounds of a multipart body: one slip (the provider takes jpg and png photos) and a few fields. */
const UPLOAD_LIMITS = { fileSize: 5 * 1024 * 1024, files: 1, fields: 10, fieldSize: 1024 };

/** A request field as PHP reads it for text: a number as its digits, null and missing as ''. */
function text(raw: Record<string, unknown>, key: string): string {
  const value = raw[key];
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value === 'string' ? value : '';
}

/** A whole number as PHP's arithmetic reads it ('10', 10, ' 10 '); undefined for anything else. */
function wholeNumber(raw: Record<string, unknown>, key: string): number | undefined {
  const value = raw[key];
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : undefined;
  if (typeof value === 'string' && /^\s*\d{1,15}\s*$/.test(value)) return Number(value);
  return undefined;
}

/** 'Sat 28-Nov-2026' and '28-Nov-2026', the provider's `date('D d-M-Y')` and `date('d-M-Y')`. */
function providerDates(now: number): { date: string; new_date: string } {
  const parts = istParts(now);
  const day = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  const weekday = day.toLocaleString('en', { weekday: 'short', timeZone: 'UTC' });
  const month = day.toLocaleString('en', { month: 'short', timeZone: 'UTC' });
  const dated = `${String(parts.day).padStart(2, '0')}-${month}-${parts.year}`;
  return { date: `${weekday} ${dated}`, new_date: dated };
}

/** PHP's `diff` of now and a clock time today, in ms, less the minute the provider takes off. */
function durationMs(clockTime: string, now: number): number {
  const minutes = parseClockTime(clockTime);
  if (minutes === undefined) return 0;
  const nowSeconds = Math.floor((now / 1000 + 330 * 60) % 86_400);
  return (Math.abs(minutes * 60 - nowSeconds) - 60) * 1000;
}

/** Minor units as the provider's database hands amounts out: text. */
const pointsText = (minor: number): string => String(points(minor));

function needsUser(call: Call): SessionUser {
  if (call.user === undefined) throw new Refusal(401, providerMessages.invalidToken);
  return call.user;
}

function market(ctx: ServerContext, raw: Record<string, unknown>, kind: MarketKind) {
  const found = ctx.markets.byId(Number(text(raw, 'game_id')));
  return found?.kind === kind ? found : undefined;
}

/** `result` of the games-active-inactive calls: the game's times and whether it takes bids. */
function activeInactive(ctx: ServerContext, call: Call, kind: MarketKind): Answer {
  const game = market(ctx, call.raw, kind);
  if (game === undefined) return { result: [] };
  const offer = ctx.markets.stateOf(game, call.now).offer;
  const open = kind === 'main' ? offer.takesBids : offer.openSession;
  return {
    result: [
      {
        open_time: game.open_time,
        close_time: game.close_time,
        msg: open ? texts.bettingRunning : texts.bettingClosed,
        game_status: open ? 1 : 2,
        status: open,
      },
    ],
  };
}

/** The check-game-status calls: open while the open session takes bids; closed has no `status`. */
function gameStatus(ctx: ServerContext, call: Call, kind: MarketKind): Answer {
  const game = market(ctx, call.raw, kind);
  const open = game !== undefined && ctx.markets.stateOf(game, call.now).offer.openSession;
  const answer: Answer = open
    ? { msg: texts.bettingOpen, game_status: 1, status: true }
    : { msg: texts.bettingClosedDot, game_status: 2 };
  return kind === 'main' ? { ...answer, device_result: deviceResult(ctx, call.user) } : answer;
}

/** Ledger rows as the provider's transaction rows (`amount_status` its codes, amounts unsigned). */
function transactionRows(ctx: ServerContext, userId: number, from?: string, to?: string) {
  const rows = ctx.repos.ledger.passbookOf(userId, 500);
  return rows
    .filter((row) => {
      const day = istDateKey(row.created_at);
      return (from === undefined || day >= from) && (to === undefined || day <= to);
    })
    .map((row) => ({
      transaction_id: String(row.id),
      amount: pointsText(Math.abs(row.amount_minor)),
      transaction_type: row.amount_minor >= 0 ? '1' : '2',
      transaction_note: row.note,
      transfer_note: null,
      amount_status: AMOUNT_STATUS[row.kind] ?? '0',
      insert_date: formatInsertDate(row.created_at),
      tx_request_number: row.ref ?? String(row.id),
    }));
}

/** The provider's `amount_status` of each ledger kind (its codes: 1 deposit, 2 withdraw, 3/4 transfer, 5 bid, 6 bonus, 8 win). */
const AMOUNT_STATUS: Readonly<Record<string, string>> = {
  fund: '1',
  withdraw: '2',
  'withdraw-refund': '2',
  'transfer-out': '3',
  'transfer-in': '4',
  bid: '5',
  opening: '6',
  adjustment: '6',
  win: '8',
  'win-reversal': '8',
};

/** The motor combination calls' answer for `panas` at `pointsEach`, or the provider's refusals. */
function combinations(
  ctx: ServerContext,
  call: Call,
  panas: readonly { number: string; pana?: string }[],
): Answer {
  const user = needsUser(call);
  const each = wholeNumber(call.raw, 'points');
  if (each === undefined || each < 1 || each > MAX_BID_POINTS)
    throw new Refusal(400, `${providerMessages.badRequest}: points`);
  if (panas.length === 0) return lenientRefusal(texts.noCombination);
  const total = panas.length * each;
  const wallet = points(ctx.repos.users.balanceOf(user.id));
  if (total > wallet) return lenientRefusal(texts.combinationBalance);
  return {
    posssible_array: panas.map((pana) => ({ ...pana, points: call.raw['points'] })),
    total_bid_amount: total,
    wallet_amt_after_bid: wallet - total,
    status: true,
  };
}

const HANDLERS: Readonly<Record<string, Handler>> = {
  apiGetAppKey: ({ raw }, ctx) =>
    text(raw, 'env_type').trim() === ENV_TYPE
      ? { app_key: ctx.appKey, msg: texts.success, status: true }
      : { msg: texts.error, status: false },
  apiOtpSent: ({ raw, now }, ctx) => {
    const mobile = phone(raw);
    return { otp: Number(ctx.accounts.resendOtp(mobile, now)), status: true };
  },
  apiValidateBank: (call, ctx) => {
    const user = needsUser(call);
    return {
      otp: Number(ctx.accounts.resendOtp(user.mobile, call.now)),
      msg: texts.success,
      status: 'true',
    };
  },
  // The mock keeps no security pins: the one its registration stands for is the player's.
  apiCheckSecurityPin: (call) => {
    needsUser(call);
    return text(call.raw, 'security_pin').trim() === REGISTRATION_SECURITY_PIN
      ? { msg: texts.success, status: true }
      : lenientRefusal(texts.securityPinInvalid);
  },
  apiUpdatePin: ({ raw }, ctx) =>
    ctx.repos.users.byMobile(text(raw, 'mobile')) === undefined
      ? lenientRefusal(texts.mobileNotRegisteredTitle)
      : { status: true, msg: texts.pinChanged },
  apiGetProfile: ({ user }, ctx) =>
    user === undefined
      ? { profile: [], msg: texts.userIdNotValid, status: false }
      : {
          profile: [
            {
              mobile: user.mobile,
              wallet_balance: pointsText(ctx.repos.users.balanceOf(user.id)),
              email: user.email,
              user_name: user.name,
            },
          ],
          msg: texts.profileData,
          status: true,
        },
  apiGetCurrentDate: (call, ctx) => {
    const s = ctx.settings();
    const game = ctx.markets.byId(Number(text(call.raw, 'game_id')));
    return {
      ...(call.user === undefined
        ? {}
        : { wallet_amt: pointsText(ctx.repos.users.balanceOf(call.user.id)) }),
      min_bid_amount: '10',
      max_bid_amount: String(MAX_BID_POINTS),
      min_deposite: String(s.min_deposit),
      max_deposite: String(MAX_DEPOSIT_POINTS),
      min_withdrawal: String(s.min_withdrawal),
      max_withdrawal: String(MAX_DEPOSIT_POINTS),
      min_transfer: String(MIN_TRANSFER_POINTS),
      max_transfer: String(MAX_TRANSFER_POINTS),
      ...providerDates(call.now),
      open_duration: game === undefined ? 0 : durationMs(game.open_time, call.now),
      close_duration: game === undefined ? 0 : durationMs(game.close_time, call.now),
      status: true,
    };
  },
  apiCheckGamesActiveInactive: (call, ctx) => activeInactive(ctx, call, 'main'),
  apiCheckStarLineGamesActiveInactive: (call, ctx) => activeInactive(ctx, call, 'starline'),
  apiCheckGaliDisswarGamesActiveInactive: (call, ctx) => activeInactive(ctx, call, 'gali'),
  apiCheckGameStatus: (call, ctx) => gameStatus(ctx, call, 'main'),
  apiCheckStarLineGameStatus: (call, ctx) => gameStatus(ctx, call, 'starline'),
  apiCheckGaliDisswarGameStatus: (call, ctx) => gameStatus(ctx, call, 'gali'),
  apiViewWalletTransactionHistory: (call, ctx) => {
    const user = needsUser(call);
    const id = text(call.raw, 'transaction_id').trim();
    const row = transactionRows(ctx, user.id).find((r) => r.transaction_id === id);
    if (row === undefined) return lenientRefusal(texts.transactionNotFound);
    const { transaction_id: _id, ...fields } = row;
    return { transaction_Data: [fields], msg: texts.transactionData, status: true };
  },
  apiGetStatement: (call, ctx) => {
    const user = needsUser(call);
    const from = phpDateOrEpoch(call.raw['date_from'], call.now);
    const to = phpDateOrEpoch(call.raw['date_to'], call.now);
    const rows = transactionRows(ctx, user.id, from, to);
    return rows.length > 0
      ? { transaction_history: rows, msg: texts.walletTransactions, status: true }
      : { transaction_history: [], msg: texts.noTransactions, status: false };
  },
  // A UPI payment the app says it made: a deposit request for the operator to approve, never a
  // credit on the app's word (the provider credits it at once: see "Not copied on purpose").
  apiAddMoneyViaUpi: (call, ctx) => {
    const user = needsUser(call);
    const amount = wholeNumber(call.raw, 'amount');
    if (amount === undefined) throw new Refusal(400, `${providerMessages.badRequest}: amount`);
    ctx.wallet.addFundRequest(user, amount, call.now);
    return { msg: texts.addMoneyPending, status: true };
  },
  apiGetContactDetails: (_call, ctx) => {
    const s = ctx.settings();
    return {
      mobile_1: s.mobile_1,
      mobile_2: s.telegram_no,
      whatsapp_no: s.mobile_no,
      email_1: '',
      email_2: '',
      facebook: '',
      twitter: '',
      youtube: '',
      google_plus: '',
      instagram: '',
      msg: texts.contactData,
      status: true,
    };
  },
  apiGetAppVersionDetails: ({ now }, ctx) => ({
    versionDetails: [versionFields(ctx, now)],
    msg: texts.appVersionData,
    status: true,
  }),
  apiGetSpDPMotorCombination: (call, ctx) => {
    const digits = text(call.raw, 'number');
    const panas =
      wholeNumber(call.raw, 'type') === 8 ? expandSpMotor(digits) : expandDpMotor(digits);
    return combinations(
      ctx,
      call,
      panas.map((number) => ({ number })),
    );
  },
  apiGetSpDpTpCombination: (call, ctx) => {
    const flag = (key: string) => wholeNumber(call.raw, key) === 1;
    const lists = expandSpDpTp(text(call.raw, 'number').trim(), {
      sp: flag('sp_flag'),
      dp: flag('dp_flag'),
      tp: flag('tp_flag'),
    });
    const panas =
      lists === undefined
        ? []
        : [
            ...lists.sp.map((number) => ({ number, pana: 'Single Pana' })),
            ...lists.dp.map((number) => ({ number, pana: 'Double Pana' })),
            ...lists.tp.map((number) => ({ number, pana: 'Triple Pana' })),
          ];
    return combinations(ctx, call, panas);
  },
  apiCheckReferValid: ({ raw }, ctx) => {
    const code = text(raw, 'referral_code').trim().toUpperCase();
    const id = userIdOfReferralCode(code);
    const owner = id === undefined ? undefined : ctx.repos.users.byId(id);
    return owner === undefined
      ? lenientRefusal(texts.referralNotValid)
      : { user_name: owner.name, msg: texts.referralValid, status: true };
  },
  apiFundPaymentSlipUpload: (call, ctx) => uploadSlip(call, ctx),

  // Not modelled: a fresh install's answers with nothing configured.
  apiGetState: () => ({ states: [], status: false }),
  apiGetDistrict: () => ({ district: [], status: false }),
  apiAddUserAddress: (call) => (needsUser(call), { msg: texts.addressAdded, status: true }),
  apiGetUserAddress: () => ({ user_address: [], msg: texts.addressNotAdded, status: false }),
  apiAddUserBankDetails: (call) => (needsUser(call), { msg: texts.bankDetailAdded, status: true }),
  apiGetNotices: (_call, ctx) => ({
    notices: [],
    mobile_no: ctx.settings().mobile_no,
    msg: texts.dataNotFound,
    status: false,
  }),
  apiSubmitContactUs: () => ({ msg: texts.contactSubmitted, status: true }),
  apiGetNotification: () => ({ notification: [], msg: texts.noNotifications, status: false }),
  apiGetTipsList: () => lenientRefusal(texts.dataNotFound),
  apiViewTipsDetails: () => lenientRefusal(texts.dataNotFound),
  apiNotificationSetting: (call) => (
    needsUser(call),
    { msg: texts.notificationSettingUpdated, status: true }
  ),
  checkNotifiation: () => '',
  apiRouletteGame: () => ({
    active_result: [],
    declare_result: [],
    msg: texts.success,
    status: true,
  }),
  // No roulette game: the controller's loop never runs and `$data_json` is never set.
  apiCheckRouletteGameStatus: () => null,
  apiGetRouletteGameInfo: ({ user }, ctx) => ({
    wallet_amt: user === undefined ? '' : pointsText(ctx.repos.users.balanceOf(user.id)),
    account_block_status: user === undefined ? '' : FRESH_FLAGS.account_block_status,
    bid_data: [],
    min: 0,
    duration: 0,
    web_time_duration: 0,
    msg: texts.success,
    status: true,
  }),
  // No roulette game: PHP's undefined `$msg` is null.
  apiRouletteSubmitBid: () => ({ msg: null, status: false }),
  apiGetRouletteGameWinningNumber: () => ({
    msg: texts.resultNotDeclared,
    winning_status: 0,
    status: false,
    min: 0,
    duration: 0,
  }),
  apiRouletteBidHistoryData: () => ({ bid_data: [], msg: texts.noBids, status: false }),
  apiRouletteWiningHistoryData: () => ({ win_data: [], msg: texts.noWins, status: false }),
  rouletteResultDeclare: () => '',
  apiChatApp: (call) => (needsUser(call), { msg: texts.chatMessageAdded, status: true }),
  apiGetChatApp: () => ({ payment_details: [], msg: texts.chatNotFound, status: false }),
  apiGetUserNetwork: () => lenientRefusal(texts.dataNotFound),
};

/** A phone number as the OTP calls take it, checked by the shared schema of the spec's OTP call. */
function phone(raw: Record<string, unknown>): string {
  const mobile = text(raw, 'mobile');
  const parsed = z.safeParse(endpoints.apiResendOtp.request, {
    env_type: ENV_TYPE,
    app_key: 'x',
    mobile,
  });
  if (!parsed.success) throw new Refusal(400, `${providerMessages.badRequest}: mobile`);
  return mobile;
}

/** The provider's slip types: it checks the name's extension. */
const SLIP_EXTENSIONS = new Set(['jpeg', 'jpg', 'png']);

/**
 * `api-fund-payment-slip-upload`: a slip for one of the player's deposit requests. The metadata is
 * kept (name, type, size, SHA-256), not the bytes; the answer is built before the commit.
 */
function uploadSlip(call: Call, ctx: ServerContext): Answer {
  const user = needsUser(call);
  const id = Number(text(call.raw, 'fund_request_id').trim());
  const request = Number.isSafeInteger(id) && id > 0 ? ctx.repos.funds.fundById(id) : undefined;
  if (request === undefined || request.user_id !== user.id)
    return lenientRefusal(texts.slipRequestMissing);
  const file = call.file;
  const extension = file?.name.slice(file.name.lastIndexOf('.') + 1) ?? '';
  if (file === undefined || file.name === 'blank.jpg' || !SLIP_EXTENSIONS.has(extension))
    return lenientRefusal(texts.slipFileTypeInvalid);
  const answer = { request_status: request.status, msg: texts.slipUploaded, status: true };
  lenientStore(ctx).insertSlip({
    fund_request_id: request.id,
    user_id: user.id,
    file_name: file.name.slice(0, 200),
    content_type: file.type.slice(0, 100),
    size_bytes: file.bytes.length,
    sha256: createHash('sha256').update(file.bytes).digest('hex'),
    created_at: call.now,
  });
  return answer;
}

/** The provider's check: `app_key` trimmed is the key and `env_type` trimmed 'Prod'. */
function authorized(ctx: ServerContext, raw: Record<string, unknown>): boolean {
  const appKey = text(raw, 'app_key').trim();
  return (
    appKey !== '' && sameSecret(appKey, ctx.appKey) && text(raw, 'env_type').trim() === ENV_TYPE
  );
}

/** The properties an endpoint reads unchecked that the body lacks (each a PHP notice there). */
function missingOf(endpoint: ProviderEndpoint, raw: Record<string, unknown>): string[] {
  return Object.entries(endpoint.reads)
    .filter(
      ([field, read]) =>
        !field.includes('.') && ['text', 'number', 'date', 'object'].includes(read),
    )
    .filter(([field]) => raw[field] === undefined)
    .map(([field]) => field);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A multipart body's fields and its one file (bounded by UPLOAD_LIMITS; beyond them 413). */
async function readMultipart(request: FastifyRequest) {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      file = { field: part.fieldname, name: part.filename, type: part.mimetype, bytes };
    } else fields[part.fieldname] = part.value;
  }
  return { fields, file };
}

export async function controllerEndpoints(
  app: FastifyInstance,
  { ctx, lenient, limits }: { ctx: ServerContext; lenient: LenientProfile; limits: AbuseLimits },
): Promise<void> {
  const served = new Set(endpointNames.flatMap((name) => lenientPaths(name)));
  await app.register(multipart, { limits: UPLOAD_LIMITS });

  const guards: Readonly<Record<string, typeof limits.guards.otp>> = {
    apiOtpSent: limits.guards.otp,
    apiValidateBank: limits.guards.otp,
  };

  for (const endpoint of PROVIDER_API) {
    if (endpoint.served === 'missing') continue;
    const paths = [endpoint.path, endpoint.alias].filter(
      (path): path is string => path !== undefined && !served.has(path),
    );
    if (paths.length === 0) continue;
    const handler = HANDLERS[endpoint.method];
    if (handler === undefined) throw new Error(`No lenient handler for ${endpoint.method}`);
    for (const path of paths)
      app.post(`/${path}`, { preHandler: guards[endpoint.method] ?? [] }, async (request, reply) =>
        answer(endpoint, handler, request, reply),
      );
  }

  async function answer(
    endpoint: ProviderEndpoint,
    handler: Handler,
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<FastifyReply> {
    if (endpoint.body === 'none') return reply.code(200).type('text/html; charset=UTF-8').send('');
    const upload = request.isMultipart() ? await readMultipart(request) : undefined;
    // As PHP reads them: a multipart call without form fields (`if ($_POST)`) sets nothing and
    // prints `null`; a JSON call sent as a form has no JSON body, so no app key.
    if (endpoint.body === 'multipart' && upload === undefined)
      return reply.code(200).type('text/html; charset=UTF-8').send('null');
    if (endpoint.body === 'json' && upload !== undefined)
      return lenient.send(reply, lenientRefusal(texts.unauthorized));
    const raw = upload?.fields ?? request.body;
    if (!isRecord(raw)) return lenient.send(reply, lenientRefusal(providerMessages.badRequest));
    if (!authorized(ctx, raw)) return lenient.send(reply, lenientRefusal(texts.unauthorized));
    const now = ctx.clock.now();
    const token = text(raw, 'unique_token');
    const user = token === '' ? undefined : ctx.sessions.userOf(token, now);
    const call: Call = {
      raw,
      user,
      now,
      baseUrl: baseUrlOf(request),
      request,
      ...(upload?.file === undefined ? {} : { file: upload.file }),
    };
    const missing = missingOf(endpoint, raw);
    try {
      // One ordered write per call (docs/mock-provider.md "One ordered writer"), its answer
      // completed inside it: nothing fails after the commit.
      const result = ctx.writes.write(() => {
        const answered = handler(call, ctx);
        return answered === null || answered === ''
          ? answered
          : completed(endpoint, answered, user === undefined);
      });
      if (result === null || result === '')
        return reply
          .code(200)
          .type('text/html; charset=UTF-8')
          .send(result === null ? 'null' : '');
      return lenient.send(reply, result, missing);
    } catch (error) {
      if (error instanceof Refusal) return lenient.send(reply, lenientRefusal(error.msg), missing);
      throw error;
    }
  }
}
