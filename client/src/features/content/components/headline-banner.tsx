import { HEADLINE_IDS } from '@matka/shared/contract';
import { useQuery } from '@tanstack/react-query';
import { headlineQueryOptions } from '../../../lib/queries';

/**
 * The scrolling headline of the "other screen" id [3] (spec section 7 api-get-headline), shown when
 * data[0].status is '1'. Same markup as the home banner; the text is rendered as text, never HTML.
 */
export function OtherScreenHeadline() {
  const { data } = useQuery({
    ...headlineQueryOptions(HEADLINE_IDS.other),
    select: (answer) => answer.data[0],
  });
  if (!data || data.status !== '1' || !data.notes) return null;
  return (
    <div className="marquee" role="marquee" aria-label={data.notes}>
      <span className="marquee__text" aria-hidden="true">
        {data.notes}
      </span>
    </div>
  );
}
