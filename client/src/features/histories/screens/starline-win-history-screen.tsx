import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Starline Win-History. */
export function StarlineWinHistoryScreen() {
  return <DateRangeHistory market="starline" kind="win" />;
}
