import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="full-sangam" title="Full Sangam" />;
}
