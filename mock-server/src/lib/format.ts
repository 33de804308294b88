import { minorToPoints, type Minor } from '@matka/shared/rules';
import { formatClockTime, formatLongDate, istMinutesOfDay } from '@matka/shared/time';

/** A row's time as the passbook and request lists show it: '22-November-2026 10:30 AM' (IST). */
export function formatInsertDate(ms: number): string {
  return `${formatLongDate(ms)} ${formatClockTime(istMinutesOfDay(ms))}`;
}

/** Minor units to the wire's points (a JSON number, up to two decimals). */
export function points(amount: number): number {
  return minorToPoints(amount as Minor);
}
