import { useQuery } from '@tanstack/react-query';
import { headlineQueryOptions, type HeadlineId } from '../../../lib/queries';

/** A scrolling headline (api-get-headline), shown when data[0].status is '1'; failures are silent. */
export function Headline({ id }: { readonly id: HeadlineId }) {
  const { data } = useQuery({ ...headlineQueryOptions(id), select: (answer) => answer.data[0] });
  if (!data || data.status !== '1' || !data.notes) return null;
  return (
    <div className="marquee" role="marquee" aria-label={data.notes}>
      <span className="marquee__text" aria-hidden="true">
        {data.notes}
      </span>
    </div>
  );
}
