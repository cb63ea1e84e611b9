/**
 * What a visitor sees, compared with what was last accepted: a screenshot against the baseline committed for its engine
 * (tests/engines/screens/<engine>/<name>.png, in 216 colours: png.ts). A change beyond anti-aliasing fails, and
 * leaves the expected, actual and difference images in test-results/screens/<engine>/. `npm run accept-screens` takes
 * the new screens as baselines (only those that changed beyond the tolerance: a baseline is not rewritten for noise).
 *
 * Before each screenshot the page is put at rest (`atRest`): animations stopped at their start, the figures counted
 * up, every image, symbol, background and font in, scrolled to the top, nothing focused, the pointer over nothing it changes.
 * A screen that differs is taken again for a few seconds, while what the engine draws may still be settling
 * (`screenAsAccepted`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import type { Engine } from './engine-choice';
import { readIndexed, rgbaOf, writeIndexed, type Indexed } from './png';
import type { Visitor } from './visitor';
import { waitFor } from './visitor-helpers';

export const BASELINES = 'tests/engines/screens';
const RESULTS = 'test-results/screens';
/** `npm run accept-screens`: the screens taken become the baselines. */
const ACCEPTING = process.env.CAIRN_ACCEPT_SCREENS === '1';

/**
 * How far a pixel's colour may move before it counts as changed (pixelmatch's threshold, 0 to 1, in its perceptual
 * colour space), and how many changed pixels are put down to rendering noise. Pixels pixelmatch finds anti-aliased
 * (an edge's blend, which a glyph a fraction of a pixel off changes) are not counted at all, nor is a changed pixel
 * with no changed neighbour. A box a pixel wider or taller moves everything after it: tens of thousands of pixels.
 */
const COLOUR_THRESHOLD = 0.1;
const NOISE_PIXELS = 20;

/** Puts the page at rest for a screenshot; waits for what is still arriving (not a fixed time). */
export async function atRest(visitor: Visitor) {
  // The pointer out of the way: at the top edge, in the middle, over the page's own background (the header's, on our
  // pages), where nothing changes under it. WebKit's pointer is wherever the window was put (see webkit.ts).
  const width = await visitor.evaluate(() => document.documentElement.clientWidth);
  await visitor.pointTo(Math.round(width / 2), 1);
  await waitFor(
    () =>
      visitor.evaluate(() => {
        const scopes: (Document | ShadowRoot)[] = [document];
        for (let i = 0; i < scopes.length; i++) for (const el of scopes[i]!.querySelectorAll('*')) if (el.shadowRoot) scopes.push(el.shadowRoot);
        const elements = scopes.flatMap((scope) => [...scope.querySelectorAll('*')]);
        // Nothing focused, down to the field inside a widget's shadow root (a caret blinks), before the animations
        // end: a field's colours change as it loses the focus.
        let focused = document.activeElement;
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
        (focused as HTMLElement | null)?.blur();
        // The logos' endless loop held at its start; anything that ends, ended.
        for (const animation of new Set(elements.flatMap((el) => el.getAnimations()))) {
          if (animation.effect?.getComputedTiming().iterations === Infinity) {
            animation.pause();
            animation.currentTime = 0;
          } else animation.finish();
        }
        // The figures' count-up over: each shows the figure its words for screen readers give. A block the visitor
        // has not yet seen waits at zero for them to scroll to it: brought into view, it counts.
        const counting = elements.filter((el) => el.matches('[data-stat-value]') && el.textContent !== el.nextElementSibling?.textContent);
        counting[0]?.scrollIntoView({ block: 'center', behavior: 'instant' });
        return {
          counting: counting.length,
          // An image not in yet.
          loading: elements.filter((el) => el instanceof HTMLImageElement && !el.complete && el.checkVisibility()).length,
          fonts: document.fonts.status,
        };
      }),
    { counting: 0, loading: 0, fonts: 'loaded' },
  );
  await visitor.evaluate(async () => {
    // Each background picture shown (the hero's, on a wide screen) in and decoded: loaded again here, from the cache.
    const scopes: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < scopes.length; i++) for (const el of scopes[i]!.querySelectorAll('*')) if (el.shadowRoot) scopes.push(el.shadowRoot);
    const backgrounds = scopes
      .flatMap((scope) => [...scope.querySelectorAll('*')])
      .filter((el) => el.checkVisibility())
      .flatMap((el) => [...getComputedStyle(el).backgroundImage.matchAll(/url\("?([^")]+)"?\)/g)].map((match) => match[1]!))
      .filter((url) => !url.startsWith('data:'));
    await Promise.all(
      [...new Set(backgrounds)].map((url) => {
        const image = new Image();
        image.src = url;
        return image.decode();
      }),
    );
    // The test server's origin, in the partner kit's snippets, differs from run to run: written as one origin.
    const origin = location.origin;
    for (const scope of scopes) {
      const walker = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (node.textContent!.includes(origin)) node.textContent = node.textContent!.replaceAll(origin, 'http://site.test');
        // A pinned release's integrity hash (the /partners snippet) changes with every release, not with what is shown.
        if (node.textContent!.includes('sha384-')) node.textContent = node.textContent!.replace(/sha384-[\w+/=]{64}/g, `sha384-${'0'.repeat(64)}`);
      }
    }
    scrollTo({ top: 0, behavior: 'instant' });
    // Two frames: what was just loaded, decoded and drawn.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/**
 * Runs `look` with every part of the page laid out and painted, its pictures decoded, then puts the page back. The
 * parts below the first screen are laid out only near the window (`content-visibility: auto`, host/styles.ts
 * `laterPart`): a capture of the whole page beyond the window would show them empty, and a part not laid out has no
 * boxes to measure. Each as a visitor sees it when there (a part painted again decodes its pictures again).
 */
export async function withEveryPartShown<T>(visitor: Visitor, look: () => Promise<T>): Promise<T> {
  await visitor.evaluate(async () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync('*{content-visibility:visible!important}');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const scopes: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < scopes.length; i++) for (const el of scopes[i]!.querySelectorAll('*')) if (el.shadowRoot) scopes.push(el.shadowRoot);
    await Promise.all(scopes.flatMap((scope) => [...scope.querySelectorAll('img')]).map((img) => img.decode().catch(() => undefined)));
  });
  try {
    return await look();
  } finally {
    await visitor.evaluate(() => void (document.adoptedStyleSheets = document.adoptedStyleSheets.slice(0, -1)));
  }
}

