import { useQuery } from '@tanstack/react-query';
import { headlineQueryOptions, type HeadlineId } from '@/core/lib/queries';

/**
 * A scrolling headline (api-get-headline), shown when data[0].status is '1'; failures are silent,
 * and a provider without the endpoint shows none.
 * The text is rendered as text, never HTML. While the answer is on its way the banner's height is
 * reserved, so the screen below does not move when it arrives.
 */
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
