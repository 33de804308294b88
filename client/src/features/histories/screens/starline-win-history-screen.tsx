import { DateRangeHistory } from '../components/date-range-history';

/** Starline Win-History (spec section 2 "Histories"). */
export function StarlineWinHistoryScreen() {
  return <DateRangeHistory market="starline" kind="win" />;
}
