import { isDateKey, type DateKey } from '@matka/shared/time';
import { useSearchParams } from 'react-router';

/** The search parameter that opens a history on one day (a result alert's link). */
const DAY_PARAM = 'day';

/** `day=YYYY-MM-DD`: a win history opened on the day a result belongs to. */
export function historyDaySearch(day: DateKey): string {
  return new URLSearchParams({ [DAY_PARAM]: day }).toString();
}

/**
 * The day a link opens a history on (a result alert's: a night market's result belongs to the day
 * it opened), or undefined: the history opens on today in IST.
 */
export function useLinkedHistoryDay(): DateKey | undefined {
  const [search] = useSearchParams();
  const linked = search.get(DAY_PARAM);
  return linked !== null && isDateKey(linked) ? linked : undefined;
}
