/**
 * The byte budgets of the built bundles: no commit can silently grow them.
 * (Lighthouse budgets are checked by `npm run bench`, which is too slow for every test run.)
 * The numbers are written out here, not read from build/budgets.ts: a test that reads the
 * budget from the code it checks cannot catch a budget quietly raised.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embedWeight, routeWeight } from '../build/bytes';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');

describe('byte budgets of the built site', () => {
  it('keeps the home page JavaScript within 30 KB gzip', () => {
    const home = routeWeight(dist, 'index.html');
    expect(home.files.some((f) => f.endsWith('.js'))).toBe(true);
    expect(home.js.gzip).toBeLessThanOrEqual(30 * 1024);
  });

  it('keeps the enquiry-form embed within 16 KB gzip, everything it needs to show and send', () => {
    expect(embedWeight(dist, 'embed/enquiry-form.js').gzip).toBeLessThanOrEqual(16 * 1024);
  });

  it('keeps the services-grid embed within 12 KB gzip', () => {
    expect(embedWeight(dist, 'embed/services-grid.js').gzip).toBeLessThanOrEqual(12 * 1024);
  });

  it('ships no JavaScript beyond the small host script on pages with nothing interactive', () => {
    for (const page of ['services.html', 'services/ai-ml.html', '404.html']) {
      expect(routeWeight(dist, page).js.gzip).toBeLessThan(1024);
    }
  });
});
