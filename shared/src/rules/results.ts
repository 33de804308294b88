/**
 * Result strings (`../shared/domain/matka-rules.md`, "Results"): main market open `'123-6'` and
 * close `'8-350'`, shown joined `'123-68-350'` or masked; Starline `'123-6'` / `'***-*'`; Gali
 * `'47'` / `'**'`. A result's digit is always its pana's digit; anything else is rejected.
 */
import { providerMessages } from '../messages';
import type { MarketKind } from './bid-types';
import { isCanonicalPana, isDigit, panaDigit } from './panas';

/** A declared pana with its digit (digit as a string '0'..'9', as bid lines hold it). */
export interface PanaResult {
  readonly pana: string;
  readonly digit: string;
}

export const MAIN_RESULT_MASK = '***-**-***';
export const STARLINE_RESULT_MASK = '***-*';
export const GALI_RESULT_MASK = '**';

function resultOf(pana: string): PanaResult {
  if (!isCanonicalPana(pana)) throw new RangeError(`Not a canonical pana: ${pana}`);
  return { pana, digit: String(panaDigit(pana)) };
}

/** `'123'` -> `'123-6'` (main open result, Starline result). Throws on a non-canonical pana. */
export function openResultFromPana(pana: string): string {
  const { digit } = resultOf(pana);
  return `${pana}-${digit}`;
}

/** `'350'` -> `'8-350'` (main close result). Throws on a non-canonical pana. */
export function closeResultFromPana(pana: string): string {
  const { digit } = resultOf(pana);
  return `${digit}-${pana}`;
}

function checked(pana: string, digit: string): PanaResult | undefined {
  return isCanonicalPana(pana) && digit === String(panaDigit(pana)) ? { pana, digit } : undefined;
}

/** `'123-6'` -> `{ pana: '123', digit: '6' }`; undefined unless canonical and consistent. */
export function parseOpenResult(value: string): PanaResult | undefined {
  const match = /^([0-9]{3})-([0-9])$/.exec(value);
  return match ? checked(match[1] ?? '', match[2] ?? '') : undefined;
}

/** `'8-350'` -> `{ pana: '350', digit: '8' }`; undefined unless canonical and consistent. */
export function parseCloseResult(value: string): PanaResult | undefined {
  const match = /^([0-9])-([0-9]{3})$/.exec(value);
  return match ? checked(match[2] ?? '', match[1] ?? '') : undefined;
}

type Raw = string | null | undefined;

/**
 * The main market card's result: open and close joined, undeclared (or unreadable) parts masked:
 * `'123-68-350'`, `'123-6*-***'`, `'***-**-***'`.
 */
export function formatMainResult(openResult: Raw, closeResult: Raw): string {
  const open = parseOpenResult(openResult ?? '');
  const close = parseCloseResult(closeResult ?? '');
  return `${open ? open.pana : '***'}-${open ? open.digit : '*'}${close ? close.digit : '*'}-${close ? close.pana : '***'}`;
}

/** What a joined main result shows: each half, or undefined where masked. */
export interface MainResultParts {
  readonly open: PanaResult | undefined;
  readonly close: PanaResult | undefined;
}

/**
 * Reads a joined main result back (`'123-68-350'`, `'123-6*-***'`, `'***-**-***'`). Undefined
 * when the text is not one of those forms, or a digit does not match its pana.
 */
export function parseMainResult(joined: string): MainResultParts | undefined {
  const match = /^([0-9]{3}|\*{3})-([0-9*])([0-9*])-([0-9]{3}|\*{3})$/.exec(joined);
  if (!match) return undefined;
  const [, openPana = '', openDigit = '', closeDigit = '', closePana = ''] = match;
  const half = (pana: string, digit: string): PanaResult | null | undefined => {
    if (pana === '***' && digit === '*') return null;
    if (pana === '***' || digit === '*') return undefined;
    return checked(pana, digit);
  };
  const open = half(openPana, openDigit);
  const close = half(closePana, closeDigit);
  if (open === undefined || close === undefined) return undefined;
  return { open: open ?? undefined, close: close ?? undefined };
}

/** A Starline row's result: `'123-6'`, or `'***-*'` when undeclared or unreadable. */
export function formatStarlineResult(result: Raw): string {
  const parsed = parseOpenResult(result ?? '');
  return parsed ? `${parsed.pana}-${parsed.digit}` : STARLINE_RESULT_MASK;
}

/** Reads a Starline result back: the result, null when masked, undefined when unreadable. */
export function parseStarlineResult(value: string): PanaResult | null | undefined {
  return value === STARLINE_RESULT_MASK ? null : parseOpenResult(value);
}

