/**
 * The small-screen menu's toggle as Chromium's accessibility tree gives it to
 * screen readers, read over DevTools (Accessibility.getFullAXTree), which
 * Firefox's and WebKit's protocols here do not offer. The rest of the shared
 * layout runs in all three engines: tests/engines/site-layout.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closePage, holdRequests, openPage, useBrowser, type VisitorPage } from './browser';
import { SPEC_SLUGS, visit } from './site';

useBrowser();

describe("the small-screen menu's toggle in Chromium's accessibility tree (DevTools only)", () => {
  let page: VisitorPage;
  /** The toggle as the accessibility tree gives it to screen readers: role, name and expanded state. */
  const announced = async () => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
    await cdp.detach();
    const toggle = nodes.find((n) => n.name?.value === 'Open menu' || n.name?.value === 'Close menu');
    return { role: toggle?.role?.value, name: toggle?.name?.value, expanded: toggle?.properties?.find((p) => p.name === 'expanded')?.value.value };
  };

  beforeAll(async () => {
    page = await openPage(PHONE);
    await visit(page, '/about');
  });
  afterAll(() => closePage(page));

  it('is announced as a collapsed button named Open menu, then expanded and named Close menu once clicked', async () => {
    // Chromium gives a <summary> to screen readers as a button ("disclosure triangle") with its state.
    expect(await announced()).toEqual({ role: 'DisclosureTriangle', name: 'Open menu', expanded: false });
    await page.locator('#menu-button').click();
    await expect.poll(announced).toEqual({ role: 'DisclosureTriangle', name: 'Close menu', expanded: true });
    expect(page.errors).toEqual([]);
  });
});

