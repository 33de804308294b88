import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Main Win-History (spec section 2 "Histories"). */
export function MainWinHistoryScreen() {
  return <DateRangeHistory market="main" kind="win" />;
}
