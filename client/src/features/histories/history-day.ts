import { isDateKey, type DateKey } from '@matka/shared/time';
import { useSearchParams } from 'react-router';

const DAY_PARAM = 'day';

export function historyDaySearch(day: DateKey): string {
  return new URLSearchParams({ [DAY_PARAM]: day }).toString();
}

/** A result alert's link: a night market's result belongs to the day it opened, not today. */
export function useLinkedHistoryDay(): DateKey | undefined {
  const [search] = useSearchParams();
  const linked = search.get(DAY_PARAM);
  return linked !== null && isDateKey(linked) ? linked : undefined;
}
