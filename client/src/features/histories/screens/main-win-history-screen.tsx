import { DateRangeHistory } from '@/features/histories/components/date-range-history';

/** Main Win-History. */
export function MainWinHistoryScreen() {
  return <DateRangeHistory market="main" kind="win" />;
}
