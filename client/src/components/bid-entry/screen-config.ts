import { messages } from '@matka/shared/messages';
import { sessionName } from '@/components/session-name';
import type { BidScreen, EntryLine } from '@matka/shared/rules';
import {
  ALL_PANAS,
  BID_SCREEN_INFO,
  DIGITS,
  DOUBLE_PANAS,
  JODIS,
  SINGLE_PANAS,
  TRIPLE_PANAS,
  lineSession,
  type Session,
} from '@matka/shared/rules';

/** In the order shown, which is the order the Proceed check reports errors. */
export interface FieldSpec {
  readonly key: 'digits' | 'closedigits';
  readonly label: string;
  readonly suggestions: readonly string[];
  readonly maxLength: number;
}

const digit = (label: string): FieldSpec => ({
  key: 'digits',
  label,
  suggestions: DIGITS,
  maxLength: 1,
});
const pana = (key: FieldSpec['key'], label: string, suggestions: readonly string[]): FieldSpec => ({
  key,
  label,
  suggestions,
  maxLength: 3,
});

/** Half Sangam's order follows the session, as `validateBidEntry`'s does. */
export function fieldsOf(screen: BidScreen, session: Session): readonly FieldSpec[] {
  switch (screen) {
    case 'single-digit':
    case 'starline-single-digit':
    case 'gali-left-digit':
    case 'gali-right-digit':
      return [digit(messages.digit)];
    case 'jodi-digit':
    case 'gali-jodi-digit':
      return [{ key: 'digits', label: messages.digit, suggestions: JODIS, maxLength: 2 }];
    case 'single-pana':
    case 'starline-single-pana':
      return [pana('digits', messages.pana, SINGLE_PANAS)];
    case 'double-pana':
    case 'starline-double-pana':
      return [pana('digits', messages.pana, DOUBLE_PANAS)];
    case 'triple-pana':
    case 'starline-triple-pana':
      return [pana('digits', messages.pana, TRIPLE_PANAS)];
    case 'half-sangam':
      return session === 'Open'
        ? [digit(messages.openDigit), pana('closedigits', messages.closePana, ALL_PANAS)]
        : [pana('closedigits', messages.openPana, ALL_PANAS), digit(messages.closeDigit)];
    case 'full-sangam':
      return [
        pana('digits', messages.openPana, ALL_PANAS),
        pana('closedigits', messages.closePana, ALL_PANAS),
      ];
    case 'sp-dp-tp':
      // Two characters allowed so that '12' reaches the check ('Number 12 is not valid').
      return [{ key: 'digits', label: messages.digit, suggestions: DIGITS, maxLength: 2 }];
    case 'sp-motor':
    case 'dp-motor':
      return [{ key: 'digits', label: messages.digits, suggestions: [], maxLength: 10 }];
  }
}

export function hasSessionChoice(screen: BidScreen): boolean {
  return (
    BID_SCREEN_INFO[screen].marketKind === 'main' &&
    lineSession(screen, 'Open') === 'Open' &&
    lineSession(screen, 'Close') === 'Close'
  );
}

export interface RowPart {
  readonly label: string;
  readonly value: string;
}

const sessionPana = (session: Session) =>
  session === 'Open' ? messages.openPana : messages.closePana;

export function rowParts(screen: BidScreen, line: EntryLine): readonly RowPart[] {
  switch (screen) {
    case 'single-digit':
      return [{ label: messages.sessionDigit(sessionName(line.session)), value: line.digits }];
    case 'jodi-digit':
      return [{ label: messages.closeDigit, value: line.digits }];
    case 'half-sangam':
      return line.session === 'Open'
        ? [
            { label: messages.openDigit, value: line.digits },
            { label: messages.closePana, value: line.closedigits },
          ]
        : [
            { label: messages.openPana, value: line.closedigits },
            { label: messages.closeDigit, value: line.digits },
          ];
    case 'full-sangam':
      return [
        { label: messages.openPana, value: line.digits },
        { label: messages.closePana, value: line.closedigits },
      ];
    case 'single-pana':
    case 'double-pana':
    case 'triple-pana':
    case 'sp-dp-tp':
    case 'sp-motor':
    case 'dp-motor':
      return [{ label: sessionPana(line.session), value: line.digits }];
    case 'starline-single-digit':
      return [{ label: messages.digit, value: line.digits }];
    case 'starline-single-pana':
    case 'starline-double-pana':
    case 'starline-triple-pana':
      return [{ label: messages.pana, value: line.digits }];
    case 'gali-left-digit':
    case 'gali-right-digit':
    case 'gali-jodi-digit':
      return [{ label: line.bidType, value: line.digits }];
  }
}
