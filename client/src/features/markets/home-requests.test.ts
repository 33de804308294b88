import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearEarlyRequests } from '@/lib/early-requests';
import { dashboard, fakeProvider, shellHandlers } from '@/test/fake-provider';
import { storeSession } from '@/test/render';
import { requestHomeData } from './home-requests';

afterEach(async () => {
  clearEarlyRequests();
  (await import('@/core/lib/query-client')).queryClient.clear();
});

const HOME_PATHS = [
  'api-get-dashboard-data',
  'api-get-slider-images',
  'api-get-headline',
  'api-get-social-data',
];

describe('the home opened cold', () => {
  it("asks for each of the home's first answers once and fills the query cache with them", async () => {
    await storeSession();
    const network = fakeProvider({
      ...shellHandlers(),
      'api-get-slider-images': () => ({
        status: true,
        sliderdata: [{ image_id: '1', slider_image: 'mock/images/slider-1.svg' }],
      }),
    });
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          images.push(value);
        }
      },
    );
    const { queryClient } = await import('@/core/lib/query-client');

    await requestHomeData();

    // Every early request was taken by the home's own query: none was asked for twice.
    expect(network.calls.map((call) => call.path).sort()).toEqual([...HOME_PATHS].sort());
    expect(queryClient.getQueryData(['dashboard', 'token-1'])).toMatchObject({
      betting_status: '1',
    });
    expect(queryClient.getQueryData(['slider', 'token-1'])).toBeDefined();
    expect(queryClient.getQueryData(['headline', 1])).toBeDefined();
    expect(queryClient.getQueryData(['social'])).toBeDefined();
    // The first slide, the screen's largest paint, is fetched before the screen renders.
    expect(images).toEqual(['http://provider.test/mock/images/slider-1.svg']);
  });

  it('takes a slider answer that is not JSON quietly: no image, the query fails on its own', async () => {
    await storeSession();
    fakeProvider({
      ...shellHandlers(),
      'api-get-slider-images': () => new Response('<html>gateway error</html>', { status: 502 }),
    });
    const images: string[] = [];
    vi.stubGlobal(
      'Image',
      class {
        set src(value: string) {
          images.push(value);
        }
      },
    );
    const { queryClient } = await import('@/core/lib/query-client');

    // An unhandled rejection from the image hint would fail this test run.
    await requestHomeData();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(images).toEqual([]);
    expect(queryClient.getQueryState(['slider', 'token-1'])?.status).toBe('error');
    expect(queryClient.getQueryData(['dashboard', 'token-1'])).toBeDefined();
  });

  it('asks for nothing without a session', async () => {
    const network = fakeProvider(shellHandlers(() => dashboard()));
    const { queryClient } = await import('@/core/lib/query-client');
    await requestHomeData();
    expect(network.calls).toEqual([]);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
  });
});
