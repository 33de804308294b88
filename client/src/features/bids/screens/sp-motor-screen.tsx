import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="sp-motor" title="SP Motor" />;
}
