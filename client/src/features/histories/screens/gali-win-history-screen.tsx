import { GaliHistory } from '@/features/histories/components/gali-history';

/** Gali Win-History. */
export function GaliWinHistoryScreen() {
  return <GaliHistory kind="win" />;
}
