/**
 * The pages `npm run bench` measures beside the site's, on a partner's origin
 * (build/partner-server.ts): a blank page, the floor every figure stands on, and a
 * partner's page with a popup form.
 */
import { join } from 'node:path';
import { servePartner } from './partner-server';
import { root } from './widget-styles';

/**
 * A heading and a `<details>`: no style, no script. What Lighthouse and the interaction
 * bench give for it is this machine's and browser's part of every figure, not a page's.
 */
const BLANK_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Blank</title><meta name="description" content="A blank page."></head>
<body><h1>A blank page</h1><details><summary>A question</summary><p>Its answer.</p></details></body></html>`;

/** A partner's page with our script and a popup form opened by the partner's own button. */
const popupPage = (site: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title>
<script type="module" src="${site}/embed/enquiry-form.js"></script></head>
<body><h1>Our partner</h1><p>Questions about your project?</p><button id="talk" data-cairn-open="popup">Talk to us</button>
<cairn-enquiry-form id="popup" mode="popup"></cairn-enquiry-form>
<script>document.addEventListener('cairn-ready', () => (window.ready = true));</script></body></html>`;

/** Serves both pages for the site at `site`: `${url}/pasted/bench-blank` and `${url}/pasted/bench-popup`. */
export async function serveBenchPages(site: string) {
  const partner = await servePartner({ siteUrl: site, dir: join(root, 'examples/partner-page') });
  await fetch(`${partner.url}/__pages/bench-popup`, { method: 'PUT', body: popupPage(site) });
  await fetch(`${partner.url}/__pages/bench-blank`, { method: 'PUT', body: BLANK_PAGE });
  return { ...partner, blank: `${partner.url}/pasted/bench-blank`, popup: `${partner.url}/pasted/bench-popup` };
}
