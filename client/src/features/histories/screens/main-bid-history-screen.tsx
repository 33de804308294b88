import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Main Bid-History (spec section 2 "Histories"). */
export function MainBidHistoryScreen() {
  return <DateRangeHistory market="main" kind="bid" />;
}
