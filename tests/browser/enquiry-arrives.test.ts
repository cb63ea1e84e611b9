/**
 * Every enquiry arrives: the twelve ways the form once lost, leaked or
 * duplicated an enquiry, each tried as the unlucky visitor or careless
 * partner page meets it, in real Chromium against the built site. Those
 * numbered 7 (storage refusing to let go of a draft), 9 (limits), 10
 * (right-to-left pages), 11 (where enquiries go) and 12 (sending announced)
 * run in three engines: tests/engines/enquiry-arrives.test.ts.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_ARGS, DESKTOP, PHONE, holdRequests, nextOutboxAnswer, openPage, partnerUrl, siteUrl, useBrowser, type VisitorPage } from './browser';
import { field, fill, nextEvent, openForm, sendButton, sentFrom, status, submit, toast, values, visitor, waitForLiveForm } from './enquiry-helpers';

useBrowser();

/** Holds every script of the site back until `release()`: a slow phone on a slow network. */
/** The site's scripts, held until released. */
const holdScripts = (page: VisitorPage) => holdRequests(page, /\/assets\/.*\.js$/);

/** What the form shows (its shadow root: the element's own innerText has none of it). */
const formText = (page: VisitorPage) => page.locator('cairn-enquiry-form .cairn-root').first().innerText();

/** The deepest focused element, through shadow roots. */
const focused = (page: VisitorPage) =>
  page.evaluate(() => {
    let el: Element | null = document.activeElement;
    while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
    return el ? `${el.localName}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''}` : 'none';
  });

describe('1. fast people are never dropped', () => {
  for (const [pattern, delayMs, viaEnter] of [
    ['autofill and a pasted description, Send after 0.7 s', 700, false],
    ['autofill and a pasted description, Send after 2.2 s', 2200, false],
    ['autofill, Tab, paste, Enter in about a second', 300, true],
  ] as const) {
    it(`sends ${pattern}, tells the partner, and marks it fast for the inbox`, async () => {
      const { page } = await openForm('/contact');
      const email = `fast-${delayMs}-${viaEnter}@example.com`;
      const sent = nextEvent(page, 'cairn-enquiry-sent');
      // Autofill sets several fields at once; a paste inserts the description in one go. Send comes `delayMs` after the
      // first field is filled, however long filling took on a loaded machine.
      const started = Date.now();
      await field(page, 'Full Name').fill(visitor.name);
      await field(page, 'Email Address').fill(email);
      await field(page, 'Phone Number').fill(visitor.phone);
      await field(page, 'Phone Number').press('Tab');
      await field(page, 'Project Description').focus();
      await page.keyboard.insertText(visitor.description);
      await page.waitForTimeout(Math.max(0, delayMs - (Date.now() - started)));
      if (viaEnter) await field(page, 'Email Address').press('Enter');
      else await submit(page);
      await expect(sent).resolves.toEqual({ partnerId: null, context: {}, params: {}, pageUrl: `${siteUrl()}/contact` });
      await expect.poll(() => status(page).innerText()).toContain('Message sent successfully!');
      const [record] = sentFrom(email);
      expect(record?.body.template_params.message).toBe(visitor.description);
      expect(record?.body.template_params.spam_signals).toContain('fast-fill');
      expect(Number(record?.body.template_params.fill_seconds)).toBeLessThan(3);
      await page.context().close();
    });
  }
});

describe('2. typing before the script runs is never lost', () => {
  for (const [situation, cpuSlowdown] of [
    ['its script arrives 4 s late', 1],
    ["its script arrives 4 s late on a 6x slower CPU (CPU throttled by Chromium's protocol: Chromium only)", 6],
  ] as const) {
    it(`keeps every keystroke when ${situation}`, { timeout: 90_000 }, async () => {
      const page = await openPage(PHONE);
      if (cpuSlowdown > 1) await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      const release = await holdScripts(page);
      await page.goto(`${siteUrl()}/contact`, { waitUntil: 'commit' }); // module scripts hold DOMContentLoaded back
      const email = `early-${cpuSlowdown}@example.com`;
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
      await page.context().close();
    });
  }

  it('keeps what was typed before the script ran as the draft, across a reload', async () => {
    const page = await openPage();
    const release = await holdScripts(page);
    await page.goto(`${siteUrl()}/contact`, { waitUntil: 'commit' }); // module scripts hold DOMContentLoaded back
    await field(page, 'Full Name').fill('Typed Before Script');
    release();
    await waitForLiveForm(page);
    await page.unroute(/\/assets\/.*\.js$/);
    await page.reload();
    await waitForLiveForm(page);
    await expect.poll(() => field(page, 'Full Name').inputValue()).toBe('Typed Before Script');
    await page.context().close();
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
      await page.context().close();
    });
  }
});

