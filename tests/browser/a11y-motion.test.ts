/**
 * The technology strip on the home page: its pause control when the browser
 * blocks storage, and each item named by its technology for screen readers.
 * The pause control and reduced motion in all three engines:
 * tests/engines/a11y-motion.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, openPage, useBrowser, type VisitorPage } from './browser';
import { closePage, visit } from './site';

useBrowser();

/** The spec: 'A scrolling strip of about 25 technology logos, duplicated so it loops.' */
const LOGOS = 25;
const PAUSE = 'Pause animation';

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

describe('the pause control when the browser blocks storage', () => {
  it("still pauses and plays the strip, with no error (storage made to throw by an init script, which WebDriver classic lacks: Chromium only)", async () => {
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

  it(`announces one list of ${LOGOS} items, each by its technology's name (Playwright's accessibility snapshot: Chromium only)`, async () => {
    const items = await announced(page.getByRole('region', { name: 'Technologies we work with' }));
    expect(items).toHaveLength(LOGOS);
    for (const item of items) expect(item.name, `announced as "${item.name}", shows "${item.text}"`).toBe(item.text);
    expect(items.map((i) => i.text)).toEqual(expect.arrayContaining(['React', 'TypeScript', 'Docker', 'Kubernetes']));
  });
});
