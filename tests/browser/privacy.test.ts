/**
 * Privacy and trust: the privacy notice's own words (the same whatever the engine) and what
 * partners are told. The notice's promises are written here as literals: a test that read them from
 * widgets/content could not catch a wrong one. What each engine shows and keeps (the footer link,
 * the line beside Send and the notice it opens in a new tab, drafts, storage after a send, cookies):
 * tests/engines/privacy.test.ts; the sentence the configurator gives partners:
 * tests/engines/partner-kit.test.ts.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, closePage, openPage, siteUrl, useBrowser, type VisitorPage } from './browser';
import { texts, visit } from './site';

useBrowser();

describe('the privacy notice at /privacy', () => {
  let page: VisitorPage;
  let text: string;
  beforeAll(async () => {
    page = await openPage(DESKTOP);
    const response = await visit(page, '/privacy');
    expect(response.status()).toBe(200);
    text = (await page.locator('main').innerText()).replace(/\s+/g, ' ');
  });
  afterAll(() => closePage(page));

  it('is a page of its own, for search engines too: title, description, canonical, structured data and the sitemap', async () => {
    expect(await texts(page.getByRole('heading', { level: 1 }))).toEqual(['Privacy notice']);
    expect(await page.title()).toBe('Privacy Notice | Cairn Software');
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toMatch(/enquiry form/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe('https://cairnsoftware.co.uk/privacy');
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('index, follow');
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(blocks.map((b) => JSON.parse(b) as { '@type': string; url?: string }).find((b) => b['@type'] === 'WebPage')?.url).toBe('https://cairnsoftware.co.uk/privacy');
    const sitemap = await (await fetch(`${siteUrl()}/sitemap.xml`)).text();
    expect(sitemap).toContain('<loc>https://cairnsoftware.co.uk/privacy</loc>');
  });

  it('names the controller, with an office in Scotland and an address to write to', () => {
    expect(text).toContain('Cairn Software is the controller');
    expect(text).toContain('18 Rose Street, Edinburgh EH2 2PR, Scotland');
    expect(text).toContain('privacy@cairnsoftware.co.uk');
  });

  it("lists what the form collects, on partners' sites too, and says nothing else is: no cookies, no tracking", () => {
    for (const item of ['name', 'e-mail address', 'project description', 'country', 'phone number', 'the address of the page', "partner's id", 'context', 'utm_source', 'gclid']) {
      expect(text, item).toContain(item);
    }
    expect(text).toContain('Nothing else. This website and our form set no cookies and use no analytics or tracking of any kind.');
  });

  it('says why, on one lawful basis, who receives it, and how transfers outside the UK are protected', () => {
    expect(text).toContain('We use your details only to reply to your enquiry');
    expect(text).toContain('legitimate interest');
    expect(text).toContain('Article 6(1)(f)');
    expect(text).toContain('EmailJS (emailjs.com), which carries your enquiry from your browser to our inbox');
    expect(text).toContain('our e-mail provider');
    expect(text).toContain('outside the UK');
    expect(text).toContain('International Data Transfer Addendum');
  });

  it('says how long enquiries are kept, and what the browser keeps, for how long and how to clear it', () => {
    expect(text).toContain('We keep an enquiry for 2 years after our last contact about it');
    expect(text).toContain('a draft of an enquiry you have not sent yet');
    expect(text).toContain('It is deleted when your enquiry is sent, or when the form next opens 7 days or more after you last typed in it');
    expect(text).toContain('the time you last sent an enquiry, and nothing else');
    expect(text).toContain("clear this website's data");
  });

  it("lists the visitor's rights and the right to complain to the Information Commissioner's Office", async () => {
    for (const right of ['(access)', '(rectification)', '(erasure)', '(restriction)', '(objection)', '(portability)']) expect(text, right).toContain(right);
    expect(text).toContain("complain to the Information Commissioner's Office (ico.org.uk");
    expect(await hrefOf(page, 'ico.org.uk')).toBe('https://ico.org.uk/make-a-complaint/');
    expect(await hrefOf(page, 'privacy@cairnsoftware.co.uk')).toBe('mailto:privacy@cairnsoftware.co.uk');
  });

  it('leads to each of its parts from its contents, and says when it last changed', async () => {
    const links = page.getByRole('navigation', { name: 'On this page' }).getByRole('link');
    expect(await links.count()).toBe(8);
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
      expect(await page.locator(`main ${href} h2`).count(), href).toBe(1);
    }
    expect(await page.locator('main time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\d$/);
  });
});

/** The href of the link in the page's main content named `name`. */
const hrefOf = (page: VisitorPage, name: string) => page.locator('main').getByRole('link', { name, exact: true }).first().getAttribute('href');

describe('what partners are told', () => {
  const sentence =
    'The enquiry form on this page is provided by Cairn Software. What you send through it goes to Cairn Software, which uses it only to reply to your enquiry, as its privacy notice explains: https://cairnsoftware.co.uk/privacy. The form sets no cookies; it keeps a draft of an unsent enquiry in your browser for up to 7 days.';

  it('the partner guide says what the form collects and keeps on their origin, and gives a sentence for their own notice', () => {
    const guide = readFileSync(new URL('../../docs/embed.md', import.meta.url), 'utf8');
    const section = guide.slice(guide.indexOf('## Privacy'), guide.indexOf('## Lead attribution'));
    expect(section).toContain('https://cairnsoftware.co.uk/privacy');
    for (const key of ['`cairn-enquiry-draft:<path>#<form>`', '`cairn-enquiry-rate`', '`cairn-enquiry-sent`']) expect(section, key).toContain(key);
    expect(section).toContain('No cookies.');
    expect(section).toContain(`> ${sentence}\n`);
  });
});
