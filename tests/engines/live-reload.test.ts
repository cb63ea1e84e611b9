/**
 * The live preview's part in the browser (build/live-reload.ts), in Chromium, Firefox and WebKit: an open page follows
 * each good save by itself, and shows a broken save's problem over itself until the next good save reloads it, under
 * the site's script policy. (`npm run dev` itself, watching, checking and re-rendering, does the same whatever browser
 * is open: tests/browser/dev-preview.test.ts, in Chromium.)
 */
import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { liveReload } from '../../build/live-reload';
import { ENGINES, useEngine } from './engines';
import { DESKTOP, waitFor } from './visitor-helpers';

const preview = liveReload();
/** Pages served, each one numbered (a reload shows the next), and the pages' connections to the preview. */
let served = 0;
let connections = 0;
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/__dev/events') connections++;
    if (preview.handle(request, response)) return;
    // Counted: the page alone, not the /favicon.ico a browser asks for too (answered empty, which logs no error).
    if (request.url !== '/') return void response.writeHead(204).end();
    served++;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title></head><body><h1>Version ${served}</h1></body></html>`;
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self'" }).end(preview.page(html));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
});

afterAll(() => {
  server.closeAllConnections();
  server.close();
});

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('reloads the open page on a good save, and shows a broken save over it, readable, until the next good save', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const heading = () => visitor.evaluate(() => document.querySelector('h1')?.textContent ?? '');
        /** The page's own number, once its link to the preview is up (a save before then would not reach it). */
        const loaded = async () => {
          await waitFor(async () => connections >= served, true);
          return heading();
        };
        await visitor.goto(url);
        const first = Number((await loaded()).slice('Version '.length));

        preview.reload();
        await waitFor(heading, `Version ${first + 1}`);
        await loaded();

        preview.problem("widgets/content/services.ts:15:31: Unterminated string literal\n\n15 |     name: 'Mobile Development,");
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

        preview.reload();
        await waitFor(heading, `Version ${first + 2}`);
        expect(await problem()).toBeNull();
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });
