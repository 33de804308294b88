import { createContext, useContext, useId } from 'react';
import { consoleMessages as t } from '@matka/shared/messages';

export interface Confirmation {
  readonly question: string;
  readonly yes: string;
  readonly run: () => void;
}

export const ConfirmContext = createContext<(confirmation: Confirmation) => void>((confirmation) =>
  confirmation.run(),
);

export function useConfirm(): (confirmation: Confirmation) => void {
  return useContext(ConfirmContext);
}

/** Focus goes to the way out, so Enter does no harm. */
export function ConfirmPanel({
  confirmation,
  onDone,
}: {
  confirmation: Confirmation;
  onDone: () => void;
}) {
  const id = useId();
  return (
    <section
      className="console-card confirm"
      role="alertdialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-question`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone();
      }}
    >
      <h2 id={`${id}-title`}>{t.confirmTitle}</h2>
      <p id={`${id}-question`}>{confirmation.question}</p>
      <div className="inline-form">
        <button
          type="button"
          className="danger"
          onClick={() => {
            onDone();
            confirmation.run();
          }}
        >
          {confirmation.yes}
        </button>
        <button type="button" autoFocus onClick={onDone}>
          {t.keepAsIs}
        </button>
      </div>
    </section>
  );
}
