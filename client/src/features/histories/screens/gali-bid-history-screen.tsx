import { GaliHistory } from '@/features/histories/components/gali-history';

/** Gali Bid-History (spec section 2 "Histories"). */
export function GaliBidHistoryScreen() {
  return <GaliHistory kind="bid" />;
}
