/**
 * The journeys every visitor makes, in Chromium, Firefox and WebKit: the phone
 * menu, an enquiry sent, one that failed with nothing typed lost, a draft kept
 * across a reload. (Every route read on a phone and a desktop: every-route.test.ts.)
 */
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, siteUrl } from '../browser/browser';
import { sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine } from './engines';
import { DESKTOP, PHONE, fieldValues, formStatus, pageScriptsRan, typeEnquiry, waitFor } from './visitor-helpers';

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('opens the phone menu with a tap, follows a link, and closes it with Escape, focus back on its button', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/`);
        await pageScriptsRan(visitor);
        const menuOpen = () => visitor.evaluate(() => (document.getElementById('menu') as HTMLDetailsElement).open);
        await visitor.click('#menu-button');
        await waitFor(menuOpen, true);
        await visitor.press('Escape');
        await waitFor(menuOpen, false);
        expect(await visitor.evaluate(() => document.activeElement?.id)).toBe('menu-button');
        await visitor.click('#menu-button');
        await visitor.click('#site-nav a[href="/about"]');
        await waitFor(() => visitor.evaluate(() => location.pathname), '/about');
        // The URL changes before the new page's HTML is in (Firefox showed it): its current link is awaited, not read at once.
        await waitFor(() => visitor.evaluate(() => document.querySelector('#site-nav [aria-current=page]')?.getAttribute('href')), '/about');
        expect(await visitor.evaluate(() => (document.getElementById('menu') as HTMLDetailsElement).open)).toBe(false);
      } finally {
        await visitor.close();
      }
    });

    it('sends an enquiry typed key by key on /contact, says so, and the outbox has it', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/contact`);
        const email = `sent-${engine}@example.com`;
        await typeEnquiry(visitor, ['cairn-enquiry-form'], { email });
        await visitor.click(['cairn-enquiry-form', 'button[type=submit]']);
        await waitFor(() => formStatus(visitor, ['cairn-enquiry-form']), 'Message sent successfully!', { contains: true });
        await waitFor(async () => sentFrom(email).length, 1);
        expect(sentFrom(email)[0]!.body.template_params).toMatchObject({ from_name: `Visitor in ${engine}`, from_email: email });
        // Sent: the form is empty for the next one.
        expect(await fieldValues(visitor, ['cairn-enquiry-form'])).toEqual(['', '', '', '', '']);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('says an enquiry failed only when it did, and keeps every word typed', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await visitor.goto(`${siteUrl()}/contact`);
        const email = `failed-${engine}@example.com`;
        await typeEnquiry(visitor, ['cairn-enquiry-form'], { email });
        await nextOutboxAnswer({ status: 400, text: 'The template ID is invalid' });
        await visitor.click(['cairn-enquiry-form', 'button[type=submit]']);
        await waitFor(() => formStatus(visitor, ['cairn-enquiry-form']), 'Error sending message', { contains: true });
        expect(sentFrom(email)).toEqual([]);
        expect(await fieldValues(visitor, ['cairn-enquiry-form'])).toEqual([`Visitor in ${engine}`, email, 'Scotland', '+44 7700 900123', 'A booking app for three clinics.']);
      } finally {
        await visitor.close();
      }
    });

  });
