import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Starline Bid-History (spec section 2 "Histories"). */
export function StarlineBidHistoryScreen() {
  return <DateRangeHistory market="starline" kind="bid" />;
}
