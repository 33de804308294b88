import { useQuery } from '@tanstack/react-query';
import { headlineQueryOptions, type HeadlineId } from '@/core/lib/queries';

/** Failures are silent; the height is kept while pending so the screen below does not move. */
export function HeadlineBanner({ id }: { readonly id: HeadlineId }) {
  const { data, isPending } = useQuery({
    ...headlineQueryOptions(id),
    select: (answer) => answer?.data[0],
  });
  if (isPending) return <div className="marquee marquee--pending" aria-hidden="true" />;
  if (!data || data.status !== '1' || !data.notes) return null;
  return (
    <div className="marquee" role="marquee" aria-label={data.notes}>
      <span className="marquee__text" aria-hidden="true">
        {data.notes}
      </span>
    </div>
  );
}
