import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Main Bid-History. */
export function MainBidHistoryScreen() {
  return <DateRangeHistory market="main" kind="bid" />;
}
