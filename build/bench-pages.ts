/**
 * The pages `npm run bench` measures beside the site's, on a partner's origin
 * (build/partner-server.ts): a blank page, the floor every figure stands on, a second
 * blank page it links to, and a partner's page with a popup form.
 */
import { join } from 'node:path';
import { speculationRulesText } from '../host/speculation-rules';
import { servePartner } from './partner-server';
import { root } from './widget-styles';

/**
 * Its icon is in the page, as every page of the site has its own: without one the browser asks the server for
 * /favicon.ico, and Lighthouse's simulated LCP waited a round trip for that answer whenever it came before the paint
 * (the blank page's LCP 751 ms in half its runs, 626 in the others, its FCP 626 in all).
 */
const head = (title: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title><meta name="description" content="A blank page."><link rel="icon" href="data:,"></head>`;

/**
 * A heading, a `<details>` and a link to the next blank page, fetched ahead by the site's own speculation rules: no
 * style, no script. What Lighthouse, the interaction bench and the navigation bench give for it is this machine's
 * and browser's part of every figure, not a page's.
 */
const BLANK_PAGE = `${head('Blank')}
<body><h1>A blank page</h1><details><summary>A question</summary><p>Its answer.</p></details><p><a href="/pasted/bench-blank-next">The next blank page</a></p>
<script type="speculationrules">${speculationRulesText}</script></body></html>`;

/** Where the blank page's link goes: a heading alone. */
const NEXT_BLANK_PAGE = `${head('Next blank')}
<body><h1>The next blank page</h1></body></html>`;

/** A partner's page with our script and a popup form opened by the partner's own button. */
const popupPage = (site: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner</title>
<script type="module" src="${site}/embed/enquiry-form.js"></script></head>
<body><h1>Our partner</h1><p>Questions about your project?</p><button id="talk" data-cairn-open="popup">Talk to us</button>
<cairn-enquiry-form id="popup" mode="popup"></cairn-enquiry-form>
<script>document.addEventListener('cairn-ready', () => (window.ready = true));</script></body></html>`;

export interface BenchPages {
  /** The partner's origin. */
  url: string;
  /** The blank page: `${url}/pasted/bench-blank`. */
  blank: string;
  /** The page its link goes to, as a path on the partner's origin. */
  nextBlankPath: string;
  /** The partner's page with a popup form. */
  popup: string;
  close(): Promise<unknown>;
}

/** Serves the bench's pages beside the site at `site`. */
export async function serveBenchPages(site: string): Promise<BenchPages> {
  const partner = await servePartner({ siteUrl: site, dir: join(root, 'examples/partner-page') });
  const pages = { 'bench-popup': popupPage(site), 'bench-blank': BLANK_PAGE, 'bench-blank-next': NEXT_BLANK_PAGE };
  for (const [name, html] of Object.entries(pages)) await fetch(`${partner.url}/__pages/${name}`, { method: 'PUT', body: html });
  return { ...partner, blank: `${partner.url}/pasted/bench-blank`, nextBlankPath: '/pasted/bench-blank-next', popup: `${partner.url}/pasted/bench-popup` };
}
