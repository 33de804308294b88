import { describe, expect, it } from 'vitest';
import { loadedAssetUrls } from './service-worker';

describe('loadedAssetUrls', () => {
  it('keeps same-origin build files under the base, once each', () => {
    const base = 'https://app.example/';
    const entries = [
      { name: 'https://app.example/assets/index-abc.js' },
      { name: 'https://app.example/assets/index-abc.js' },
      { name: 'https://app.example/assets/index-def.css' },
      { name: 'https://app.example/api-get-dashboard-data' },
      { name: 'https://app.example/config.json' },
      { name: 'https://cdn.example/assets/other.js' },
    ];
    expect(loadedAssetUrls(entries, base)).toEqual([
      'https://app.example/assets/index-abc.js',
      'https://app.example/assets/index-def.css',
    ]);
  });
});
