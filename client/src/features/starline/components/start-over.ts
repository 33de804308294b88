import type { MissingStateNoticeProps } from '@/components/missing-state-notice';
import { paths } from '@/config/paths';

/** Where a Starline screen opened without its game sends the player. */
export const STARLINE_START_OVER: Omit<MissingStateNoticeProps, 'title'> = {
  hint: 'Choose a Starline game from the list first.',
  startTo: paths.starlineCharts,
  startLabel: 'Starline games',
};
