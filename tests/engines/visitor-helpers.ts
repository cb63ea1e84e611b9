/**
 * What the three-engine tests share: sizes, the routes, and the enquiry form
 * as a visitor meets it (found through its shadow root, typed into key by key).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect } from 'vitest';
import { DESKTOP, PHONE, partnerUrl, siteUrl } from '../browser/browser';
import { routes, templateRoutes } from '../browser/site';
import type { Target, Visitor } from './engines';

export { pause } from './visitor';

export { DESKTOP, PHONE };
export const ROUTES = routes;
export const TEMPLATE_ROUTES = templateRoutes;

/**
 * Polls `read` until it gives `expected` (or a string containing it, with `contains`), for up to 10 s: every 100 ms, not
 * vitest's 50, as each look is a round trip to the browser and the three runs share two cores.
 */
export async function waitFor<T>(read: () => Promise<T>, expected: T, { contains = false, timeout = 10_000 } = {}) {
  await expect
    .poll(read, { timeout, interval: 100 })
    [contains ? 'toContain' : 'toEqual'](expected as never);
}

/** The page's own scripts (loaded after the first paint: host/page-scripts.ts) have arrived and run. */
export const pageScriptsRan = (visitor: Visitor) =>
  waitFor(
    () =>
      visitor.evaluate(async () => {
        const urls = (document.querySelector<HTMLScriptElement>('script[data-scripts]')?.dataset.scripts ?? '').split(' ').filter(Boolean);
        const loaded = new Set(performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname));
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
        return urls.every((url) => loaded.has(new URL(url, location.href).pathname));
      }),
    true,
  );

/**
 * Waits until the visitor's browser has stored a draft holding `text`: the form saves what was typed a moment after the
 * last keystroke, and a test that opens the page again must not come before it (awaited, not a fixed pause).
 */
export const draftSaved = (visitor: Visitor, text: string) =>
  waitFor(
    () =>
      visitor.evaluate((text) => {
        for (let i = 0; i < localStorage.length; i++) if (localStorage.getItem(localStorage.key(i)!)?.includes(text)) return true;
        return false;
      }, text),
    true,
  );

/** Whether the page has defined the element `tag`: its script has arrived and run. */
export const isDefined = (visitor: Visitor, tag: string) => visitor.evaluate((tag) => customElements.get(tag) !== undefined, tag);

/** Scrolls the widget `tag` to the middle of the screen, as a visitor reaching it, and waits until its script has defined it. */
export async function reachWidget(visitor: Visitor, tag: string) {
  await visitor.on(tag, (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await waitFor(() => isDefined(visitor, tag), true);
}

/**
 * Opens `path` on our site as a visitor reads it: its scripts run, scrolled to the bottom a screen at a time so that
 * every widget wakes up; returns once every interactive widget's script has defined it and every image has loaded or
 * failed (so that a missing one is in the console), waited for, not a fixed time.
 */
export async function visitSite(visitor: Visitor, path: string) {
  await visitor.goto(`${siteUrl()}${path}`);
  await pageScriptsRan(visitor);
  await visitor.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
      scrollTo({ top: y, behavior: 'instant' });
      // Two frames: the island loader's IntersectionObserver has seen this screen.
      await frame();
    }
  });
  await waitFor(
    () =>
      visitor.evaluate(() => ({
        asleep: [...document.querySelectorAll('[data-island]')].filter((el) => !customElements.get(el.localName)).map((el) => el.localName),
        // In the page and in every widget's shadow root; one the page does not show (a lazy one under display: none) never loads.
        loading: [document, ...[...document.querySelectorAll('*')].flatMap((el) => (el.shadowRoot ? [el.shadowRoot] : []))]
          .flatMap((scope) => [...scope.querySelectorAll('img')])
          .filter((img) => !img.complete && img.checkVisibility())
          .map((img) => img.currentSrc || img.src),
      })),
    { asleep: [], loading: [] },
  );
}

/** Elements wider than the viewport, or reaching past its edges (a sideways scroll). */
export const horizontalOverflow = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (r.right > width + 1 || r.left < -1);
      })
      .slice(0, 5)
      .map((el) => `${el.localName}.${String(el.className).split(' ')[0]} ${Math.round(el.getBoundingClientRect().right)} > ${width}`);
  });

