import { HEADLINE_IDS } from '@matka/shared/contract/request';
import { loadRuntimeConfig, providerTarget, resolveProviderUrl } from '@/config/runtime-config';
import { requestEarly } from '@/lib/early-requests';
import { getSession } from '@/lib/session';

/**
 * When the app opens on /imp: every request the home makes on arrival, started as soon as
 * config.json is read, while the screen's code is still loading. Rendered in turn they would run
 * one after another (the banner and slider wait for betting_status, the slider's first image, the
 * screen's largest paint, for the slider answer). A charts-only player asks for the slider and
 * headline for nothing: two small requests, against a slower home for every player.
 * The bodies are the ones the home's queries send (core/lib/queries.ts), so the queries take these
 * answers, and they fill the query cache as soon as its code has loaded (home-data.ts).
 */
export async function requestHomeData(): Promise<void> {
  const token = getSession()?.token;
  if (!token) return;
  const target = providerTarget(await loadRuntimeConfig());
  requestEarly(target, 'apiGetDashboardData', { unique_token: token });
  const slider = requestEarly(target, 'apiGetSliderImages', { unique_token: token });
  requestEarly(target, 'apiGetHeadline', { ids: [HEADLINE_IDS.home] });
  requestEarly(target, 'apiGetSocialData', {});
  // A failed request or a body that is not JSON only means no hint.
  slider?.then(preloadFirstSlide).catch(() => undefined);
  const { prefetchHomeData } = await import('./home-data');
  await prefetchHomeData(token);
}

/**
 * Fetches the first slide while the screen is still loading: it is the home's largest paint. Only
 * a hint (the answer is checked by the slider's query), so a body of another shape is ignored.
 */
async function preloadFirstSlide(answer: Response): Promise<void> {
  const body: unknown = await answer.clone().json();
  const slides = (body as { sliderdata?: { slider_image?: unknown }[] } | null)?.sliderdata;
  const first = Array.isArray(slides) ? slides[0]?.slider_image : undefined;
  if (typeof first === 'string' && first !== '') new Image().src = resolveProviderUrl(first);
}