describe('4. blocked storage breaks nothing', () => {
  it("sends from the hosted site with Chromium's 'block all cookies' setting", async () => {
    // A real profile with every cookie and all site storage blocked.
    const profile = mkdtempSync(join(tmpdir(), 'cairn-blocked-'));
    mkdirSync(join(profile, 'Default'));
    writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }));
    const context = await chromium.launchPersistentContext(profile, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS, viewport: DESKTOP });
    try {
      const page = (await context.newPage()) as VisitorPage;
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      await page.goto(`${siteUrl()}/contact`);
      expect(await page.evaluate(() => { try { localStorage.length; return 'storage'; } catch { return 'blocked'; } })).toBe('blocked');
      await waitForLiveForm(page);
      await fill(page, { ...visitor, email: 'cookies-blocked@example.com' });
      await submit(page);
      await expect.poll(() => status(page).innerText()).toContain('Message sent successfully!');
      expect(sentFrom('cookies-blocked@example.com')).toHaveLength(1);
      // limitRate still holds without storage: a second enquiry straight away waits.
      await fill(page, { ...visitor, email: 'cookies-blocked-2@example.com' });
      await submit(page);
      await expect.poll(() => status(page).innerText()).toContain('Enquiry already sent');
      expect(sentFrom('cookies-blocked-2@example.com')).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('shows and sends every widget of cairn.js in a sandboxed frame without storage', async () => {
    const page = await openPage();
    await page.goto(`${partnerUrl()}/sandboxed.html`);
    const frame = page.frameLocator('#frame');
    await frame.locator('cairn-services-grid article').first().waitFor();
    await frame.locator('cairn-faq details').first().waitFor();
    await frame.locator('cairn-enquiry-form input[name="cairn_hp"]').waitFor({ state: 'attached' });
    await frame.locator('cairn-enquiry-form').getByLabel('Full Name').fill(visitor.name);
    await frame.locator('cairn-enquiry-form').getByLabel('Email Address').fill('sandboxed@example.com');
    await frame.locator('cairn-enquiry-form').getByLabel('Project Description').fill(visitor.description);
    await frame.locator('cairn-enquiry-form button[type="submit"]').click();
    await expect.poll(() => frame.locator('cairn-enquiry-form [role="status"]').innerText()).toContain('Message sent successfully!');
    expect(sentFrom('sandboxed@example.com')[0]?.body.template_params.partner_id).toBe('sandboxed');
    expect(page.errors).toEqual([]);
    await page.context().close();
  });
});

describe('5. embed URLs with a query string', () => {
  for (const path of ['/query.html', '/query-both.html']) {
    it(`sends and shows the result, running each file once (${path})`, async () => {
      const page = await openPage();
      const scripts: string[] = [];
      page.on('request', (r) => r.url().includes('/embed/') && scripts.push(new URL(r.url()).pathname + new URL(r.url()).search));
      await page.goto(`${partnerUrl()}${path}`);
      await waitForLiveForm(page);
      const email = `query-${path.slice(1, -5)}@example.com`;
      await fill(page, { ...visitor, email });
      await submit(page);
      await toast(page).waitFor();
      expect(await toast(page).innerText()).toContain('Message sent successfully!');
      await page.waitForTimeout(300);
      expect(await formText(page)).not.toContain('Unexpected Application Error!');
      expect(await page.locator('cairn-enquiry-form form').count()).toBe(1);
      expect(sentFrom(email)).toHaveLength(1);
      // No file is fetched a second time under another URL (which would run its code twice).
      const paths = scripts.map((s) => s.split('?')[0]);
      expect(new Set(paths).size).toBe(paths.length);
      expect(page.errors).toEqual([]);
      await page.context().close();
    });
  }
});

describe('6. a slow answer is never a false failure, nor a second copy', () => {
  it('says it is still sending after a 13 s silence, ignores impatient clicks, and sends once', { timeout: 60_000 }, async () => {
    const { page } = await openForm();
    await fill(page, { ...visitor, email: 'slow-answer@example.com' });
    await nextOutboxAnswer({ delayMs: 13_000 });
    const started = Date.now();
    await submit(page);
    await page.waitForTimeout(9_000);
    expect(await status(page).innerText()).toContain('Still sending');
    await sendButton(page).click(); // the impatient second try
    await field(page, 'Email Address').press('Enter');
    await page.waitForTimeout(12_500 - (Date.now() - started));
    expect(await formText(page)).not.toContain('Error sending message');
    await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toContain('Message sent successfully!');
    await page.waitForTimeout(500);
    expect(sentFrom('slow-answer@example.com')).toHaveLength(1);
    await page.context().close();
  });

  it('recognises the same enquiry sent again, from a second tab with the same draft', async () => {
    const { page } = await openForm();
    await fill(page, { ...visitor, email: 'second-tab@example.com' });
    await page.waitForTimeout(500); // the draft is saved
    const second = await page.context().newPage();
    await openForm('/contact', DESKTOP, second as VisitorPage);
    await expect.poll(() => field(second as VisitorPage, 'Email Address').inputValue()).toBe('second-tab@example.com');
    await submit(page);
    await expect.poll(() => status(page).innerText()).toContain('Message sent successfully!');
    await submit(second as VisitorPage);
    await expect.poll(() => status(second as VisitorPage).innerText()).toContain('We already have this enquiry');
    expect(sentFrom('second-tab@example.com')).toHaveLength(1);
    await page.context().close();
  });
});

