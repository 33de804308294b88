import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="double-pana" title="Double Panna" />;
}
