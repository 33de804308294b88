import { messages } from '@matka/shared/messages';
import { ChartIcon, PlayIcon } from '@/components/ui/icons';

export interface GameActionProps {
  readonly gameName: string;
  /** Play Game (true) or View Charts (false). */
  readonly playable: boolean;
  readonly running: boolean;
  readonly chartUrl: string;
  readonly onPlay: () => void;
}

/** aria-disabled, not disabled, while closed: a tap on a closed game still shakes it. */
export function GameAction({ gameName, playable, running, chartUrl, onPlay }: GameActionProps) {
  return playable ? (
    <button
      type="button"
      className="market-card__action"
      aria-label={messages.playGameOf(gameName)}
      aria-disabled={!running || undefined}
      onClick={onPlay}
    >
      <PlayIcon size={28} />
      <span>{messages.playGame}</span>
    </button>
  ) : (
    <a
      className="market-card__action"
      href={chartUrl}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={messages.viewChartsOf(gameName)}
    >
      <ChartIcon size={28} />
      <span>{messages.viewCharts}</span>
    </a>
  );
}

export function GameStatus({
  running,
  openText = messages.runningNow,
  closedText = messages.closedForToday,
}: {
  readonly running: boolean;
  readonly openText?: string;
  readonly closedText?: string;
}) {
  return (
    <p className={`market-card__status${running ? ' is-open' : ' is-closed'}`}>
      {running ? openText : closedText}
    </p>
  );
}
