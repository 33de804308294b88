import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="half-sangam" title="Half Sangam" />;
}
