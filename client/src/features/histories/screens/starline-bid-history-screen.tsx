import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Starline Bid-History. */
export function StarlineBidHistoryScreen() {
  return <DateRangeHistory market="starline" kind="bid" />;
}
