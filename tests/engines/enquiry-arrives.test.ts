/**
 * Every enquiry arrives, in Chromium, Firefox and WebKit: of the ways the form once lost, leaked or
 * duplicated an enquiry (tests/browser/enquiry-arrives.test.ts, numbered as there), a browser that
 * refuses the site any storage (4), a second tab sending the same enquiry (6), storage that refuses
 * to let go of a draft (7), limits told up front (9), right-to-left pages (10), where enquiries go
 * (11), and sending told to a screen reader with the focus kept (12). Timing: enquiry-timing.test.ts, and
 * what takes seconds of the clock (a 13 s answer, a toast kept while it is read, a lasting message for an
 * empty field): enquiry-waits.test.ts; what partners' pages do: enquiry-partner-pages.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, partnerUrl } from '../browser/browser';
import { sentFrom } from '../browser/enquiry-helpers';
import { CANNOT, ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, ENQUIRY_FORM, PHONE, control, draftSaved, fieldValues, fillEnquiry, formStatus, formText, openForm, paste, toastAtRest, toastOf, waitFor } from './visitor-helpers';

const FORM = ENQUIRY_FORM;

/** How the page finds its storage: usable, refused (touching it throws) or absent (null). */
const storageState = (visitor: Visitor) =>
  visitor.evaluate(() => {
    try {
      return localStorage === null ? 'absent' : (localStorage.length, 'usable');
    } catch {
      return 'refused';
    }
  });

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('4. sends with the browser refusing the site any storage, and still holds back a second enquiry sent straight away', async () => {
      const visitor = await browser.open(DESKTOP, { storage: 'blocked' });
      try {
        await openForm(visitor);
        expect(await storageState(visitor)).not.toBe('usable');
        const email = `storage-blocked-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'Message sent successfully!', { contains: true });
        expect(sentFrom(email)).toHaveLength(1);
        // The limit on sending again holds without storage.
        const again = `storage-blocked-again-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email: again });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'Enquiry already sent', { contains: true });
        expect(sentFrom(again)).toEqual([]);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('6. recognises the same enquiry sent again, from a second tab with the same draft', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        const email = `second-tab-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await draftSaved(visitor, email);
        const second = await visitor.newTab();
        await openForm(second);
        await waitFor(async () => (await fieldValues(second, FORM))[1], email);
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'Message sent successfully!', { contains: true });
        await second.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(second, FORM), 'We already have this enquiry', { contains: true });
        expect(sentFrom(email)).toHaveLength(1);
      } finally {
        await visitor.close();
      }
    });

    it('9. counts the characters left near the limit, and refuses a 1 MB description with its own message, sending nothing', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        const description = control(FORM, 'description');
        expect(await visitor.on(description, (el) => el!.getAttribute('maxlength'))).toBe('10000');
        await paste(visitor, description, 'x'.repeat(9_500));
        await waitFor(() => formText(visitor), '500 characters left', { contains: true });
        expect(await visitor.on(description, (el) => el!.getAttribute('aria-describedby'))).toMatch(/count/);

        // Past maxlength, as a script or an old browser could.
        await openForm(visitor);
        const email = `huge-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await visitor.on(description, (el) => void ((el as HTMLTextAreaElement).value = 'z'.repeat(1_000_000)));
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'too long to send', { contains: true });
        expect(await formStatus(visitor, FORM)).not.toContain('Please try again later.');
        // Refused by the form itself: no request left the page (the outbox would refuse it too, with a 413).
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(await visitor.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.includes('/email/send')).length)).toBe(0);
        expect(sentFrom(email)).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    const cannotPaste = CANNOT[engine]?.pasteData;
    it.skipIf(cannotPaste)(`9. says when a paste does not fit in the description${cannotPaste ? ` (skipped: ${cannotPaste})` : ''}`, async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        const description = control(FORM, 'description');
        await paste(visitor, description, 'x'.repeat(9_500));
        // A paste that would go past the limit, at the end of the text.
        await visitor.on(description, (el) => {
          const area = el as HTMLTextAreaElement;
          area.focus();
          area.setSelectionRange(area.value.length, area.value.length);
          const data = new DataTransfer();
          data.setData('text', 'y'.repeat(1_000));
          area.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true, composed: true }));
        });
        await waitFor(() => formText(visitor), 'Only the first 10,000 characters fit here', { contains: true });
      } finally {
        await visitor.close();
      }
    });

    it('10. on a right-to-left page (Arabic), mirrors the form and the services grid, which speak Arabic, keeps the English widgets left to right, and never widens it, at 360 and 1440 px', async () => {
      const visitor = await browser.open(PHONE);
      try {
        for (const size of [PHONE, DESKTOP]) {
          await visitor.resize(size);
          await openForm(visitor, `${partnerUrl()}/rtl.html`);
          await waitFor(() => visitor.on(['cairn-services-grid', 'article'], (el) => !!el), true);
          expect(await visitor.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), `${size.width} px`).toBe(0);
          const directions = await visitor.evaluate(() =>
            [...document.querySelectorAll('body > *')].filter((el) => el.shadowRoot).map((el) => getComputedStyle(el.shadowRoot!.querySelector('.cairn-root')!).direction),
          );
          // The services grid, testimonials, stats, technologies, FAQ and the form, in the page's order.
          expect(directions, `${size.width} px`).toEqual(['rtl', 'ltr', 'ltr', 'ltr', 'ltr', 'rtl']);
        }
      } finally {
        await visitor.close();
      }
    });

    it('12. announces Sending... and then the result in a status region there from the start, the focus staying on Send', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        expect(await visitor.on([...FORM, '[role=status]'], (el) => el!.getAttribute('aria-live'))).toBe('polite');
        await fillEnquiry(visitor, FORM, { email: `accessible-${engine}@example.com` });
        await nextOutboxAnswer({ delayMs: 3000 });
        const sendFocused = () => visitor.on(control(FORM, 'submit'), (el) => (el!.getRootNode() as ShadowRoot).activeElement === el);
        await visitor.on(control(FORM, 'submit'), (el) => (el as HTMLElement).focus());
        await visitor.press('Enter');
        await waitFor(() => formStatus(visitor, FORM), 'Sending...');
        expect(await sendFocused()).toBe(true);
        await waitFor(() => formStatus(visitor, FORM), 'Message sent successfully!', { contains: true });
        expect(await sendFocused()).toBe(true);
      } finally {
        await visitor.close();
      }
    });
    // What the form's code decides whatever the engine, given an event it cannot tell apart: storage that throws when
    // told to forget (made to by a script), EmailJS's 413 answer, an attribute set by the page. Read once, in Chromium;
    // sending, storage and input as each engine does them are above, in every engine.
    if (engine !== 'chromium') return;

    it('7. shows a delivered enquiry as sent even when storage refuses to remove the draft', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        await visitor.evaluate(() => {
          Storage.prototype.removeItem = () => {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          };
        });
        const email = `remove-throws-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'Message sent successfully!', { contains: true });
        expect(await formText(visitor)).not.toContain('Error sending message');
        expect(sentFrom(email)).toHaveLength(1);
      } finally {
        await visitor.close();
      }
    });

    it('9. tells a visitor whose enquiry EmailJS refuses as too large (413) to shorten it, keeping every value', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        const email = `refused-413-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await nextOutboxAnswer({ status: 413, text: 'Variables size limit. The maximum allowed variables size is 50Kb' });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'Please shorten the project description', { contains: true });
        expect(await fieldValues(visitor, FORM)).toEqual([`Visitor in ${engine}`, email, 'Scotland', '+44 7700 900123', 'A booking app for three clinics.']);
      } finally {
        await visitor.close();
      }
    });

    it('11. ignores an emailjs-origin attribute set by a script on the partner page', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor, `${partnerUrl()}/plain.html`);
        await visitor.evaluate((rogue) => document.querySelector('cairn-enquiry-form')!.setAttribute('emailjs-origin', rogue), partnerUrl());
        const email = `not-rerouted-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await visitor.click(control(FORM, 'submit'));
        // The one outbox is on our site's origin: the enquiry arriving there is where it went (the outbox keeps it
        // before it answers, so the form says so a moment later).
        await waitFor(() => formStatus(visitor, FORM), 'Message sent successfully!', { contains: true });
        expect(sentFrom(email)).toHaveLength(1);
      } finally {
        await visitor.close();
      }
    });
  });
