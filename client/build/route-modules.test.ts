import { describe, expect, it } from 'vitest';
import { featureRoutes } from '../src/app/router.tsx';
import { readRouteModules } from './route-modules.ts';

describe('the route table read from the source', () => {
  it('has every route of the app, with its layout, audience, alias, form step and early data', () => {
    const read = readRouteModules().map(
      ({ path, layout, openTo, aliasOf, afterForm, prefetchesData }) => ({
        path,
        layout,
        openTo,
        aliasOf,
        afterForm,
        prefetchesData,
      }),
    );
    const app = featureRoutes.map(({ path, handle, prefetchData }) => ({
      path,
      layout: handle.layout,
      openTo: handle.openTo,
      aliasOf: handle.aliasOf,
      afterForm: handle.afterForm,
      prefetchesData: prefetchData !== undefined,
    }));
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(read.sort(byPath)).toEqual(app.sort(byPath));
  });

  it("names each screen's module, and one module for a screen shown under two paths", () => {
    const screens = new Map(readRouteModules().map((route) => [route.path, route.screen]));
    expect(screens.get('/withdraw')).toBe('src/features/wallet/screens/withdraw-screen.tsx');
    expect(screens.get('/galiIMP')).toBe('src/features/gali/screens/gali-list-screen.tsx');
    expect(screens.get('/single')).toBe('src/components/bid-entry/bid-entry-screen.tsx');
    expect(screens.get('/starsingle')).toBe('src/components/bid-entry/bid-entry-screen.tsx');
    expect(screens.get('/imp8')).toBe(screens.get('/imp7'));
  });
});
