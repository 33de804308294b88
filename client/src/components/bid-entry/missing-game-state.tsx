import { MissingStateNotice } from '@/components/missing-state-notice';

/** Shown when a bid screen is opened without its game (a reload, a typed URL). */
export function MissingGameState({ title }: { readonly title: string }) {
  return (
    <MissingStateNotice title={title} hint="Choose a market on the home screen to place a bid." />
  );
}
