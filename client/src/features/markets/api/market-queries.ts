import { queryOptions } from '@tanstack/react-query';
import { getProvider } from '../../../lib/provider';

/** The home's slider images (api-get-slider-images). */
export function sliderQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['slider', token],
    queryFn: async ({ signal }) =>
      (await getProvider()).apiGetSliderImages({ unique_token: token }, { signal }),
    staleTime: 5 * 60_000,
  });
}
