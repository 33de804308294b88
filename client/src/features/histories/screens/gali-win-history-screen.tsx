import { GaliHistory } from '@/features/histories/components/gali-history';

/** Gali Win-History (spec section 2 "Histories"). */
export function GaliWinHistoryScreen() {
  return <GaliHistory kind="win" />;
}
