import { GaliHistory } from '../components/gali-history';

/** Gali Bid-History (spec section 2 "Histories"). */
export function Component() {
  return <GaliHistory kind="bid" />;
}
