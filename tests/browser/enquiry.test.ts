/**
 * The enquiry flow in real Chromium, against the built site and the local
 * outbox: the request on the wire, every success and failure path, and
 * nothing the visitor typed ever lost.
 */
import { readFileSync, existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { site } from '../../widgets/content/site';
import { MIN_FILL_MS } from '../../widgets/enquiry-form/guard';
import { SEND_TIMEOUT_MS } from '../../widgets/enquiry-form/send';
import { DESKTOP, PHONE, nextOutboxAnswer, openPage, outboxFile, siteUrl, useBrowser, type VisitorPage } from './browser';

useBrowser();

const sdkVersion = JSON.parse(readFileSync(new URL('../../node_modules/@emailjs/browser/package.json', import.meta.url), 'utf8')).version as string;

interface Sent {
  body: {
    lib_version: string;
    user_id: string;
    service_id: string;
    template_id: string;
    template_params: Record<string, string>;
  };
}

const outbox = (): Sent[] =>
  existsSync(outboxFile())
    ? readFileSync(outboxFile(), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Sent)
    : [];

const visitor = {
  name: 'Morag Campbell',
  email: 'morag@example.co.uk',
  country: 'Scotland',
  phone: '+44 7700 900123',
  description: 'We need a booking app for our three clinics, with reminders by SMS.',
};

async function openForm(path = '/contact', viewport = DESKTOP) {
  const page = await openPage(viewport);
  await page.goto(`${siteUrl()}${path}`);
  const form = page.locator('cairn-enquiry-form').first();
  await form.scrollIntoViewIfNeeded();
  // Hydrated: the element is defined and its React tree is live.
  await page.waitForFunction(() => customElements.get('cairn-enquiry-form') !== undefined);
  return { page, form };
}

const field = (page: VisitorPage, label: string) => page.locator('cairn-enquiry-form').first().getByLabel(label, { exact: false });

async function fill(page: VisitorPage, values = visitor) {
  await field(page, 'Full Name').fill(values.name);
  await field(page, 'Email Address').fill(values.email);
  await field(page, 'Country').fill(values.country);
  await field(page, 'Phone Number').fill(values.phone);
  await field(page, 'Project Description').fill(values.description);
  // People take longer than the bot threshold to fill a form; so must the tests.
  await page.waitForTimeout(MIN_FILL_MS + 100);
}

const values = (page: VisitorPage) =>
  Promise.all(['Full Name', 'Email Address', 'Country', 'Phone Number', 'Project Description'].map((l) => field(page, l).inputValue()));

const submit = (page: VisitorPage) => page.locator('cairn-enquiry-form').first().getByRole('button', { name: /send message/i }).click();

const toast = (page: VisitorPage) => page.locator('cairn-enquiry-form [data-sonner-toast]').first();

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

  it('sends the exact EmailJS request and resets the form with a success toast', async () => {
    const { page } = await openForm('/contact');
    await fill(page);
    const request = page.waitForRequest((r) => r.url().endsWith('/api/v1.0/email/send'));
    await nextOutboxAnswer({ delayMs: 1200 });
    await submit(page);

    // While it travels: disabled button, spinner and 'Sending...'.
    const button = page.locator('cairn-enquiry-form').getByRole('button', { name: 'Sending...' });
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(page.locator('cairn-enquiry-form button svg.animate-spin').count()).resolves.toBe(1);

    const sent = await request;
    expect(sent.method()).toBe('POST');
    expect(new URL(sent.url()).pathname).toBe('/api/v1.0/email/send');
    expect(sent.headers()['content-type']).toBe('application/json');
    expect(JSON.parse(sent.postData() ?? '')).toEqual({
      lib_version: sdkVersion,
      user_id: site.emailjs.publicKey,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.templateId,
      template_params: {
        from_name: visitor.name,
        from_email: visitor.email,
        from_country: visitor.country,
        from_phone: visitor.phone,
        message: visitor.description,
        to_email: site.emailjs.toEmail,
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

  for (const [situation, answer] of [
    ['EmailJS answers 400', { status: 400, text: 'The service ID is invalid' }],
    ['EmailJS answers 500', { status: 500 }],
    ['EmailJS answers 202 without OK', { status: 202, text: 'Accepted' }],
    ['the connection drops', { drop: true, forMs: 1000 }],
  ] as const) {
    it(`keeps every value and shows the error toast when ${situation}`, async () => {
      const { page } = await openForm();
      await fill(page);
      const before = outbox().length;
      await nextOutboxAnswer(answer);
      await submit(page);
      await toast(page).waitFor();
      expect(await toast(page).innerText()).toContain('Error sending message');
      expect(await toast(page).innerText()).toContain('Please try again later.');
      expect(await values(page)).toEqual([visitor.name, visitor.email, visitor.country, visitor.phone, visitor.description]);
      expect(page.errors.some((e) => e.includes('Error sending message'))).toBe(true); // logged to the console
      expect(await page.locator('cairn-enquiry-form').getByRole('button', { name: /send message/i }).isEnabled()).toBe(true);
      if (!('status' in answer && answer.status === 202)) expect(outbox().length).toBe(before);
      await page.context().close();
    });
  }

  it('gives up and keeps the values when EmailJS does not answer in time', { timeout: SEND_TIMEOUT_MS + 30_000 }, async () => {
    const { page } = await openForm();
    await fill(page);
    await nextOutboxAnswer({ delayMs: SEND_TIMEOUT_MS + 5_000 });
    await submit(page);
    await toast(page).waitFor({ timeout: SEND_TIMEOUT_MS + 5_000 });
    expect(await toast(page).innerText()).toContain('Error sending message');
    expect(await values(page)).toEqual([visitor.name, visitor.email, visitor.country, visitor.phone, visitor.description]);
    await page.context().close();
  });

  it('sends once, however often the visitor clicks or presses Enter while sending', async () => {
    const { page } = await openForm();
    await fill(page, { ...visitor, email: 'double@example.com' });
    await nextOutboxAnswer({ delayMs: 1500 });
    const requests: string[] = [];
    page.on('request', (r) => r.url().endsWith('/email/send') && requests.push(r.url()));
    await submit(page);
    await page.locator('cairn-enquiry-form').getByRole('button').last().click({ force: true }).catch(() => {});
    await field(page, 'Full Name').press('Enter');
    await field(page, 'Email Address').press('Enter');
    await toast(page).waitFor();
    await page.waitForTimeout(500);
    expect(requests).toHaveLength(1);
    expect(outbox().filter((e) => e.body.template_params.from_email === 'double@example.com')).toHaveLength(1);
    await page.context().close();
  });

  it('keeps what the visitor typed across a reload, and forgets it once sent', async () => {
    const { page } = await openForm();
    await field(page, 'Full Name').fill(visitor.name);
    await field(page, 'Project Description').fill('Half-written brief…');
    await page.waitForTimeout(600);
    await page.reload();
    await page.waitForFunction(() => customElements.get('cairn-enquiry-form') !== undefined);
    await expect.poll(() => field(page, 'Full Name').inputValue()).toBe(visitor.name);
    expect(await field(page, 'Project Description').inputValue()).toBe('Half-written brief…');

    await field(page, 'Email Address').fill(visitor.email);
    await field(page, 'Project Description').fill(visitor.description);
    await submit(page);
    await toast(page).waitFor();
    await page.reload();
    await page.waitForFunction(() => customElements.get('cairn-enquiry-form') !== undefined);
    await page.waitForTimeout(500);
    expect(await values(page)).toEqual(['', '', '', '', '']);
    await page.context().close();
  });

  it('drops a bot that fills the hidden honeypot field: it sees success, nothing is sent', async () => {
    const { page } = await openForm();
    await fill(page, { ...visitor, email: 'bot@example.com' });
    await page.locator('cairn-enquiry-form input[name="website"]').fill('http://spam.example', { force: true });
    await submit(page);
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Message sent successfully!');
    await page.waitForTimeout(300);
    expect(outbox().some((e) => e.body.template_params.from_email === 'bot@example.com')).toBe(false);
    await page.context().close();
  });

  it('drops a submission faster than a person can type, silently', async () => {
    const { page } = await openForm();
    await field(page, 'Full Name').fill('Speedy Bot');
    await field(page, 'Email Address').fill('speedy@example.com');
    await field(page, 'Project Description').fill('Buy now');
    await submit(page);
    await toast(page).waitFor();
    expect(await toast(page).innerText()).toContain('Message sent successfully!');
    expect(outbox().some((e) => e.body.template_params.from_email === 'speedy@example.com')).toBe(false);
    await page.context().close();
  });

  it('asks the visitor to wait when they send again straight away, keeping what they typed', async () => {
    const { page } = await openForm();
    await fill(page, { ...visitor, email: 'first@example.com' });
    await submit(page);
    await toast(page).waitFor();
    await fill(page, { ...visitor, email: 'second@example.com' });
    await submit(page);
    await page.locator('cairn-enquiry-form [data-sonner-toast]', { hasText: 'Enquiry already sent' }).waitFor();
    expect(await field(page, 'Email Address').inputValue()).toBe('second@example.com');
    expect(outbox().some((e) => e.body.template_params.from_email === 'second@example.com')).toBe(false);
    await page.context().close();
  });

  it('sends long, emoji, right-to-left and markup input byte for byte, never as HTML', async () => {
    const { page } = await openForm();
    const markup = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">';
    const mixed = 'Ünïcødé 🚀🏴󠁧󠁢󠁳󠁣󠁴󠁿 שלום مرحبا '.repeat(500);
    let description = markup;
    for (const char of mixed) {
      if (description.length + char.length > 20_000) break;
      description += char; // whole code points only: no lone surrogates
    }
    description = description.padEnd(20_000, '.');
    expect(description.length).toBe(20_000);
    const name = '<b>Ros</b> & "Co" 🦄';
    await fill(page, { ...visitor, name, description, email: 'unicode@example.com' });
    await submit(page);
    await toast(page).waitFor();
    const record = outbox().find((e) => e.body.template_params.from_email === 'unicode@example.com');
    expect(record?.body.template_params.message).toBe(description);
    expect(record?.body.template_params.from_name).toBe(name);
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await page.context().close();
  });

  it('announces toasts to screen readers and shows them above the page content', async () => {
    const { page } = await openForm();
    await fill(page);
    await nextOutboxAnswer({ status: 500 });
    await submit(page);
    await toast(page).waitFor();
    const live = await page.locator('cairn-enquiry-form section[aria-live]').getAttribute('aria-live');
    expect(live).toBe('polite');
    // The toast is the topmost element at its own centre.
    await page.waitForTimeout(600); // let the entrance animation finish
    const hit = await toast(page).evaluate((el) => {
      const box = el.getBoundingClientRect();
      const root = el.getRootNode() as ShadowRoot;
      const found = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return found === null ? 'nothing' : el.contains(found) ? 'toast' : found.outerHTML.slice(0, 120);
    });
    expect(hit).toBe('toast');
    await page.context().close();
  });
});
