/**
 * The live preview's part in the browser (build/live-reload.ts), in Chromium, Firefox and WebKit: an open page follows
 * each good save by itself, and shows a broken save's problem over itself until the next good save reloads it, under
 * the site's script policy. (`npm run dev` itself, watching, checking and re-rendering, does the same whatever browser
 * is open: tests/browser/dev-preview.test.ts, in Chromium.)
 */
import { createServer, type Server } from 'node:http';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { liveReload, type LiveReload } from '../../build/live-reload';
import { ENGINES, useEngine } from './engines';
import { DESKTOP, waitFor } from './visitor-helpers';

/**
 * A server of one page with the preview's link, numbered (a reload shows the next), counting the pages served and
 * the pages' connections to the preview. Each test has its own: no engine's counts are another's.
 */
interface PreviewSite {
  preview: LiveReload;
  url: string;
  served: number;
  connections: number;
  close(): void;
}

async function previewSite(): Promise<PreviewSite> {
  const preview = liveReload();
  const server: Server = createServer((request, response) => {
    if (request.url === '/__dev/events') site.connections++;
    if (preview.handle(request, response)) return;
    // Counted: the page alone, not the /favicon.ico a browser asks for too (answered empty, which logs no error).
    if (request.url !== '/') return void response.writeHead(204).end();
    site.served++;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body><h1>Version ${site.served}</h1></body></html>`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" }).end(preview.page(html));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const site: PreviewSite = {
    preview,
    url: `http://127.0.0.1:${(server.address() as { port: number }).port}/`,
    served: 0,
    connections: 0,
    close() {
      server.closeAllConnections();
      server.close();
    },
  };
  return site;
}

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);
    let site: PreviewSite;
    beforeEach(async () => {
      site = await previewSite();
    });
    afterEach(() => site.close());

    it('reloads the open page on a good save, and shows a broken save over it, readable, until the next good save', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const heading = () => visitor.evaluate(() => document.querySelector('h1')?.textContent ?? '');
        /** The page's own number, once its link to the preview is up (a save before then would not reach it). */
        const loaded = async () => {
          await waitFor(async () => site.connections >= site.served, true);
          return heading();
        };
        await visitor.goto(site.url);
        const first = Number((await loaded()).slice('Version '.length));

        site.preview.reload();
        await waitFor(heading, `Version ${first + 1}`);
        await loaded();

        site.preview.problem("widgets/content/services.ts:15:31: Unterminated string literal\n\n15 |     name: 'Mobile Development,");
        const problem = () =>
          visitor.evaluate(() => {
            const box = document.getElementById('cairn-dev-problem');
            return box && { text: box.textContent, role: box.getAttribute('role'), shown: box.checkVisibility(), position: getComputedStyle(box).position };
          });
        await waitFor(async () => (await problem())?.shown ?? false, true);
        expect(await problem()).toEqual({
          text: "Not published: the preview shows the last good version.\n\nwidgets/content/services.ts:15:31: Unterminated string literal\n\n15 |     name: 'Mobile Development,",
          role: 'alert',
          shown: true,
          position: 'fixed',
        });

        site.preview.reload();
        await waitFor(heading, `Version ${first + 2}`);
        expect(await problem()).toBeNull();
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });
