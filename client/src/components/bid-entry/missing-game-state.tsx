import { messages, type TextKey } from '@matka/shared/messages';
import type { MarketKind } from '@matka/shared/rules';
import { paths } from '@/config/paths';
import { MissingStateNotice } from '@/components/missing-state-notice';

/** A main market's list is the home. */
const GAME_LISTS = {
  starline: { to: paths.starlineCharts, name: 'starline' },
  gali: { to: paths.galiAllGame, name: 'galiDisawar' },
} as const satisfies Record<Exclude<MarketKind, 'main'>, { to: string; name: TextKey }>;

export function MissingGameState({
  title,
  market,
}: {
  readonly title: string;
  readonly market: MarketKind;
}) {
  if (market === 'main') {
    return <MissingStateNotice title={title} hint={messages.chooseMarketFirst} />;
  }
  const list = GAME_LISTS[market];
  const name = messages[list.name];
  return (
    <MissingStateNotice
      title={title}
      hint={messages.chooseGameFirst(name)}
      startTo={list.to}
      startLabel={messages.gamesOf(name)}
    />
  );
}
