/**
 * The layout every page shares: the fixed header and its navigation (with
 * the small-screen menu), the footer, and links that leave the site. (The
 * skip link: a11y-navigation.test.ts.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blurb } from '../../widgets/content/company';
import { services } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { ui } from '../../widgets/content/ui';
import { servicePath } from '../../widgets/shared/links';
import { DESKTOP, PHONE, openPage, siteUrl, useBrowser, type VisitorPage } from './browser';
import { contrastWithBackdrop } from './contrast';
import { axeViolations, closePage, openAxePage, texts, unmarkedTabStops, visit } from './site';

useBrowser();

const navLabels = ui.nav.links.map((l) => l.label);

describe('the header', () => {
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(DESKTOP);
  });
  afterAll(() => closePage(page));

  it('stays fixed at the top of the window while the page scrolls', async () => {
    await visit(page, '/services');
    const header = page.locator('body > header');
    expect(await header.evaluate((h) => getComputedStyle(h).position)).toBe('fixed');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    const box = await header.boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: DESKTOP.width });
    expect(await header.isVisible()).toBe(true);
  });

  it('has a logo that links to the home page', async () => {
    await visit(page, '/about');
    const logo = page.locator('header').getByRole('link', { name: ui.nav.homeLink, exact: true });
    expect(await logo.getAttribute('href')).toBe('/');
    expect(await logo.locator('img').count()).toBe(1);
    expect(await logo.innerText()).toContain(site.name);
  });

  it('links to Home, Services, About Us and Contact Us', async () => {
    await visit(page, '/');
    const links = page.locator('#site-nav a');
    expect(await texts(links)).toEqual(['Home', 'Services', 'About Us', 'Contact Us']);
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(['/', '/services', '/about', '/contact']);
    expect(await page.getByRole('navigation', { name: ui.nav.label }).count()).toBe(1);
  });

  // Home only on exactly '/'; the others on their path and anything below it.
  const activeLink: { path: string; label: string | null; marks: string }[] = [
    { path: '/', label: 'Home', marks: 'marks Home, and only Home,' },
    { path: '/services', label: 'Services', marks: 'marks Services, and only Services,' },
    { path: '/services/ai-ml', label: 'Services', marks: 'marks Services, and only Services,' },
    { path: '/services/nope', label: 'Services', marks: 'marks Services, and only Services,' },
    { path: '/about', label: 'About Us', marks: 'marks About Us, and only About Us,' },
    { path: '/contact', label: 'Contact Us', marks: 'marks Contact Us, and only Contact Us,' },
    { path: '/contact/extra', label: 'Contact Us', marks: 'marks Contact Us, and only Contact Us,' },
    { path: '/about-us-nope', label: null, marks: 'marks no link' },
    { path: '/no-such-page', label: null, marks: 'marks no link' },
  ];
  for (const { path, label, marks } of activeLink) it(`on ${path}, ${marks} as the current page`, async () => {
    await visit(page, path, 'load');
    // On a 404 the host script marks the link from the real URL: it loads once the page has painted, which may be after 'load'.
    const current = () => page.locator('#site-nav a').evaluateAll((as) => as.map((a) => a.getAttribute('aria-current')));
    await expect.poll(current).toEqual(navLabels.map((l) => (l === label ? 'page' : null)));
  });

  it('draws the current link with at least 4.5:1 contrast over the dark hero', async () => {
    await visit(page, '/about');
    await page.evaluate(() => window.scrollTo(0, 0));
    const ratio = await page.locator('#site-nav a[aria-current="page"]').evaluate(contrastWithBackdrop);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});

describe('keyboard focus', () => {
  for (const path of ['/', '/services/ai-ml', '/contact']) {
    it(`on ${path}, everything Tab reaches shows where the focus is`, async () => {
      const page = await openPage(DESKTOP);
      try {
        await visit(page, path);
        expect(await unmarkedTabStops(page)).toEqual([]);
      } finally {
        await closePage(page);
      }
    });
  }
});

describe('the footer', () => {
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(DESKTOP);
    await visit(page, '/about');
  });
  afterAll(() => closePage(page));

  it('tells who the company is', async () => {
    expect(await page.locator('footer').innerText()).toContain(blurb);
  });

  it('links to every service page', async () => {
    const links = page.locator('footer').getByRole('navigation', { name: ui.footer.servicesHeading }).getByRole('link');
    expect(await texts(links)).toEqual(services.map((s) => s.name));
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(services.map((s) => servicePath(s.slug)));
  });

  it('has a Get in Touch block with a Contact Us button to /contact', async () => {
    const footer = page.locator('footer');
    expect(await footer.getByRole('heading', { name: 'Get in Touch' }).count()).toBe(1);
    const contact = footer.getByRole('link', { name: 'Contact Us' });
    expect(await contact.count()).toBe(1);
    expect(await contact.getAttribute('href')).toBe('/contact');
  });

  it('ends with the 2024 copyright line, beside the link to the privacy notice', async () => {
    const line = (await page.locator('footer > :last-child p').innerText()).trim();
    expect(line).toBe(ui.footer.copyright);
    expect(line).toBe('© 2024 Cairn Software. All rights reserved.');
  });
});

describe('links to the scheduling page', () => {
  const expected: { path: string; names: string[]; which: string }[] = [
    { path: '/services', names: ['Schedule a Call', 'Schedule a Call'], which: "both 'Schedule a Call' buttons open" },
    { path: '/services/ai-ml', names: ['Schedule a Consultation', 'Schedule a Consultation'], which: "both 'Schedule a Consultation' buttons open" },
    { path: '/about', names: ['Schedule a Consultation'], which: "'Schedule a Consultation' opens" },
    { path: '/contact', names: ['Book Instantly'], which: "'Book Instantly' opens" },
  ];
  let page: VisitorPage;
  beforeAll(async () => {
    page = await openPage(DESKTOP);
  });
  afterAll(() => closePage(page));

  for (const { path, names, which } of expected) it(`on ${path}, ${which} the scheduling page in a new tab without handing over the window`, async () => {
    await visit(page, path, 'load');
    const links = page.locator(`a[href="${site.schedulingUrl}"]`);
    const found = await links.evaluateAll((as) => as.map((a) => ({ text: a.firstChild?.textContent?.trim(), target: a.getAttribute('target'), rel: a.getAttribute('rel') })));
    expect(found.map((l) => l.text)).toEqual(names);
    for (const link of found) {
      expect(link.target).toBe('_blank');
      expect(link.rel?.split(/\s+/)).toContain('noopener');
    }
    // Screen readers are told too.
    for (const name of new Set(names)) expect(await page.getByRole('link', { name: `${name} ${ui.newTabHint}` }).count()).toBe(names.length);
  });

  it.each(['/', '/services', '/services/web-development', '/about', '/contact'])('on %s, every link that leaves the site opens safely in a new tab', async (path) => {
    await visit(page, path, 'load');
    const outward = await page.locator('a[href^="http"]').evaluateAll((as, origin) =>
      as.filter((a) => new URL((a as HTMLAnchorElement).href).origin !== origin).map((a) => ({ href: a.getAttribute('href'), target: a.getAttribute('target'), rel: a.getAttribute('rel') })),
    siteUrl());
    for (const link of outward) {
      expect(link, link.href ?? '').toMatchObject({ target: '_blank', rel: expect.stringMatching(/\bnoopener\b/) });
    }
  });
});

describe('the small-screen menu (360 px)', () => {
  let page: VisitorPage;
  const button = () => page.locator('#menu-button');
  const links = () => page.locator('#site-nav a');
  const visibleLinks = async () => (await Promise.all((await links().all()).map((l) => l.isVisible()))).filter(Boolean).length;
  const isOpen = () => page.locator('#menu').evaluate((menu) => (menu as HTMLDetailsElement).open);
  /** The toggle as the accessibility tree gives it to screen readers: role, name and expanded state. */
  const announced = async () => {
    const cdp = await page.context().newCDPSession(page);
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: { role?: { value: string }; name?: { value: string }; properties?: { name: string; value: { value: unknown } }[] }[] };
    await cdp.detach();
    const toggle = nodes.find((n) => n.name?.value === ui.nav.openMenu || n.name?.value === ui.nav.closeMenu);
    return { role: toggle?.role?.value, name: toggle?.name?.value, expanded: toggle?.properties?.find((p) => p.name === 'expanded')?.value.value };
  };

  beforeAll(async () => {
    page = await openPage(PHONE);
    await visit(page, '/about');
  });
  afterAll(() => closePage(page));

  it('starts closed: the links are hidden behind a collapsed toggle button', async () => {
    expect(await button().isVisible()).toBe(true);
    expect(await isOpen()).toBe(false);
    expect(await button().getAttribute('aria-controls')).toBe('site-nav');
    // Chromium gives a <summary> to screen readers as a button ("disclosure triangle") with its state.
    expect(await announced()).toEqual({ role: 'DisclosureTriangle', name: ui.nav.openMenu, expanded: false });
    expect(await visibleLinks()).toBe(0);
  });

  it('opens on a click, showing all four links', async () => {
    await button().click();
    expect(await isOpen()).toBe(true);
    await expect.poll(announced).toEqual({ role: 'DisclosureTriangle', name: ui.nav.closeMenu, expanded: true });
    expect(await visibleLinks()).toBe(4);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  });

  it('closes on Escape and gives focus back to the button', async () => {
    await page.keyboard.press('Escape');
    expect(await isOpen()).toBe(false);
    expect(await visibleLinks()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('menu-button');
  });

  it('works from the keyboard: Enter opens it on the first link, Tab walks the links, and leaving closes it', async () => {
    await button().focus();
    await page.keyboard.press('Enter');
    expect(await isOpen()).toBe(true);
    const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim());
    await expect.poll(focused).toBe('Home');
    for (const label of ['Services', 'About Us', 'Contact Us']) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(label);
    }
    expect(await isOpen()).toBe(true);
    await page.keyboard.press('Tab');
    expect(await isOpen()).toBe(false);
    expect(await visibleLinks()).toBe(0);
  });

  it('closes when a link is chosen', async () => {
    await button().click();
    expect(await isOpen()).toBe(true);
    // Look at the menu the moment the link is chosen: stop the navigation that would follow.
    await page.evaluate(() => window.addEventListener('click', (event) => event.preventDefault(), { once: true }));
    await page.locator('#site-nav').getByRole('link', { name: 'Contact Us' }).click();
    expect(await isOpen()).toBe(false);
    expect(await visibleLinks()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/about');
  });

  it('has no accessibility violations while open (axe-core)', async () => {
    const axePage = await openAxePage(PHONE);
    try {
      await visit(axePage, '/about');
      await axePage.locator('#menu-button').click();
      expect(await axePage.locator('#menu').evaluate((menu) => (menu as HTMLDetailsElement).open)).toBe(true);
      expect(await axeViolations(axePage)).toEqual([]);
    } finally {
      await closePage(axePage);
    }
  });

  it('logs no console errors', () => {
    expect(page.errors).toEqual([]);
  });
});

describe('the navigation on a desktop (1440 px)', () => {
  it('shows the four links and no menu button', async () => {
    const page = await openPage(DESKTOP);
    try {
      await visit(page, '/about');
      expect(await page.locator('#menu-button').isVisible()).toBe(false);
      for (const link of await page.locator('#site-nav a').all()) expect(await link.isVisible()).toBe(true);
      expect(await page.locator('#site-nav a').count()).toBe(4);
    } finally {
      await closePage(page);
    }
  });
});
