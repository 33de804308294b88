import { messages } from '@matka/shared/messages';
export function EmptyState({
  title,
  detail,
}: {
  readonly title: string;
  readonly detail?: string;
}) {
  return (
    <div className="history-empty" role="status">
      <p className="history-empty__title">{title}</p>
      {detail ? <p className="muted">{detail}</p> : null}
    </div>
  );
}

export function ListLoading() {
  return (
    <div className="history-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{messages.loading}</span>
    </div>
  );
}