/** Every cookie the browser holds for the page: what its scripts see, and the HttpOnly ones, which they cannot. */
export const cookiesOf = async (visitor: Visitor) => [await visitor.evaluate(() => document.cookie), ...(await visitor.cookies())].filter(Boolean);

/** The path to the enquiry form on a page with one. */
export const ENQUIRY_FORM = ['cairn-enquiry-form'];

const FIELDS = ['name', 'email', 'country', 'phone', 'description'] as const;

/** The path to one of the form's controls, from the form's own path (`['cairn-enquiry-form']`). */
export const control = (form: string[], name: (typeof FIELDS)[number] | 'submit'): Target =>
  [...form, name === 'submit' ? 'button[type=submit]' : name === 'description' ? 'textarea[name=description]' : `input[name=${name}]`];

/** Puts the focus in one of the form's controls, as a visitor's Tab would, without moving the caret (`press` then does). */
export const focusControl = (visitor: Visitor, form: string[], name: (typeof FIELDS)[number] | 'submit') =>
  visitor.on(control(form, name), (el) => (el as HTMLElement).focus());

/** Clicks into each field and types, as a visitor does. */
export async function typeEnquiry(visitor: Visitor, form: string[], { email }: { email: string }) {
  const answers = { name: `Visitor in ${visitor.engine}`, email, country: 'Scotland', phone: '+44 7700 900123', description: 'A booking app for three clinics.' };
  for (const name of FIELDS) {
    await visitor.click(control(form, name));
    await visitor.type(answers[name]);
  }
}

/**
 * Pastes `text` into a field, as a visitor brings a long brief: its value changes at once and the form hears an
 * `input` (nobody types a 10,000-character brief key by key).
 */
export const paste = (visitor: Visitor, field: Target, text: string) =>
  visitor.evaluate(
    ({ path, text }) => {
      let el: Element | null = null;
      let scope: Document | ShadowRoot = document;
      for (const selector of path) {
        el = scope.querySelector(selector);
        scope = el?.shadowRoot ?? scope;
      }
      (el as HTMLInputElement).value = text;
      el!.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertFromPaste', data: text }));
    },
    { path: typeof field === 'string' ? [field] : field, text },
  );

/**
 * Fills every field at once, as a browser's autofill or a paste does: each value set whole, with the `input` event the
 * form hears. For tests whose subject is not typing (typeEnquiry types key by key).
 */
export async function fillEnquiry(visitor: Visitor, form: string[], { email }: { email: string }) {
  const answers = { name: `Visitor in ${visitor.engine}`, email, country: 'Scotland', phone: '+44 7700 900123', description: 'A booking app for three clinics.' };
  for (const name of FIELDS) await paste(visitor, control(form, name), answers[name]);
}

export const fieldValues = (visitor: Visitor, form: string[]) =>
  Promise.all(FIELDS.map((name) => visitor.on(control(form, name), (el) => (el as HTMLInputElement | null)?.value ?? null)));

/**
 * Waits until every logo the technology strip shows is drawn (both copies while it moves; standing still, the second is
 * hidden). A logo is an image of its own file on a partner's page, a window on an image of them all on the site
 * (build/logos.ts): drawn once its file is in and decoded.
 */
export const logosDrawn = (visitor: Visitor) =>
  waitFor(
    () =>
      visitor.evaluate(async () => {
        const logos = [...(document.querySelector('cairn-tech-strip')?.shadowRoot?.querySelectorAll('li > :first-child') ?? [])].filter((logo) => logo.checkVisibility());
        const images = logos.map((logo) => (logo instanceof HTMLImageElement ? logo : logo.querySelector('img')));
        const drawn = await Promise.all(images.map((img) => (img ? img.decode().then(() => true, () => false) : false)));
        return logos.length > 0 && drawn.every(Boolean);
      }),
    true,
  );

/** The enquiry form as the visitor finds it at `url` (our /contact by default), once its script has run: its honeypot exists only then. */
export async function openForm(visitor: Visitor, url = `${siteUrl()}/contact`, form = ENQUIRY_FORM) {
  await visitor.goto(url);
  await waitForLiveForm(visitor, form);
}

/**
 * Waits until the form's script has run (its honeypot field exists only then). If it never does, the failure says how
 * far the page got: which of its scripts arrived, whether it painted (the page's scripts wait for that), what it warned.
 */
