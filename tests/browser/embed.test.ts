/**
 * The partner embed, in Chromium: what needs its protocol (heap sizes), and the
 * form's first render in cairn.js making no number formatter (the same code in
 * every engine). The
 * rest is proven in three engines: tests/engines/embed.test.ts (the hostile
 * page, toasts above it, the script loaded twice, two forms, elements added,
 * moved and removed, attributes changed and bad ones warned of, a failed send
 * told to the partner, the partner's theme, the widgets with nothing
 * interactive, the success stories dialog) and tests/engines/partner-kit.test.ts
 * (an enquiry sent from another origin with its events, a keyboard visitor).
 */
import { describe, expect, it } from 'vitest';
import { closePage, openPage, partnerUrl, siteUrl, useBrowser } from './browser';

useBrowser();

describe('the partner embed', () => {
  it('is served from another origin than the partner page, as the browser sees it: a same-origin fetch of our script is refused there, a CORS one answered', async () => {
    const page = await openPage();
    await page.goto(`${partnerUrl()}/empty.html`);
    await page.waitForFunction(() => customElements.get('cairn-enquiry-form'));
    const script = await page.evaluate(() => document.querySelector<HTMLScriptElement>('script[src*="/embed/"]')!.src);
    expect(new URL(script).origin).toBe(siteUrl());
    const fetched = (mode: RequestMode) => page.evaluate(([url, mode]) => fetch(url!, { mode: mode as RequestMode }).then((r) => r.status, (e: Error) => e.name), [script, mode]);
    expect(await fetched('same-origin')).toBe('TypeError');
    expect(await fetched('cors')).toBe(200);
    await closePage(page);
  });

  it("writes the form's reply time without the engine's number formatter in cairn.js, whose first use costs tens of milliseconds (the same code in every engine)", async () => {
    const page = await openPage();
    await page.addInitScript(() => {
      const format = Number.prototype.toLocaleString;
      (window as unknown as { formatted: number }).formatted = 0;
      Number.prototype.toLocaleString = function (...args: Parameters<typeof format>) {
        (window as unknown as { formatted: number }).formatted++;
        return format.apply(this, args);
      };
    });
    await page.goto(`${partnerUrl()}/empty.html`);
    await page.waitForFunction(() => customElements.get('cairn-enquiry-form'));
    const text = await page.evaluate(async () => {
      const form = document.body.appendChild(document.createElement('cairn-enquiry-form'));
      while (!form.shadowRoot?.querySelector('form')) await new Promise((r) => setTimeout(r, 10));
      return form.shadowRoot!.textContent;
    });
    expect(text).toContain('24 hours');
    expect(await page.evaluate(() => (window as unknown as { formatted: number }).formatted)).toBe(0);
    await closePage(page);
  });

  it("leaks nothing over many add and remove cycles (heap sizes through Chromium's protocol: Chromium only)", async () => {
    const page = await openPage();
    await page.goto(`${partnerUrl()}/empty.html`);
    await page.waitForFunction(() => customElements.get('cairn-enquiry-form') && customElements.get('cairn-services-grid'));
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
    await closePage(page);
  });
});
