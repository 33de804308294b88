import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="dp-motor" title="DP Motor" />;
}
