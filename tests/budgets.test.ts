/**
 * The byte budgets of the built bundles: no commit can silently grow them.
 * (Lighthouse and navigation budgets are checked by `npm run bench`, which is too slow for every test run.)
 * The numbers are written out here, not read from build/budgets.ts: a test that reads the
 * budget from the code it checks cannot catch a budget quietly raised.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { embedWeight, routeWeight } from '../build/bytes';

const dist = join(new URL('..', import.meta.url).pathname, 'dist');

describe('byte budgets of the built site', () => {
  it('keeps the JavaScript the home page loads before any scroll or interaction within 3 KB gzip', () => {
    const home = routeWeight(dist, 'index.html');
    expect(home.files.filter((f) => f.endsWith('.js')).map((f) => f.replace(/-[\w-]{8}\.js$/, ''))).toEqual(['/assets/host']);
    expect(home.js.gzip).toBeLessThanOrEqual(3 * 1024);
  });

  it('keeps the enquiry-form embed within 14 KB gzip, everything it needs to show and send', () => {
    expect(embedWeight(dist, 'embed/enquiry-form.js').gzip).toBeLessThanOrEqual(14 * 1024);
  });

  it('loads another language only where a widget speaks it: its own text, each within 2 KB gzip, and the code that reads it within 1 KB', () => {
    // The chunks this build's scripts load (chunks/ keeps those of earlier deploys too, for pages opened before them).
    const named = (file: string, pattern: RegExp) => [...new Set(readFileSync(join(dist, 'embed', file), 'utf8').match(pattern) ?? [])];
    const speaking = named('cairn.js', /speaking-[\da-f]+\.js/g);
    expect(speaking).toHaveLength(1);
    expect(named('enquiry-form.js', /speaking-[\da-f]+\.js/g)).toEqual(speaking);
    expect(embedWeight(dist, `embed/chunks/${speaking[0]}`).gzip).toBeLessThanOrEqual(1024);
    const texts = named(`chunks/${speaking[0]}`, /text-[a-z]{2}-[\da-f]+\.js/g);
    // Welsh, French, German, Spanish, Polish and Arabic: English is in every script.
    expect(texts.map((file) => file.slice(5, 7)).sort()).toEqual(['ar', 'cy', 'de', 'es', 'fr', 'pl']);
    for (const file of texts) expect(embedWeight(dist, `embed/chunks/${file}`).gzip, file).toBeLessThanOrEqual(2 * 1024);
    // Loaded, not carried: no script a partner pastes holds a language's text.
    for (const entry of ['cairn.js', 'enquiry-form.js', 'services-grid.js']) expect(readFileSync(join(dist, 'embed', entry), 'utf8')).not.toMatch(/text-(fr|ar)-[\da-f]+\.js/);
  });

  it('keeps the services-grid embed within 5 KB gzip', () => {
    expect(embedWeight(dist, 'embed/services-grid.js').gzip).toBeLessThanOrEqual(5 * 1024);
  });

  it('keeps all ten widgets in one script within 36 KB gzip, below the 38.5 KB it weighed before', () => {
    expect(embedWeight(dist, 'embed/cairn.js').gzip).toBeLessThanOrEqual(36 * 1024);
  });

  it('ships no component runtime in the services-grid embed: its markup was rendered at build time', () => {
    // Every preact virtual node is created with these fields: the runtime's fingerprint in any bundle that has it.
    const runtime = /__k:null,__:null/;
    expect(readFileSync(join(dist, 'embed/cairn.js'), 'utf8')).toMatch(runtime);
    expect(readFileSync(join(dist, 'embed/services-grid.js'), 'utf8')).not.toMatch(runtime);
  });

  it('ships no JavaScript beyond the small host script on pages with nothing interactive', () => {
    for (const page of ['services.html', 'services/ai-ml.html', '404.html']) {
      const weight = routeWeight(dist, page);
      expect(weight.files.filter((f) => f.endsWith('.js')).map((f) => f.replace(/-[\w-]{8}\.js$/, '')), page).toEqual(['/assets/host']);
      expect(weight.js.gzip).toBeLessThan(1024);
    }
  });
});
