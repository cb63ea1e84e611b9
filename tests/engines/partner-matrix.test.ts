/**
 * The enquiry form on the pages partners really have, in Chromium, Firefox
 * and WebKit, at 360 and 1440 px: light and dark pages, a dark-mode visitor on
 * a light page, a WordPress theme's overflow rules, Bootstrap's reboot,
 * Tailwind's preflight, `html { font-size: 62.5% }`, a transformed and
 * contained ancestor, a sticky header at the highest z-index, 200% zoom and
 * right-to-left. On each: the form inline, as a popup, a drawer and a
 * launcher, each readable, inside the screen, and working by pointer and key.
 *
 * With CAIRN_MATRIX_SCREENS=1, each screen is saved to test-results/partner-matrix/, to be looked at.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { siteUrl } from '../browser/browser';
import { contrastWithBackdrop } from '../browser/contrast';
import { CANNOT, ENGINES, WEBKIT_NARROWEST, useEngine, type Size, type Target, type Visitor, type VisitorOptions } from './engines';
import { DESKTOP, PHONE, focused, horizontalOverflow, isModal, putPartnerPage, waitFor, waitForLiveForm } from './visitor-helpers';

/**
 * Where each screen is saved, when asked for (`CAIRN_MATRIX_SCREENS=1`): 264 screenshots cost the suite a minute of CPU,
 * so an ordinary run takes none.
 */
const shots = process.env.CAIRN_MATRIX_SCREENS ? new URL('../../test-results/partner-matrix/', import.meta.url).pathname : null;
if (shots) mkdirSync(shots, { recursive: true });

interface PartnerPage {
  name: string;
  /** Stylesheets the partner's page starts from, before its own. */
  vendor?: string[];
  dir?: 'rtl';
  /** The visitor's system setting. */
  visitor?: VisitorOptions;
  /** Browser zoom: the same window holds half as many CSS pixels. */
  zoom?: number;
}

const PARTNER_PAGES: PartnerPage[] = [
  { name: 'light' },
  { name: 'dark' },
  { name: 'dark-visitor', visitor: { colorScheme: 'dark' } },
  { name: 'overflow' },
  { name: 'bootstrap', vendor: ['bootstrap-reboot.css'] },
  { name: 'tailwind', vendor: ['tailwind-preflight.css'] },
  { name: 'root-62' },
  { name: 'transformed' },
  { name: 'sticky' },
  { name: 'zoom-200', zoom: 2 },
  { name: 'rtl', dir: 'rtl' },
];

/** The page as a partner writes it: their header, their styles, our script and four forms (theme="auto" on each, as the configurator suggests for sites with a dark mode). */
function pageHtml(page: PartnerPage) {
  const lang = page.dir === 'rtl' ? 'ar' : 'en';
  return `<!doctype html>
<html lang="${lang}"${page.dir ? ` dir="${page.dir}"` : ''} class="${page.name}-page">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Partner page: ${page.name}</title>
${(page.vendor ?? []).map((file) => `<link rel="stylesheet" href="/vendor/${file}">`).join('\n')}
<link rel="stylesheet" href="/matrix.css">
<script type="module" src="${siteUrl()}/embed/enquiry-form.js"></script>
</head>
<body>
<header class="partner-header">A partner's header</header>
<main>
<h1>${page.dir === 'rtl' ? 'صفحة شريك' : 'A partner page'}</h1>
<p>${page.dir === 'rtl' ? 'تحدث إلينا' : 'Talk to us about your project.'}
<button type="button" id="open-popup" data-cairn-open="popup-form">Popup</button>
<button type="button" id="open-drawer" data-cairn-open="drawer-form">Drawer</button></p>
<div class="wrapper"><cairn-enquiry-form id="inline-form" partner-id="matrix" theme="auto"></cairn-enquiry-form></div>
<div class="spacer"></div>
<div class="wrapper"><cairn-enquiry-form id="launcher-form" mode="launcher" partner-id="matrix" theme="auto" test></cairn-enquiry-form></div>
</main>
<cairn-enquiry-form id="popup-form" mode="popup" partner-id="matrix" theme="auto" test></cairn-enquiry-form>
<cairn-enquiry-form id="drawer-form" mode="drawer" partner-id="matrix" theme="auto" test></cairn-enquiry-form>
</body>
</html>`;
}

const publish = (page: PartnerPage) => putPartnerPage(`matrix-${page.name}`, pageHtml(page), '?csp=documented');

const FORMS = ['inline-form', 'popup-form', 'drawer-form', 'launcher-form'];

/**
 * What a visitor can read in a form: its labels, its notes, its privacy line, each against what is painted beneath it,
 * and its size. One look at the page for all three (`contrastWithBackdrop` sent with it, as its source).
 */
const readabilityInPage = new Function(
  'form',
  `const contrastWithBackdrop = ${contrastWithBackdrop.toString()};
  const el = form.shadowRoot;
  const result = {};
  for (const [what, selector] of [['label', 'label'], ['required note', 'form > p'], ['privacy line', 'form p a']]) {
    const target = el.querySelector(selector);
    result[what] = { contrast: contrastWithBackdrop(target), fontSize: parseFloat(getComputedStyle(target).fontSize) };
  }
  return result;`,
) as (form: Element | null) => Record<string, { contrast: number; fontSize: number }>;

const readability = (visitor: Visitor, id: string) => visitor.on(`#${id}`, readabilityInPage);

