import { GaliHistory } from '@/features/histories/components/gali-history';

/** Gali Bid-History. */
export function GaliBidHistoryScreen() {
  return <GaliHistory kind="bid" />;
}
