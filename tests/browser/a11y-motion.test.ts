/**
 * The technology strip on the home page: each item named by its technology for
 * screen readers, read from Playwright's accessibility snapshot. The pause
 * control (with storage refused too) and reduced motion, in all three engines:
 * tests/engines/a11y-motion.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, closePage, openPage, useBrowser, type VisitorPage } from './browser';
import { visit } from './site';

useBrowser();

/** The spec: 'A scrolling strip of about 25 technology logos, duplicated so it loops.' */
const LOGOS = 25;
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
