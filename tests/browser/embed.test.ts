/**
 * The partner embed on pages that are not ours, in Chromium: what needs its
 * protocol (heap sizes, console warnings, request interception) or checks
 * more than tests/engines/embed.test.ts, which runs the hostile page, the
 * script loaded twice, two forms, elements added, moved and removed, the
 * partner's theme, the widgets with nothing interactive and the success
 * stories dialog in all three engines.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, openPage, outboxFile, partnerUrl, siteUrl, useBrowser, type VisitorPage } from './browser';
import { nextEvent } from './enquiry-helpers';

useBrowser();

const outbox = () =>
  existsSync(outboxFile())
    ? readFileSync(outboxFile(), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as { origin: string; body: { template_params: Record<string, string> } })
    : [];

/** Opens a partner page, recording CSP violations. */
async function openPartner(path: string) {
  const page = await openPage();
  await page.addInitScript(() => {
    const w = window as unknown as { violations: string[] };
    w.violations = [];
    document.addEventListener('securitypolicyviolation', (e) => w.violations.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  await page.goto(`${partnerUrl()}${path}`);
  await page.waitForFunction(() => customElements.get('cairn-enquiry-form') && customElements.get('cairn-services-grid'));
  if (!path.startsWith('/empty')) await page.locator('cairn-services-grid article').first().waitFor();
  return page;
}

const violations = (page: VisitorPage) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);

async function fillForm(page: VisitorPage, scope: string, email: string) {
  const form = page.locator(scope);
  await form.getByLabel('Full Name').fill('Partner Visitor');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Project Description').fill('A booking system for our shops.');
}


describe('the partner embed', () => {
  it('is served from another origin than the partner page', () => {
    expect(new URL(partnerUrl()).origin).not.toBe(new URL(siteUrl()).origin);
  });

  it('sends an enquiry carrying the partner id to the outbox, and tells the partner with a bubbling event', async () => {
    const page = await openPartner('/plain.html?csp=documented');
    await fillForm(page, 'cairn-enquiry-form', 'embedded@example.com');
    const sent = nextEvent(page, 'cairn-enquiry-sent');
    await page.locator('cairn-enquiry-form button[type="submit"]').click();
    expect(await sent).toEqual({ partnerId: 'plain-partner', context: {}, params: {}, pageUrl: `${partnerUrl()}/plain.html` });
    const record = outbox().find((e) => e.body.template_params.from_email === 'embedded@example.com');
    expect(record?.body.template_params.partner_id).toBe('plain-partner');
    expect(record?.origin).toBe(partnerUrl());
    expect(await violations(page)).toEqual([]);
    await page.context().close();
  });

  it('tells the partner when sending fails, with the reason', async () => {
    const page = await openPartner('/plain.html?csp=documented');
    await fillForm(page, 'cairn-enquiry-form', 'embedded-fail@example.com');
    const failed = nextEvent(page, 'cairn-enquiry-failed');
    await nextOutboxAnswer({ status: 500 });
    await page.locator('cairn-enquiry-form button[type="submit"]').click();
    expect(await failed).toMatchObject({ partnerId: 'plain-partner', reason: expect.stringContaining('500') });
    await page.context().close();
  });

  it("shows toasts above the partner's content, whatever its z-index", async () => {
    const page = await openPartner('/hostile.html');
    await fillForm(page, 'cairn-enquiry-form', 'toast-top@example.com');
    await nextOutboxAnswer({ status: 500 });
    await page.locator('cairn-enquiry-form').getByLabel('Email Address').press('Enter');
    const toast = page.locator('cairn-enquiry-form [data-sonner-toast]').first();
    await toast.waitFor();
    await page.waitForTimeout(600);
    const box = (await toast.boundingBox())!;
    const topmost = await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.localName, [box.x + box.width / 2, box.y + box.height / 2]);
    expect(topmost).toBe('cairn-enquiry-form');
    await page.context().close();
  });

  it('leaks nothing over many add and remove cycles', async () => {
    const page = await openPartner('/empty.html');
    const cdp = await page.context().newCDPSession(page);
    const cycle = (n: number) =>
      page.evaluate(async (count) => {
        for (let i = 0; i < count; i++) {
          const grid = document.createElement('cairn-services-grid');
          const form = document.createElement('cairn-enquiry-form');
          document.body.append(grid, form);
          await new Promise((r) => setTimeout(r, 5));
          grid.remove();
          form.remove();
          await new Promise((r) => setTimeout(r, 5));
        }
      }, n);
    const heap = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    await cycle(20);
    const before = await heap();
    await cycle(100);
    const after = await heap();
    expect(after - before).toBeLessThan(1_000_000);
    expect(await page.evaluate(() => document.querySelectorAll('cairn-enquiry-form, cairn-services-grid').length)).toBe(0);
    await page.context().close();
  });

  it('updates when an attribute changes, and warns and falls back on a bad value', async () => {
    const page = await openPartner('/plain.html');
    const titles = () => page.locator('cairn-services-grid article h3').allInnerTexts();
    expect(await titles()).toEqual(['AI & Machine Learning', 'DevOps & Cloud']);
    await page.evaluate(() => document.querySelector('cairn-services-grid')!.setAttribute('services', 'game-development'));
    await expect.poll(titles).toEqual(['Game Development']);
    await page.evaluate(() => document.querySelector('cairn-services-grid')!.setAttribute('services', 'time-travel'));
    await expect.poll(titles).toHaveLength(7);
    await page.evaluate(() => document.querySelector('cairn-enquiry-form')!.setAttribute('partner-id', 'x'.repeat(80)));
    await page.waitForTimeout(200);
    expect(page.messages.filter((m) => m.startsWith('warning:'))).toEqual([
      expect.stringContaining('time-travel'),
      expect.stringContaining('partner-id'),
    ]);
    expect(page.errors).toEqual([]);
    await page.context().close();
  });

  it('lets a keyboard user reach and use the form inside the shadow root', async () => {
    const page = await openPartner('/plain.html');
    await page.locator('cairn-services-grid a').last().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('name'))).toBe('name');
    await page.keyboard.type('Keyboard Visitor');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.shadowRoot?.activeElement?.getAttribute('name'))).toBe('email');
    expect(await page.locator('cairn-enquiry-form').getByLabel('Full Name').inputValue()).toBe('Keyboard Visitor');
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!.shadowRoot!.activeElement!).outlineStyle);
    expect(outline).not.toBe('none');
    await page.context().close();
  });
});