/**
 * A Gali badge: left digit then right digit (`'47'`), each masked with '*' while undeclared. Some
 * providers send the whole result as the open result and the close result empty (`'47'`, `''`:
 * docs/decisions/009); that reads the same.
 */
export function formatGaliResult(left: Raw, right: Raw): string {
  const show = (d: Raw) => (d != null && isDigit(d) ? d : '*');
  if (left != null && /^[0-9]{2}$/.test(left) && (right == null || right === '')) return left;
  return `${show(left)}${show(right)}`;
}

/** Reads a Gali badge back: `'47'` -> `{ left: '4', right: '7' }`, `'**'` -> both undefined. */
export function parseGaliResult(
  value: string,
): { readonly left: string | undefined; readonly right: string | undefined } | undefined {
  const match = /^([0-9*])([0-9*])$/.exec(value);
  if (!match) return undefined;
  const part = (c: string | undefined) => (c === '*' ? undefined : c);
  return { left: part(match[1]), right: part(match[2]) };
}

export type ResultCheck =
  | { readonly ok: true; readonly result: PanaResult }
  | { readonly ok: false; readonly message: string };

function checkResult(value: string, form: 'open' | 'close'): ResultCheck {
  const text = value.trim();
  if (/^[0-9]{3}$/.test(text)) {
    return isCanonicalPana(text)
      ? { ok: true, result: resultOf(text) }
      : { ok: false, message: providerMessages.resultPanaNotValid(text) };
  }
  const match =
    form === 'open' ? /^([0-9]{3})-([0-9])$/.exec(text) : /^([0-9])-([0-9]{3})$/.exec(text);
  if (!match) return { ok: false, message: providerMessages.resultNotValid(text) };
  const pana = (form === 'open' ? match[1] : match[2]) ?? '';
  const digit = (form === 'open' ? match[2] : match[1]) ?? '';
  if (!isCanonicalPana(pana))
    return { ok: false, message: providerMessages.resultPanaNotValid(pana) };
  if (digit !== String(panaDigit(pana)))
    return { ok: false, message: providerMessages.resultDigitMismatch(pana, digit) };
  return { ok: true, result: { pana, digit } };
}

/**
 * Validates a result the operator declares for a main open half or a Starline slot: a bare pana
 * (`'123'`, digit derived) or the full form `'123-6'`. Rejects a non-canonical pana and a digit
 * that is not the pana's.
 */
export function checkOpenResult(value: string): ResultCheck {
  return checkResult(value, 'open');
}

/** As `checkOpenResult`, for a main close half: `'350'` or `'8-350'`. */
export function checkCloseResult(value: string): ResultCheck {
  return checkResult(value, 'close');
}

/** Validates a declared Gali result: two digits, left then right (`'47'`). */
export function checkGaliResult(
  value: string,
):
  | { readonly ok: true; readonly left: string; readonly right: string }
  | { readonly ok: false; readonly message: string } {
  const match = /^([0-9])([0-9])$/.exec(value.trim());
  if (!match) return { ok: false, message: providerMessages.resultNotValid(value) };
  return { ok: true, left: match[1] ?? '', right: match[2] ?? '' };
}

/**
 * What is declared so far for one market on one day; a missing field is not declared yet.
 * Main: `openPana`, `closePana`. Starline: the slot's pana in `openPana`. Gali: `galiLeft`,
 * `galiRight` (one digit each).
 */
export interface DeclaredResult {
  readonly openPana?: string;
  readonly closePana?: string;
  readonly galiLeft?: string;
  readonly galiRight?: string;
}

/**
 * Reads the provider's `open_result` / `close_result` fields into a `DeclaredResult`. Main:
 * `'123-6'` and `'8-350'`; Starline: `open_result` `'123-6'`; Gali: `open_result` the left digit,
 * `close_result` the right digit. Empty or unreadable fields count as undeclared.
 */
export function declaredFromProvider(
  marketKind: MarketKind,
  openResult: Raw,
  closeResult: Raw,
): DeclaredResult {
  if (marketKind === 'gali') {
    const left = openResult != null && isDigit(openResult) ? openResult : undefined;
    const right = closeResult != null && isDigit(closeResult) ? closeResult : undefined;
    return {
      ...(left === undefined ? {} : { galiLeft: left }),
      ...(right === undefined ? {} : { galiRight: right }),
    };
  }
  const open = parseOpenResult(openResult ?? '');
  const close = marketKind === 'main' ? parseCloseResult(closeResult ?? '') : undefined;
  return {
    ...(open === undefined ? {} : { openPana: open.pana }),
    ...(close === undefined ? {} : { closePana: close.pana }),
  };
}
