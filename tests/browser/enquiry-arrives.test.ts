/**
 * Every enquiry arrives: of the twelve ways the form once lost, leaked or
 * duplicated an enquiry, those tried here in Chromium alone, against the built
 * site: each needs what only Chromium's protocol or Playwright gives (a slowed
 * CPU, the mailto: navigation). The others run in Chromium,
 * Firefox and WebKit, numbered as here: tests/engines/enquiry-arrives.test.ts,
 * enquiry-timing.test.ts, enquiry-waits.test.ts and enquiry-partner-pages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE, closePage, holdRequests, openPage, siteUrl, useBrowser, type VisitorPage } from './browser';
import { field, fill, sentFrom, status, submit, values, visitor, waitForLiveForm } from './enquiry-helpers';

useBrowser();

/** The site's scripts, held until released: a slow phone on a slow network. */
const holdScripts = (page: VisitorPage) => holdRequests(page, /\/assets\/.*\.js$/);

describe('2. typing before the script runs is never lost', () => {
  it("keeps every keystroke when its script arrives 4 s late on a 6x slower CPU (CPU throttled by Chromium's protocol: Chromium only)", { timeout: 90_000 }, async () => {
    const page = await openPage(PHONE);
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    const release = await holdScripts(page);
    await page.goto(`${siteUrl()}/contact`, { waitUntil: 'commit' });
    const email = 'early-6@example.com';
    await field(page, 'Full Name').pressSequentially(visitor.name, { delay: 20 });
    await field(page, 'Email Address').pressSequentially(email, { delay: 20 });
    await field(page, 'Phone Number').pressSequentially(visitor.phone, { delay: 20 });
    // The script arrives while the visitor is in the middle of the description.
    setTimeout(release, 4000);
    await field(page, 'Project Description').pressSequentially(visitor.description, { delay: 90 });
    await waitForLiveForm(page);
    await field(page, 'Project Description').press('End');
    await page.keyboard.type(' Thanks!', { delay: 30 });
    expect(await values(page)).toEqual([visitor.name, email, '', visitor.phone, `${visitor.description} Thanks!`]);
    await submit(page);
    await expect.poll(() => sentFrom(email).length, { timeout: 20_000 }).toBe(1);
    const params = sentFrom(email)[0]!.body.template_params;
    expect([params.from_name, params.from_phone, params.message]).toEqual([visitor.name, visitor.phone, `${visitor.description} Thanks!`]);
    await closePage(page);
  });
});

describe('3. without JavaScript, or without the form script, nothing goes into a URL', () => {
  for (const [situation, options] of [
    ['JavaScript is off', { javaScriptEnabled: false }],
    ['the form script fails to load', {}],
  ] as const) {
    it(`posts to the e-mail program, never by GET, when ${situation} (the mailto: navigation seen through Playwright's requests: Chromium only)`, async () => {
      const page = await openPage(DESKTOP, options);
      if (!('javaScriptEnabled' in options)) await page.route(/\/assets\/enquiry-form-.*\.js$/, (route) => route.abort());
      const urls: string[] = [];
      page.on('request', (r) => urls.push(r.url()));
      await page.goto(`${siteUrl()}/contact`);
      const form = page.locator('cairn-enquiry-form form');
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.getAttribute('enctype')).toBe('text/plain');
      expect(await form.getAttribute('action')).toBe('mailto:hello@cairnsoftware.co.uk?subject=Project%20enquiry');
      await fill(page, { ...visitor, email: 'no-script@example.com' });
      await submit(page);
      await page.waitForTimeout(800);
      expect(page.url()).toBe(`${siteUrl()}/contact`);
      expect(urls.filter((u) => u.startsWith('http') && (u.includes('no-script') || u.includes('Morag')))).toEqual([]);
      // The visitor's mail program is handed what they typed, addressed to us.
      const [mail] = urls.filter((u) => u.startsWith('mailto:'));
      expect(decodeURIComponent(mail ?? '')).toContain('email=no-script@example.com');
      // What the visitor typed is still there, and the policy allowed the mailto: form.
      expect(await field(page, 'Email Address').inputValue()).toBe('no-script@example.com');
      expect(page.messages.filter((m) => /form-action|Refused/.test(m))).toEqual([]);
      if ('javaScriptEnabled' in options) {
        // (Playwright's text search skips <noscript>, so the note is found by its place.)
        const note = page.locator('cairn-enquiry-form noscript p');
        expect(await note.isVisible()).toBe(true);
        expect(await note.innerText()).toContain('Without JavaScript, Send opens your e-mail program');
      }
      await closePage(page);
    });
  }
});
