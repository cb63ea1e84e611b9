/**
 * The technology strip on the home page, for visitors who cannot or do not
 * want to follow moving content (WCAG 2.2.2 Pause, Stop, Hide), and for
 * screen readers: a pause control that stays paused, every logo reachable
 * when the strip stands still, and each item named by its technology.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, PHONE, openPage, useBrowser, type VisitorPage } from './browser';
import { closePage, visit } from './site';

useBrowser();

/** The spec: 'A scrolling strip of about 25 technology logos, duplicated so it loops.' */
const LOGOS = 25;
const PAUSE = 'Pause animation';
const WIDTHS = [320, 360, 768, 1440];

const strip = (page: VisitorPage) => page.locator('cairn-tech-strip');
const pauseControl = (page: VisitorPage) => strip(page).getByRole('checkbox', { name: PAUSE });

/** Whether anything in the strip is moving: a running animation, or logos that change place. */
async function moving(page: VisitorPage): Promise<boolean> {
  const where = () => strip(page).locator('li').first().evaluate((li) => li.getBoundingClientRect().x);
  const running = await strip(page).evaluate((host) =>
    host.shadowRoot!.getAnimations().some((a) => a.playState === 'running'),
  );
  const before = await where();
  await page.waitForTimeout(400);
  return running || (await where()) !== before;
}

/** Of the first (announced) list's logos, how many lie wholly inside the strip and the window. */
async function whollyVisibleLogos(page: VisitorPage): Promise<number> {
  return strip(page).evaluate((host) => {
    const region = host.shadowRoot!.querySelector('[role="region"]')!.getBoundingClientRect();
    const items = [...host.shadowRoot!.querySelector('ul')!.children];
    return items.filter((li) => {
      const box = li.getBoundingClientRect();
      const inside = box.width > 0 && box.left >= Math.max(region.left, 0) - 0.5 && box.right <= Math.min(region.right, innerWidth) + 0.5;
      return inside && (li as HTMLElement).checkVisibility({ opacityProperty: true, visibilityProperty: true });
    }).length;
  });
}

const visibleDuplicates = (page: VisitorPage) =>
  strip(page).evaluate((host) => [...host.shadowRoot!.querySelectorAll('ul[aria-hidden="true"] li')].filter((li) => (li as HTMLElement).checkVisibility()).length);

const scrollsSideways = (page: VisitorPage) => page.evaluate(() => document.documentElement.scrollWidth > innerWidth);

describe('the pause control of the technology strip', () => {
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(PHONE);
    await visit(page, '/');
    await strip(page).scrollIntoViewIfNeeded();
  });
  afterAll(() => closePage(page));

  it('is visible, named, comes before the strip and is in the Tab order', async () => {
    const control = pauseControl(page);
    expect(await control.isVisible()).toBe(true);
    expect(await control.isChecked()).toBe(false);
    expect(await control.evaluate((el) => (el as HTMLElement).tabIndex)).toBe(0);
    const before = await strip(page).evaluate((host) => {
      const region = host.shadowRoot!.querySelector('[role="region"]')!;
      const input = host.shadowRoot!.querySelector('input[type="checkbox"]')!;
      return Boolean(input.compareDocumentPosition(region) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(before).toBe(true);
    // Big enough to hit (WCAG 2.5.8: at least 24 by 24 px, with its label).
    const box = (await strip(page).locator('label').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(await moving(page)).toBe(true);
  });

  it('stops the strip from the keyboard, and then shows every logo without scrolling sideways', async () => {
    await pauseControl(page).focus();
    await page.keyboard.press('Space');
    expect(await pauseControl(page).isChecked()).toBe(true);
    expect(await moving(page)).toBe(false);
    expect(await whollyVisibleLogos(page)).toBe(LOGOS);
    expect(await visibleDuplicates(page)).toBe(0);
    expect(await scrollsSideways(page)).toBe(false);
  });

  it('stays paused when the pointer comes and goes and the focus moves on', async () => {
    const box = (await strip(page).locator('[role="region"]').boundingBox())!;
    await page.mouse.move(box.x + 20, box.y + 20);
    await page.mouse.move(0, 0);
    await page.keyboard.press('Tab');
    expect(await moving(page)).toBe(false);
  });

  it('stays paused after a reload', async () => {
    await page.reload({ waitUntil: 'networkidle' });
    await strip(page).scrollIntoViewIfNeeded();
    await expect.poll(() => pauseControl(page).isChecked()).toBe(true);
    expect(await moving(page)).toBe(false);
  });

  it('starts the strip again when pressed again', async () => {
    await pauseControl(page).focus();
    await page.keyboard.press('Space');
    expect(await pauseControl(page).isChecked()).toBe(false);
    await page.mouse.move(0, 0);
    expect(await moving(page)).toBe(true);
    expect(page.errors).toEqual([]);
  });
});

describe('the pause control when the browser blocks storage', () => {
  it('still pauses and plays the strip, with no error', async () => {
    const page = await openPage(DESKTOP);
    try {
      // As with cookies blocked: touching localStorage throws.
      await page.addInitScript(() =>
        Object.defineProperty(window, 'localStorage', {
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        }),
      );
      await visit(page, '/');
      await strip(page).scrollIntoViewIfNeeded();
      await page.mouse.move(0, 0);
      await pauseControl(page).focus();
      await page.keyboard.press('Space');
      expect(await moving(page)).toBe(false);
      await page.keyboard.press('Space');
      expect(await moving(page)).toBe(true);
      expect(page.errors).toEqual([]);
    } finally {
      await closePage(page);
    }
  });
});

describe('the technology strip for visitors who prefer reduced motion', () => {
  for (const width of WIDTHS) it(`at ${width} px, stands still and shows all ${LOGOS} logos once, without scrolling sideways`, async () => {
    const page = await openPage({ width, height: 800 }, { reducedMotion: 'reduce' });
    try {
      await visit(page, '/');
      await strip(page).scrollIntoViewIfNeeded();
      expect(await moving(page)).toBe(false);
      expect(await strip(page).locator('ul').first().locator('li').count()).toBe(LOGOS);
      expect(await whollyVisibleLogos(page)).toBe(LOGOS);
      expect(await visibleDuplicates(page)).toBe(0);
      expect(await scrollsSideways(page)).toBe(false);
    } finally {
      await closePage(page);
    }
  });
});

describe('the technology strip for screen readers', () => {
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(DESKTOP);
    await visit(page, '/');
  });
  afterAll(() => closePage(page));

  /** Each list item of the accessibility tree: its name, and the text it holds. */
  async function announced(region: Locator) {
    const snapshot = await region.ariaSnapshot();
    return [...snapshot.matchAll(/^\s*- listitem(?: "([^"]*)")?:? ?(.*)$/gm)].map(([, name, text]) => ({ name: name ?? text!.trim(), text: text!.trim() }));
  }

  it(`announces one list of ${LOGOS} items, each by its technology's name`, async () => {
    const items = await announced(page.getByRole('region', { name: 'Technologies we work with' }));
    expect(items).toHaveLength(LOGOS);
    for (const item of items) expect(item.name, `announced as "${item.name}", shows "${item.text}"`).toBe(item.text);
    expect(items.map((i) => i.text)).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Docker', 'Kubernetes']));
  });
});