describe('the small-screen menu opened before the page script arrives (requests held on cue: DevTools only)', () => {
  it('is named Close menu once the script comes, and still closes with Escape', async () => {
    const page = await openPage(PHONE);
    try {
      const release = await holdRequests(page, /\/assets\/host-.*\.js$/);
      const hostScript = page.waitForResponse(/\/assets\/host-.*\.js$/);
      await visit(page, '/about', 'load');
      await page.locator('#menu-button').click();
      expect(await page.locator('#menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(true);
      release();
      await hostScript;
      await expect.poll(() => page.locator('#menu-button').getAttribute('aria-label')).toBe('Close menu');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.locator('#menu-button').getAttribute('aria-label')).toBe('Open menu');
      expect(await page.locator('#menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(false);
      expect(page.errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe('the parts of a page below its first screen (checked in Chromium, whose checkVisibility tells a part not rendered yet)', () => {
  it('are not rendered before the visitor comes near them, then are, and their text is in the accessibility tree all along', async () => {
    const page = await openPage(PHONE);
    try {
      await visit(page, '/services/web-development');
      const rendered = () =>
        page.evaluate(() => ({
          heading: document.querySelector('h1')!.checkVisibility({ contentVisibilityAuto: true }),
          faq: document.querySelector('#faq h2')!.checkVisibility({ contentVisibilityAuto: true }),
          footer: document.querySelector('body > footer p')!.checkVisibility({ contentVisibilityAuto: true }),
        }));
      // The footer too, dark, in a placeholder as tall as it (host/styles.ts, `laterFooter`: a contrast checker reads it right).
      expect(await rendered()).toEqual({ heading: true, faq: false, footer: false });
      const faqHeading = await page.evaluate(() => document.querySelector('#faq h2')!.textContent!.trim());
      expect(await page.getByRole('heading', { name: faqHeading, level: 2 }).count()).toBe(1);
      await page.evaluate(() => document.querySelector('#faq')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await expect.poll(async () => (await rendered()).faq).toBe(true);
      await page.evaluate(() => document.querySelector('body > footer')!.scrollIntoView({ block: 'start', behavior: 'instant' }));
      await expect.poll(async () => (await rendered()).footer).toBe(true);
      expect(page.errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it('on /services, are the services from the third on, each laid out as the visitor comes near it, its heading in the page all along', async () => {
    const page = await openPage(PHONE);
    try {
      await visit(page, '/services');
      const headings = page.locator('#all-services li h3');
      const rendered = () => headings.evaluateAll((all) => all.map((heading) => heading.checkVisibility({ contentVisibilityAuto: true })));
      expect(await headings.count()).toBe(SPEC_SLUGS.length);
      expect(await rendered()).toEqual(SPEC_SLUGS.map((_, index) => index < 2));
      const last = (await headings.last().textContent())!.trim();
      expect(await page.getByRole('heading', { name: last, level: 3 }).count()).toBe(1);
      await headings.last().evaluate((heading) => heading.scrollIntoView({ block: 'center', behavior: 'instant' }));
      await expect.poll(async () => (await rendered()).at(-1)).toBe(true);
      expect(page.errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });

  it("are none of them laid out in a page's first frame at a phone's size (Lighthouse's, 412 × 823 px): each starts beyond the screen and a half Chromium lays out at once, so that frame lays the page out once", async () => {
    // Chromium lays out in the first frame every part that near the window, after a first layout without it (a second
    // pass of the same frame); a section that near the top is laid out with the page instead (host/ui.tsx, `nearTop`).
    const page = await openPage({ width: 412, height: 823 });
    try {
      await page.addInitScript(() => {
        const seen: { shown: string[]; notYet: number } = ((window as unknown as { partsAtLoad: unknown }).partsAtLoad = { shown: [], notYet: 0 });
        document.addEventListener(
          'contentvisibilityautostatechange',
          (event) => {
            if ((event as Event & { skipped: boolean }).skipped) seen.notYet++;
            else seen.shown.push((event.target as Element).id);
          },
          true,
        );
      });
      const atLoad: Record<string, unknown> = {};
      for (const path of ['/', '/services', '/services/web-development', '/about', '/contact']) {
        await visit(page, path);
        const seen = await page.evaluate(() => (window as unknown as { partsAtLoad: { shown: string[]; notYet: number } }).partsAtLoad);
        atLoad[path] = { shown: seen.shown, someNotYet: seen.notYet > 0 };
      }
      const none = { shown: [], someNotYet: true };
      expect(atLoad).toEqual({ '/': none, '/services': none, '/services/web-development': none, '/about': none, '/contact': none });
      expect(page.errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe("the hero's glow as Chromium paints it (its paint commands over DevTools, LayerTree, which the other engines do not offer)", () => {
  it('is two lights, each drawn over its own part of the hero only, not gradients over the whole of it: together under half the hero at 1440 px', async () => {
    // Without a GPU every pixel a gradient covers is worked out on the CPU, and no tile of the screen with a gradient in
    // it can be drawn as one colour: host/styles.ts, `heroGlow`. Two gradients over the whole hero are 200% of it. `/`
    // is left out: its pictures are drawn the same way (an image is a shader too). What the glow looks like, the
    // screens' baselines check in each engine.
    const page = await openPage(DESKTOP);
    const cdp = await page.context().newCDPSession(page);
    type Layer = { layerId: string; drawsContent: boolean; height: number };
    type Command = { method: string; params?: { rect?: { left: number; top: number; right: number; bottom: number }; paint?: { shader?: unknown } } };
    try {
      const covered: Record<string, number> = {};
      for (const path of ['/services', '/services/web-development', '/about', '/contact']) {
        await visit(page, path);
        let layers: Layer[] = [];
        const onLayers = (event: { layers?: Layer[] }) => void (event.layers && (layers = event.layers));
        cdp.on('LayerTree.layerTreeDidChange', onLayers);
        await cdp.send('LayerTree.enable');
        // Chromium sends the tree as it changes: a change that paints nothing has it sent.
        await page.evaluate(() => (document.body.style.outline = '0px solid transparent'));
        await expect.poll(() => layers.some((layer) => layer.drawsContent)).toBe(true);
        // The document's own layer (the fixed header has one of its own): the tallest.
        const [pageLayer] = layers.filter((layer) => layer.drawsContent).sort((a, b) => b.height - a.height);
        const { snapshotId } = await cdp.send('LayerTree.makeSnapshot', { layerId: pageLayer!.layerId });
        const { commandLog } = (await cdp.send('LayerTree.snapshotCommandLog', { snapshotId })) as unknown as { commandLog: Command[] };
        await cdp.send('LayerTree.releaseSnapshot', { snapshotId });
        cdp.off('LayerTree.layerTreeDidChange', onLayers);
        await cdp.send('LayerTree.disable');
        const hero = await page.locator('main > section').first().boundingBox();
        if (!hero) throw new Error(`no hero on ${path}`);
        let area = 0;
        for (const { method, params } of commandLog) {
          if (method !== 'drawRect' || !params?.paint?.shader || !params.rect) continue;
          const { left, top, right, bottom } = params.rect;
          area += Math.max(0, Math.min(right, hero.x + hero.width) - Math.max(left, hero.x)) * Math.max(0, Math.min(bottom, hero.y + hero.height) - Math.max(top, hero.y));
        }
        covered[path] = Math.round((100 * area) / (hero.width * hero.height));
      }
      for (const path of Object.keys(covered)) {
        expect(covered[path], `${path}, % of the hero: ${JSON.stringify(covered)}`).toBeGreaterThan(0); // the glow is there
        expect(covered[path], `${path}, % of the hero: ${JSON.stringify(covered)}`).toBeLessThan(50);
      }
      expect(page.errors).toEqual([]);
    } finally {
      await cdp.detach();
      await closePage(page);
    }
  });
});
