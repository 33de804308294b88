import { MainBidScreen } from './main-bid-screen';

export function Component() {
  return <MainBidScreen screen="triple-pana" title="Triple Panna" />;
}
