import type { MissingStateNoticeProps } from '@/components/missing-state-notice';
import { paths } from '@/config/paths';

/** Where a Gali Disawar screen opened without its game sends the player. */
export const GALI_START_OVER: Omit<MissingStateNoticeProps, 'title'> = {
  hint: 'Choose a Gali Disawar game from the list first.',
  startTo: paths.galiAllGame,
  startLabel: 'Gali Disawar games',
};
