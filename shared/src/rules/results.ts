// Result strings, shown and masked (docs/game-rules.md#results); a digit that is not its pana's is
// rejected.
import { providerMessages } from '../messages';
import type { MarketKind } from './bid-types';
import { isCanonicalPana, isDigit, panaDigit } from './panas';

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

/** '123' -> '123-6'. Throws on a non-canonical pana. */
export function openResultFromPana(pana: string): string {
  const { digit } = resultOf(pana);
  return `${pana}-${digit}`;
}

/** '350' -> '8-350'. Throws on a non-canonical pana. */
export function closeResultFromPana(pana: string): string {
  const { digit } = resultOf(pana);
  return `${digit}-${pana}`;
}

function checked(pana: string, digit: string): PanaResult | undefined {
  return isCanonicalPana(pana) && digit === String(panaDigit(pana)) ? { pana, digit } : undefined;
}

export function parseOpenResult(value: string): PanaResult | undefined {
  const match = /^([0-9]{3})-([0-9])$/.exec(value);
  return match ? checked(match[1] ?? '', match[2] ?? '') : undefined;
}

export function parseCloseResult(value: string): PanaResult | undefined {
  const match = /^([0-9])-([0-9]{3})$/.exec(value);
  return match ? checked(match[2] ?? '', match[1] ?? '') : undefined;
}

type Raw = string | null | undefined;

/** '123-68-350', '123-6*-***' or '***-**-***': undeclared or unreadable halves masked. */
export function formatMainResult(openResult: Raw, closeResult: Raw): string {
  const open = parseOpenResult(openResult ?? '');
  const close = parseCloseResult(closeResult ?? '');
  return `${open ? open.pana : '***'}-${open ? open.digit : '*'}${close ? close.digit : '*'}-${close ? close.pana : '***'}`;
}

export interface MainResultParts {
  readonly open: PanaResult | undefined;
  readonly close: PanaResult | undefined;
}

/** The halves of a joined main result; undefined unless it is a form `formatMainResult` makes. */
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

export function formatStarlineResult(result: Raw): string {
  const parsed = parseOpenResult(result ?? '');
  return parsed ? `${parsed.pana}-${parsed.digit}` : STARLINE_RESULT_MASK;
}

/** null when masked, undefined when unreadable. */
export function parseStarlineResult(value: string): PanaResult | null | undefined {
  return value === STARLINE_RESULT_MASK ? null : parseOpenResult(value);
}

/**
 * Some providers send the whole Gali result as the open result
 * (docs/decisions/009-lenient-provider-client.md); it reads the same.
 */
export function formatGaliResult(left: Raw, right: Raw): string {
  const show = (d: Raw) => (d != null && isDigit(d) ? d : '*');
  if (left != null && /^[0-9]{2}$/.test(left) && (right == null || right === '')) return left;
  return `${show(left)}${show(right)}`;
}

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

/** An operator's open or Starline result: a bare pana ('123') or the full form ('123-6'). */
export function checkOpenResult(value: string): ResultCheck {
  return checkResult(value, 'open');
}

export function checkCloseResult(value: string): ResultCheck {
  return checkResult(value, 'close');
}

export function checkGaliResult(
  value: string,
):
  | { readonly ok: true; readonly left: string; readonly right: string }
  | { readonly ok: false; readonly message: string } {
  const match = /^([0-9])([0-9])$/.exec(value.trim());
  if (!match) return { ok: false, message: providerMessages.resultNotValid(value) };
  return { ok: true, left: match[1] ?? '', right: match[2] ?? '' };
}

/** What is declared so far for one market day; Starline keeps its pana in `openPana`. */
export interface DeclaredResult {
  readonly openPana?: string;
  readonly closePana?: string;
  readonly galiLeft?: string;
  readonly galiRight?: string;
}

/** Empty or unreadable fields count as undeclared. */
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