const save = (path: string, file: Buffer | Uint8Array) => {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, file);
};

/** A part of a screen: its left, top, width and height in px, from the page's top-left corner. */
export type Area = [number, number, number, number];

/**
 * Where the page's scroll bars are drawn over it: the bottom strip of each box that scrolls sideways, the right strip of
 * each that scrolls down (in its padding box, a scroll bar's width: 16 px). WebKitGTK's show as the page scrolls and fade
 * a moment later, a shade darker or lighter by chance (CI's runs found it on /partners' code boxes and the testimonials'
 * list: its CSS cannot hide them); they are left out of the comparison, in every engine alike.
 */
export const scrollBarAreas = (visitor: Visitor) =>
  visitor.evaluate(() => {
    const BAR = 16;
    const scopes: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < scopes.length; i++) for (const el of scopes[i]!.querySelectorAll('*')) if (el.shadowRoot) scopes.push(el.shadowRoot);
    // The page's own bar too: WebKitGTK's overlay bar shows at the right edge of a window's picture by chance.
    const page = document.documentElement;
    const pageBar: [number, number, number, number][] = page.scrollHeight > innerHeight ? [[page.clientWidth - BAR, 0, BAR, page.scrollHeight]] : [];
    return scopes
      .flatMap((scope) => [...scope.querySelectorAll('*')])
      .filter((el) => el.checkVisibility() && /auto|scroll/.test(getComputedStyle(el).overflow))
      .flatMap((el) => {
        const r = el.getBoundingClientRect();
        const [left, top] = [r.left + el.clientLeft + scrollX, r.top + el.clientTop + scrollY];
        return [
          ...(el.scrollWidth > el.clientWidth ? [[left, top + el.clientHeight - BAR, el.clientWidth, BAR]] : []),
          ...(el.scrollHeight > el.clientHeight ? [[left + el.clientWidth - BAR, top, BAR, el.clientHeight]] : []),
        ].map((area) => area.map(Math.round) as [number, number, number, number]);
      })
      .concat(pageBar);
  });

/** The picture with `areas` painted over in one colour (palette index 0), so that they compare equal. */
function masked(picture: Indexed, areas: Area[]): Indexed {
  if (!areas.length) return picture;
  const pixels = Uint8Array.from(picture.pixels);
  for (const [left, top, width, height] of areas)
    for (let y = Math.max(0, top); y < Math.min(picture.height, top + height); y++) pixels.fill(0, y * picture.width + Math.max(0, left), y * picture.width + Math.min(picture.width, left + width));
  return { ...picture, pixels };
}

