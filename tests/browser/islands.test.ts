/**
 * Nothing loads before it is needed, as the served HTML says: no widget
 * script and no preload in it, only the loader of the host script, at the
 * end. How the browser then fetches each script, in three engines:
 * tests/engines/islands.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { siteUrl } from './browser';

describe('the served pages', () => {
  it('carry no widget script and no module preload: only the loader of the host script, at the end', async () => {
    for (const [path, island] of [['/', 'enquiry-form'], ['/about', 'stats'], ['/contact', 'enquiry-form']]) {
      const html = await (await fetch(`${siteUrl()}${path}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head.includes('<script type="module"'), path).toBe(false);
      expect(head.includes('modulepreload'), path).toBe(false);
      // Each interactive widget names its script for the island loader.
      expect(new RegExp(`<cairn-${island}[^>]* data-island="/assets/${island}-[\\w-]{8}\\.js[^"]*"`).test(html), path).toBe(true);
      // The one script that runs is the page's loader, after the content, naming the host script alone.
      const scripts = [...html.matchAll(/<script(?! type="application\/ld\+json")(?! type="speculationrules")([^>]*)>/g)].map((m) => m[1]!.trim());
      expect(scripts.map((attributes) => attributes.replace(/-[\w-]{8}\.js/, '.js')), path).toEqual(['type="module" data-scripts="/assets/host.js"']);
      expect(html, path).toContain('</footer>');
      expect(html.indexOf('data-scripts='), path).toBeGreaterThan(html.indexOf('</footer>'));
    }
  });
});
