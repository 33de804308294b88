import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Starline Win-History (spec section 2 "Histories"). */
export function StarlineWinHistoryScreen() {
  return <DateRangeHistory market="starline" kind="win" />;
}