/** How `actual` differs from `expected`: the changed pixels, drawn red over a faded copy (over the area both cover). */
function difference(expected: Indexed, actual: Indexed) {
  const width = Math.min(expected.width, actual.width);
  const height = Math.min(expected.height, actual.height);
  const crop = (picture: Indexed): Indexed => {
    if (picture.width === width && picture.height === height) return picture;
    const pixels = new Uint8Array(width * height);
    for (let y = 0; y < height; y++) pixels.set(picture.pixels.subarray(y * picture.width, y * picture.width + width), y * width);
    return { width, height, pixels };
  };
  const diff = new PNG({ width, height });
  pixelmatch(rgbaOf(crop(expected)), rgbaOf(crop(actual)), diff.data, width, height, { threshold: COLOUR_THRESHOLD, includeAA: false });
  // Changed pixels (pixelmatch draws them pure red), less those alone: a rounded corner's edge pixel that a renderer
  // blends a shade otherwise from run to run (WebKit's fields, seen) changes no neighbour; a real change is a patch.
  const red = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && diff.data[(y * width + x) * 4] === 255 && diff.data[(y * width + x) * 4 + 1] === 0;
  let changed = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (red(x, y) && (red(x - 1, y - 1) || red(x, y - 1) || red(x + 1, y - 1) || red(x - 1, y) || red(x + 1, y) || red(x - 1, y + 1) || red(x, y + 1) || red(x + 1, y + 1))) changed++;
  return { changed, diff };
}

/**
 * The pauses between the takes of a screen that differs from its baseline: it is taken again until it matches, for
 * 3.75 s at most. Chromium draws a part that moved with its text a pixel off for a while after it stops (the logos'
 * strip, held at its start by `atRest` just after the window was resized: seen on a busy machine, about one run in
 * five, as accepted 3 s later). A real change stays: it costs its test these seconds, and fails.
 */
const SETTLING_PAUSES = [250, 500, 1000, 2000];

/**
 * Takes a screen (`shoot`) and compares it with its engine's baseline: '' when they match, else what differs (the
 * three images saved). A screen that differs is taken again while the page may still be settling (SETTLING_PAUSES).
 * Accepting (`npm run accept-screens`), the last screen taken becomes the baseline if it differs.
 */
export async function screenAsAccepted(engine: Engine, name: string, shoot: () => Promise<Buffer>, leftOut: Area[] = []): Promise<string> {
  let screen = await shoot();
  let found = differences(engine, name, screen, leftOut);
  for (const pause of SETTLING_PAUSES) {
    if (found === undefined) return '';
    // No baseline to settle towards.
    if (found === null) break;
    await new Promise((resolve) => setTimeout(resolve, pause));
    screen = await shoot();
    found = differences(engine, name, screen, leftOut);
  }
  return found === undefined ? '' : report(engine, name, screen, found);
}

/** How `screenshot` differs from its engine's baseline (undefined when it does not, beyond noise; null: no baseline). */
function differences(engine: Engine, name: string, screenshot: Buffer, leftOut: Area[]) {
  const baseline = `${BASELINES}/${engine}/${name}.png`;
  if (!existsSync(baseline)) return null;
  const actual = masked(readIndexed(screenshot), leftOut);
  const expected = masked(readIndexed(readFileSync(baseline)), leftOut);
  const sameSize = expected.width === actual.width && expected.height === actual.height;
  // Most screens are as accepted, pixel for pixel: no need to look closer.
  if (sameSize && Buffer.from(expected.pixels.buffer).equals(Buffer.from(actual.pixels.buffer))) return undefined;
  const { changed, diff } = difference(expected, actual);
  if (sameSize && changed <= NOISE_PIXELS) return undefined;
  return { changed, diff, size: sameSize ? '' : `, ${actual.width} x ${actual.height} px where the baseline is ${expected.width} x ${expected.height}` };
}

/**
 * What a screen that differs from its baseline (`found`) says: the three images saved, and a line naming them.
 * Accepting (`npm run accept-screens`), the screen becomes the baseline instead.
 */
function report(engine: Engine, name: string, screenshot: Buffer, found: Exclude<ReturnType<typeof differences>, undefined>): string {
  const baseline = `${BASELINES}/${engine}/${name}.png`;
  const results = `${RESULTS}/${engine}/${name}`;
  if (ACCEPTING) return save(baseline, writeIndexed(readIndexed(screenshot))), '';
  if (found === null) {
    save(`${results}-actual.png`, screenshot);
    return `${name}: no baseline in ${baseline} (\`npm run accept-screens\` takes this one: ${results}-actual.png)`;
  }
  const { changed, diff, size } = found;
  save(`${results}-expected.png`, readFileSync(baseline));
  save(`${results}-actual.png`, screenshot);
  save(`${results}-diff.png`, PNG.sync.write(diff));
  return `${name}: ${changed} pixels changed${size} (${results}-{expected,actual,diff}.png)`;
}