describe('6b. a form the page takes away or puts back while its enquiry travels', () => {
  /** The partner page, its form filled in with this e-mail address. */
  async function filled(email: string) {
    const page = await openPage();
    await page.goto(`${partnerUrl()}/plain.html`);
    await waitForLiveForm(page);
    await fill(page, { ...visitor, email });
    return page;
  }

  /** A single-page app renders its route again: the same element off the page, and back once it has let go. */
  async function putBack(page: VisitorPage) {
    await page.evaluate(async () => {
      const form = document.querySelector('cairn-enquiry-form')!;
      const parent = form.parentElement!;
      form.remove();
      await new Promise((resolve) => setTimeout(resolve, 50));
      parent.append(form);
    });
    await waitForLiveForm(page);
  }

  const hasDraft = (page: VisitorPage) => page.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('cairn-enquiry-draft:')));

  /** The partner page with a filled form whose enquiry is on its way, answered after `delayMs`. */
  async function sending(email: string, delayMs: number) {
    const page = await filled(email);
    await expect.poll(() => hasDraft(page)).toBe(true);
    await nextOutboxAnswer({ delayMs });
    await submit(page);
    await expect.poll(() => status(page).innerText()).toBe('Sending...');
    return page;
  }

  it('shows it still sending in the form put back, and in a new form in its place, then sent, and sends it once', { timeout: 40_000 }, async () => {
    const page = await sending('put-back@example.com', 6_000);
    // The same element off the page and back...
    await putBack(page);
    expect(await status(page).innerText()).toBe('Sending...');
    expect(await field(page, 'Email Address').inputValue()).toBe('put-back@example.com');
    await field(page, 'Email Address').press('Enter'); // Send again, from the draft the form restored
    // ...then a new element in its place, where the page now listens.
    await page.evaluate(() => {
      const heard: string[] = ((window as unknown as { heard: string[] }).heard = []);
      for (const name of ['cairn-enquiry-sent', 'cairn-enquiry-failed']) document.addEventListener(name, () => heard.push(name));
    });
    await page.evaluate(() => {
      const fresh = document.createElement('cairn-enquiry-form');
      fresh.setAttribute('partner-id', 'plain-partner');
      document.querySelector('cairn-enquiry-form')!.replaceWith(fresh);
    });
    await waitForLiveForm(page);
    expect(await status(page).innerText()).toBe('Sending...');
    await field(page, 'Email Address').press('Enter');
    await expect.poll(() => status(page).innerText(), { timeout: 10_000 }).toContain('Message sent successfully!');
    expect(await values(page)).toEqual(['', '', '', '', '']);
    await toast(page).waitFor(); // visible, in the new form
    expect(await page.evaluate(() => (window as unknown as { heard: string[] }).heard)).toEqual(['cairn-enquiry-sent']);
    expect(sentFrom('put-back@example.com')).toHaveLength(1);
    await page.context().close();
  });

  it('shows its toasts above the page again once it is put back', async () => {
    const page = await filled('toast-put-back@example.com');
    for (const round of [1, 2]) {
      await nextOutboxAnswer({ status: 500 });
      await submit(page);
      await toast(page).waitFor();
      expect(await toast(page).isVisible(), `round ${round}`).toBe(true);
      await toast(page).locator('button').first().click(); // closed
      await toast(page).waitFor({ state: 'detached' });
      await putBack(page);
    }
    await page.context().close();
  });

  it('forgets the draft of an enquiry that arrived after its form left the page', async () => {
    const page = await sending('left-the-page@example.com', 1_500);
    await page.evaluate(() => document.querySelector('cairn-enquiry-form')!.remove());
    await expect.poll(() => sentFrom('left-the-page@example.com').length).toBe(1);
    await expect.poll(() => hasDraft(page)).toBe(false);
    await page.reload();
    await waitForLiveForm(page);
    expect(await values(page)).toEqual(['', '', '', '', '']);
    await page.context().close();
  });
});