export async function waitForLiveForm(visitor: Visitor, form = ENQUIRY_FORM) {
  try {
    await waitFor(() => visitor.on([...form, 'input[name=cairn_hp]'], (el) => !!el), true);
  } catch (error) {
    const page = await visitor
      .evaluate(() => ({
        readyState: document.readyState,
        visibilityState: document.visibilityState,
        paints: performance.getEntriesByType('paint').map((entry) => entry.name),
        scripts: performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.endsWith('.js')),
        defined: [...new Set([...document.querySelectorAll('*')].map((el) => el.localName).filter((tag) => tag.includes('-')))].filter((tag) => customElements.get(tag)),
      }))
      .catch((reason: unknown) => `unreadable: ${String(reason)}`);
    const said = { errors: await visitor.errors().catch(() => []), warnings: await visitor.warnings().catch(() => []) };
    throw new Error(`The form's script never ran. The page: ${JSON.stringify(page)}; its console: ${JSON.stringify(said)}`, { cause: error });
  }
}

/** What the form shows (its shadow root: the element's own text has none of it). */
export const formText = (visitor: Visitor, form = ENQUIRY_FORM) => visitor.on([...form, '.cairn-root'], (el) => (el as HTMLElement | null)?.innerText ?? '');

/** What the form's status line says (what a screen reader hears). */
export const formStatus = (visitor: Visitor, form: string[]) => visitor.on([...form, '[role=status]'], (el) => el?.textContent ?? '');

/** The form's first toast. */
export const toastOf = (form: string[]): string[] => [...form, '[data-sonner-toast]'];

/**
 * Waits until the form's first toast has come to rest, and gives where its middle is. Sonner mounts a toast, then
 * starts its slide a frame later: it has come to rest once it is mounted and has not moved for five frames (CI at
 * f3603a9 pointed at a toast still below the viewport; CI at e95d2f7 clicked a toast's ✕ while it slid, and hit the
 * popup's backdrop).
 */
export const toastAtRest = (visitor: Visitor, form: string[]) =>
  visitor.on(toastOf(form), async (el) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    let last = '';
    for (let still = 0; still < 5; ) {
      await frame();
      const box = el!.getBoundingClientRect();
      const now = `${box.x},${box.y},${box.width},${box.height}`;
      still = el!.getAttribute('data-mounted') === 'true' && now === last ? still + 1 : 0;
      last = now;
    }
    const box = el!.getBoundingClientRect();
    return [box.x + box.width / 2, box.y + box.height / 2] as const;
  });

/**
 * Whether the form's first toast is what the visitor sees at its own middle ('toast'), or what covers it there: above
 * the page's content, a dialog and its backdrop. Polled by the caller: a toast slides in.
 */
export const toastOnTop = (visitor: Visitor, form: string[]) =>
  visitor.on(toastOf(form), (el) => {
    if (!el) return 'no toast';
    const box = el.getBoundingClientRect();
    const found = (el.getRootNode() as ShadowRoot).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return found === null ? 'nothing' : el.contains(found) ? 'toast' : found.outerHTML.slice(0, 120);
  });

/** Starts keeping, on the page's document, every `names` event that reaches it with its detail: what a partner's listener gets. */
export const listenFor = (visitor: Visitor, names: string[]) =>
  visitor.evaluate((names) => {
    const heard: { type: string; detail: unknown }[] = ((window as unknown as { cairnHeard: unknown[] }).cairnHeard = []);
    for (const type of names) document.addEventListener(type, (event) => heard.push({ type, detail: (event as CustomEvent).detail }));
  }, names);

/** The events kept since `listenFor`, in order. */
export const heard = (visitor: Visitor) =>
  visitor.evaluate(() => (window as unknown as { cairnHeard?: { type: string; detail: unknown }[] }).cairnHeard ?? []);

/** Serves `html` from the partner's origin as `/pasted/NAME` (build/partner-server.ts); returns its address, with `query`. */
export async function putPartnerPage(name: string, html: string, query = '') {
  const response = await fetch(`${partnerUrl()}/__pages/${name}`, { method: 'PUT', body: html });
  expect(response.status).toBe(204);
  return `${partnerUrl()}/pasted/${name}${query}`;
}

