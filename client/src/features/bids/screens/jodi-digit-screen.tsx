import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="jodi-digit" title="Jodi Digit" />;
}