describe('7. the result never depends on code that may not load', () => {
  for (const [situation, answer, expected] of [
    ['sent', {}, 'Message sent successfully!'],
    ['failed', { status: 500 }, 'Error sending message'],
  ] as const) {
    it(`tells the visitor and the partner the enquiry ${situation} when the toast code cannot load`, async () => {
      const page = await openPage();
      await page.route(/\/chunks\/toasts-.*\.js$/, (route) => route.abort());
      await page.goto(`${partnerUrl()}/plain.html`);
      await waitForLiveForm(page);
      await fill(page, { ...visitor, email: `no-toasts-${situation}@example.com` });
      const event = nextEvent(page, situation === 'sent' ? 'cairn-enquiry-sent' : 'cairn-enquiry-failed');
      await nextOutboxAnswer(answer);
      await submit(page);
      await expect(event).resolves.toMatchObject({ partnerId: 'plain-partner' });
      await expect.poll(() => status(page).innerText()).toContain(expected);
      expect(await status(page).isVisible()).toBe(true);
      await page.context().close();
    });
  }
});

describe("8. forms inside other elements' shadow roots", () => {
  it('keeps a draft and a toaster per form, and its events reach the page', async () => {
    const page = await openPage();
    await page.goto(`${partnerUrl()}/nested.html`);
    const left = '#left cairn-enquiry-form';
    const right = '#right cairn-enquiry-form';
    await waitForLiveForm(page, left);
    await waitForLiveForm(page, right);
    await field(page, 'Full Name', left).fill('Only Left');
    await page.waitForTimeout(500);
    await page.reload();
    await waitForLiveForm(page, left);
    await waitForLiveForm(page, right);
    await expect.poll(() => field(page, 'Full Name', left).inputValue()).toBe('Only Left');
    expect(await field(page, 'Full Name', right).inputValue()).toBe('');

    // composed: the event crosses the partner's own shadow root to a listener on its document
    const sent = nextEvent(page, 'cairn-enquiry-sent');
    await fill(page, { ...visitor, email: 'nested-left@example.com' }, left);
    await submit(page, left);
    await expect(sent).resolves.toEqual({ partnerId: 'left', context: {}, params: {}, pageUrl: `${partnerUrl()}/nested.html` });
    await toast(page, left).waitFor();
    await page.waitForTimeout(300);
    expect(await page.locator(`${left} [data-sonner-toast]`).count()).toBe(1);
    expect(await page.locator(`${right} [data-sonner-toast]`).count()).toBe(0);
    expect(sentFrom('nested-left@example.com')[0]?.body.template_params.partner_id).toBe('left');
    await page.context().close();
  });
});

describe('12. sending is accessible', () => {
  it('keeps a toast while it is focused or hovered, past its 6 s, whatever the pointer does meanwhile', { timeout: 60_000 }, async () => {
    const { page } = await openForm();
    await fill(page, { ...visitor, email: 'toast-stays@example.com' });
    const failOnce = async () => {
      await nextOutboxAnswer({ status: 500 });
      await submit(page);
      await toast(page).waitFor();
    };
    await failOnce();
    await toast(page).locator('button').first().focus(); // as soon as it shows
    await toast(page).hover();
    await page.mouse.move(0, 0); // the pointer passes by; the focus stays on the toast
    await page.waitForTimeout(7_500);
    expect(await toast(page).isVisible()).toBe(true);
    await page.locator('cairn-enquiry-form h2, cairn-enquiry-form label').first().click();
    await toast(page).waitFor({ state: 'detached', timeout: 10_000 });

    await failOnce();
    await toast(page).hover();
    await page.waitForTimeout(7_500);
    expect(await toast(page).isVisible()).toBe(true);
    await page.mouse.move(0, 0);
    await toast(page).waitFor({ state: 'detached', timeout: 10_000 });

    // Closed from the keyboard, a toast leaves nothing held: the next one goes by itself.
    await failOnce();
    await toast(page).locator('button').first().focus();
    await page.keyboard.press('Enter');
    await toast(page).waitFor({ state: 'detached', timeout: 2_000 });
    await failOnce();
    await toast(page).waitFor({ state: 'detached', timeout: 10_000 });
    await page.context().close();
  });

  it('marks an empty required field invalid, with a lasting message beside it, until it is filled', async () => {
    const { page } = await openForm();
    await field(page, 'Email Address').fill('someone@example.com');
    await submit(page);
    const name = field(page, 'Full Name');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
    const message = page.locator('cairn-enquiry-form').getByText('Please enter your full name.');
    expect(await message.isVisible()).toBe(true);
    expect(await name.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    await page.waitForTimeout(3_000); // the browser's bubble is gone; ours stays
    expect(await message.isVisible()).toBe(true);
    await name.fill('Morag');
    await expect.poll(() => name.getAttribute('aria-invalid')).toBeNull();
    expect(await message.count()).toBe(0);
    await page.context().close();
  });
});