/**
 * A page as a partner pastes our snippet into it: record.js first (what the page hears), our script (from `site`,
 * or `script` as given), then `body`; served under the policy the guide gives (`csp`), with `query` after it.
 */
export function partnerPage(name: string, body: string, { site = siteUrl(), script = '', csp = 'documented', query = '' } = {}) {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${name}</title>
<link rel="stylesheet" href="/matrix.css"><script src="/record.js"></script>${script || `<script type="module" src="${site}/embed/cairn.js"></script>`}</head><body><main>${body}</main></body></html>`;
  return putPartnerPage(name, html, `${csp ? `?csp=${csp}` : '?'}${query}`);
}

/** Whether the form `id`'s popup or drawer is open as a modal. */
export const isModal = (visitor: Visitor, id: string) => visitor.on([`#${id}`, 'dialog'], (d) => !!d?.matches(':modal'));

/** The deepest focused element's name, id or tag, through shadow roots. */
export const focused = (visitor: Visitor) =>
  visitor.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el?.getAttribute('name') ?? el?.id ?? el?.localName ?? '';
  });

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** axe-core's violations on the page as it is now, one readable line per element. */
export async function axeViolations(visitor: Visitor): Promise<string[]> {
  // Half a megabyte of script: sent once a page, not once a look.
  if (!(await visitor.evaluate(() => 'axe' in window))) await visitor.addScript(axeSource);
  const violations = await visitor.evaluate(() =>
    (window as unknown as { axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })) }))),
  );
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}) at ${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`));
}

/**
 * Where the focus is after a Tab (through shadow roots), whether it shows (an outline of 1 px or more, or a ring
 * drawn as a box-shadow spread of 2 px or more, neither transparent), and whether Tab has been there before (`first`
 * counts this stop; a wrap-around to the top ends the walk). Runs in the page.
 */
function focusStop({ first, skip }: { first: boolean; skip: string }) {
  const seen = ((window as unknown as { cairnTabStops?: WeakSet<Element> }).cairnTabStops ??= new WeakSet());
  let element: Element | null = document.activeElement;
  // Inside a skipped widget the page's focus stays on its host, Tab after Tab: never a stop seen again.
  if (skip && element?.localName === skip) return { id: skip, marked: true, again: false };
  while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
  if (!element || element === document.body || element === document.documentElement) return { id: null, marked: true, again: false };
  const again = first && seen.has(element);
  if (first) seen.add(element);
  const style = getComputedStyle(element);
  const alpha = (colour: string) => {
    const slash = colour.match(/\/\s*([\d.]+)\)/);
    const rgba = colour.match(/^rgba\([^)]*,\s*([\d.]+)\)/);
    return slash ? Number(slash[1]) : rgba ? Number(rgba[1]) : 1;
  };
  const outlined = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 1 && alpha(style.outlineColor) > 0;
  const ringed = style.boxShadow
    .split(/,(?![^(]*\))/)
    .some((shadow) => {
      const colour = shadow.match(/(rgba?|oklab|oklch|color)\([^)]*\)/)?.[0] ?? '';
      const lengths = shadow.replace(colour, '').match(/-?[\d.]+px/g) ?? [];
      return lengths.length === 4 && parseFloat(lengths[3]!) >= 2 && alpha(colour) > 0;
    });
  const id = `${element.localName} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('name') || ''}"`;
  return { id, marked: outlined || ringed, again };
}

/**
 * Presses Tab through the whole page (until the focus leaves it or comes round to the top again): how many stops it
 * made, and the name of every one that did not show where the focus is, after up to 400 ms for a transition to draw it.
 * Stops inside an element named `skip` (a widget with tests of its own) are passed over. The walk ends in the
 * browser's own controls: walk one page a visitor (Firefox's next page would not get the focus back).
 */
export async function tabStops(visitor: Visitor, skip = ''): Promise<{ stops: number; unmarked: string[] }> {
  const unmarked: string[] = [];
  let stops = 0;
  for (; stops < 150; stops++) {
    await visitor.press('Tab');
    let stop = await visitor.evaluate(focusStop, { first: true, skip });
    if (stop.id === null || stop.again) break;
    for (const until = Date.now() + 400; !stop.marked && Date.now() < until; ) stop = await visitor.evaluate(focusStop, { first: false, skip });
    if (!stop.marked) unmarked.push(stop.id!);
  }
  return { stops, unmarked };
}