function expectReadable(found: Record<string, { contrast: number; fontSize: number }>, where: string) {
  for (const [what, { contrast, fontSize }] of Object.entries(found)) {
    expect(contrast, `${where}: ${what} contrast`).toBeGreaterThanOrEqual(4.5);
    // The smallest text is 14 px at the visitor's default 16 px, whatever the page's own root size.
    expect(fontSize, `${where}: ${what} size`).toBeGreaterThanOrEqual(14);
  }
}

/** The box of the target in the viewport. */
const boxOf = (visitor: Visitor, target: Target) =>
  visitor.on(target, (el) => {
    const r = el!.getBoundingClientRect();
    return { left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: innerWidth, height: innerHeight };
  });

const expectInside = (box: Awaited<ReturnType<typeof boxOf>>, where: string) => {
  expect(box.left, `${where}: left edge`).toBeGreaterThanOrEqual(-1);
  expect(box.right, `${where}: right edge`).toBeLessThanOrEqual(box.width + 1);
  expect(box.top, `${where}: top edge`).toBeGreaterThanOrEqual(-1);
  expect(box.bottom, `${where}: bottom edge`).toBeLessThanOrEqual(box.height + 1);
};

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    for (const page of PARTNER_PAGES) {
      const zoom = page.zoom ?? 1;
      /** The page's window on a phone and on a desktop, in CSS px (zoomed: the same window holds fewer). */
      const windows = ([['360 px', PHONE], ['1440 px', DESKTOP]] as const).map(([label, window]) => ({
        label,
        window,
        size: { width: Math.round(window.width / zoom), height: Math.round(window.height / zoom) } as Size,
      }));
      const cannot = (size: Size) => (engine === 'webkit' && size.width < WEBKIT_NARROWEST ? CANNOT.webkit!.narrowWindow : undefined);
      for (const { label, size } of windows.filter(({ size }) => cannot(size)))
        it.skip(`${page.name} page at ${label}: inline, popup, drawer and launcher readable, on screen, by pointer and keys (skipped: ${cannot(size)})`, () => {});
      const shown = windows.filter(({ size }) => !cannot(size));
      // One visitor for both widths, the page loaded again at each: a WebKit visitor is a MiniBrowser, 1.4 CPU-s to start.
      it(`${page.name} page at ${shown.map((w) => w.label).join(' and ')}: inline, popup, drawer and launcher readable, on screen, by pointer and keys`, { timeout: 120_000 }, async () => {
        const visitor = await browser.open(shown[0]!.size, page.visitor);
        const shot = async (width: number, mode: string) => shots && writeFileSync(`${shots}${engine}-${page.name}-${width}-${mode}.png`, await visitor.screenshot());
        try {
          for (const [i, { label, window, size }] of shown.entries()) {
            if (i > 0) await visitor.resize(size);
            await visitor.goto(await publish(page));
            for (const id of FORMS) await waitForLiveForm(visitor, [`#${id}`]);

              // Inline.
              expect(await horizontalOverflow(visitor), label).toEqual([]);
              expectReadable(await readability(visitor, 'inline-form'), `${label}: inline`);
              const inline = await boxOf(visitor, ['#inline-form', 'form']);
              expect(inline.left, label).toBeGreaterThanOrEqual(0);
              expect(inline.right, label).toBeLessThanOrEqual(inline.width);
              await visitor.on(['#inline-form', 'form'], (el) => el!.scrollIntoView({ block: 'start', behavior: 'instant' }));
              await shot(window.width, 'inline');

              // Popup: opened by the partner's button, first field focused, closed by Escape, focus back.
              await visitor.click('#open-popup');
              await waitFor(() => isModal(visitor, 'popup-form'), true);
              await waitFor(() => focused(visitor), 'name');
              expectInside(await boxOf(visitor, ['#popup-form', 'dialog']), `${label}: popup`);
              expectReadable(await readability(visitor, 'popup-form'), `${label}: popup`);
              await shot(window.width, 'popup');
              await visitor.press('Escape');
              await waitFor(() => isModal(visitor, 'popup-form'), false);
              await waitFor(() => focused(visitor), 'open-popup');

              // Drawer: closed by its own ✕, which nothing of the page covers.
              await visitor.click('#open-drawer');
              await waitFor(() => isModal(visitor, 'drawer-form'), true);
              await visitor.on(['#drawer-form', 'dialog'], (d) => d!.getAnimations().forEach((a) => a.finish()));
              expectInside(await boxOf(visitor, ['#drawer-form', 'dialog']), `${label}: drawer`);
              expectReadable(await readability(visitor, 'drawer-form'), `${label}: drawer`);
              await shot(window.width, 'drawer');
              await visitor.click(['#drawer-form', '.cairn-close']);
              await waitFor(() => isModal(visitor, 'drawer-form'), false);

              // Launcher: floats in the corner of the screen, above the page, wherever the page is scrolled.
              await visitor.evaluate(() => scrollTo(0, 0));
              const launcher = await boxOf(visitor, ['#launcher-form', '.cairn-launcher']);
              expectInside(launcher, `${label}: launcher`);
              expect(launcher.bottom, `${label}: launcher at the bottom of the screen`).toBeGreaterThan(launcher.height - 60);
              await shot(window.width, 'launcher');
              await visitor.click(['#launcher-form', '.cairn-launcher']);
              await waitFor(() => isModal(visitor, 'launcher-form'), true);
              await visitor.press('Escape');
              await waitFor(() => isModal(visitor, 'launcher-form'), false);
          }
          expect(await visitor.errors()).toEqual([]);
        } finally {
          await visitor.close();
        }
      });
    }
  });
