import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="sp-dp-tp" title="SP DP TP" />;
}
