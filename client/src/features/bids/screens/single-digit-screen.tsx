import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="single-digit" title="Single Digit" />;
}
