/**
 * The enquiry flow in real Chromium, against the built site and the local
 * outbox: the labels and the browser's rules, the fields' borders and the
 * spinner, the request on the wire (headers and all, which Chromium's own
 * protocol shows), and sending from the home page. Every failure path, and
 * long, emoji and right-to-left input, run in every engine
 * (tests/engines/enquiry.test.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PHONE, nextOutboxAnswer, siteUrl, useBrowser } from './browser';
import { field, fill, openForm, outbox, status, submit, toast, values, visitor } from './enquiry-helpers';

useBrowser();

const sdkVersion = JSON.parse(readFileSync(new URL('../../node_modules/@emailjs/browser/package.json', import.meta.url), 'utf8')).version as string;

describe('the enquiry form', () => {
  it('labels every field, marks the required ones, and lets the browser enforce the rules', async () => {
    const { page } = await openForm();
    await expect(field(page, 'Full Name').getAttribute('required')).resolves.not.toBeNull();
    await expect(field(page, 'Email Address').getAttribute('type')).resolves.toBe('email');
    await expect(field(page, 'Phone Number').getAttribute('type')).resolves.toBe('tel');
    await expect(field(page, 'Country').getAttribute('required')).resolves.toBeNull();
    const description = field(page, 'Project Description');
    await expect(description.getAttribute('rows')).resolves.toBe('4');
    await expect(description.getAttribute('placeholder')).resolves.toBe('Tell us about your project requirements...');
    // Submitting empty sends nothing: the browser stops it at the first required field.
    const before = outbox().length;
    await submit(page);
    const invalid = await field(page, 'Full Name').evaluate((el: HTMLInputElement) => !el.validity.valid);
    expect(invalid).toBe(true);
    await page.waitForTimeout(300);
    expect(outbox().length).toBe(before);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('draws every field with a border of at least 3:1, red where invalid, and spins the Sending... icon', async () => {
    const { page } = await openForm();
    /** Contrast of each field's border against the white card (WCAG 1.4.11), from its computed colour. */
    const borders = () =>
      page.locator('cairn-enquiry-form input[part="input"], cairn-enquiry-form textarea').evaluateAll((els) =>
        els.map((el) => {
          const ctx = document.createElement('canvas').getContext('2d')!;
          ctx.fillStyle = getComputedStyle(el).borderTopColor;
          ctx.fillRect(0, 0, 1, 1);
          const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => {
            const c = v / 255;
            return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          });
          const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
          return { name: (el as HTMLInputElement).name, contrast: 1.05 / (luminance + 0.05), red: r! > g! * 4 };
        }),
      );
    for (const { name, contrast } of await borders()) expect(contrast, name).toBeGreaterThanOrEqual(3);
    await submit(page);
    // The browser focuses the first invalid field, which shows the focus colour; the others turn red.
    await expect.poll(async () => (await borders()).filter((b) => b.red).map((b) => b.name)).toEqual(['email', 'description']);
    await fill(page);
    await nextOutboxAnswer({ delayMs: 1500 });
    await submit(page);
    const spinner = page.locator('cairn-enquiry-form button svg.animate-spin');
    await spinner.waitFor();
    expect(await spinner.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
    await status(page).filter({ hasText: 'Message sent successfully!' }).waitFor();
    expect(await status(page).evaluate((el) => getComputedStyle(el).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
    await page.context().close();
  });

  it('sends the exact EmailJS request and resets the form with a success toast', async () => {
    const { page } = await openForm('/contact');
    await fill(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1.0/email/send'));
    await nextOutboxAnswer({ delayMs: 1200 });
    await submit(page);

    // While it travels: a disabled button (for assistive technology; it keeps focus), spinner and 'Sending...'.
    const button = page.locator('cairn-enquiry-form').getByRole('button', { name: 'Sending...' });
    await expect(button.getAttribute('aria-disabled')).resolves.toBe('true');
    await expect(page.locator('cairn-enquiry-form button svg.animate-spin').count()).resolves.toBe(1);

    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(new URL(sent.url()).pathname).toBe('/api/v1.0/email/send');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(JSON.parse(sent.postData() ?? '')).toEqual({
      lib_version: sdkVersion,
      user_id: 'local-outbox-key',
      service_id: 'service_local_outbox',
      template_id: 'template_enquiry',
      template_params: {
        from_name: visitor.name,
        from_email: visitor.email,
        from_country: visitor.country,
        from_phone: visitor.phone,
        message: visitor.description,
        to_email: 'hello@cairnsoftware.co.uk',
        // Weak spam signals travel with the enquiry; the inbox filters, nobody is dropped.
        fill_seconds: expect.stringMatching(/^\d+\.\d$/),
        spam_signals: expect.stringContaining('automated-browser'),
        // The page the enquiry was sent from, without its query.
        page_url: `${siteUrl()}/contact`,
      },
    });

    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Message sent successfully!');
    expect(await toast(page).innerText()).toContain("We'll get back to you within 24 hours.");
    expect(await values(page)).toEqual(['', '', '', '', '']);
    expect(outbox().at(-1)?.body.template_params.from_email).toBe(visitor.email);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('sends from the Home page too, on a phone', async () => {
    const { page } = await openForm('/', PHONE);
    await fill(page, { ...visitor, email: 'home-page@example.com' });
    await submit(page);
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Message sent successfully!');
    expect(outbox().at(-1)?.body.template_params.from_email).toBe('home-page@example.com');
    await page.context().close();
  });
});
