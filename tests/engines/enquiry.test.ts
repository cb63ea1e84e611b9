/**
 * The enquiry form's promises, in Chromium, Firefox and WebKit: the browser
 * stops an incomplete enquiry, one enquiry however often Send is pressed, a
 * draft kept until sent, a bot dropped quietly, a second send straight away
 * held back with nothing lost, and toasts announced above the page.
 */
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, siteUrl } from '../browser/browser';
import { outbox, sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, PHONE, control, fieldValues, formStatus, paste, typeEnquiry, waitFor } from './visitor-helpers';

const FORM = ['cairn-enquiry-form'];
const toastText = (visitor: Visitor) => visitor.on([...FORM, '[data-sonner-toast]'], (el) => el?.textContent ?? '');

async function openContact(visitor: Visitor) {
  await visitor.goto(`${siteUrl()}/contact`);
  await waitFor(() => visitor.on([...FORM, 'input[name=cairn_hp]'], (el) => !!el), true);
}

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('sends nothing while a required field is empty: the browser stops at Full Name', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await openContact(visitor);
        const before = outbox().length;
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => visitor.on(control(FORM, 'name'), (el) => !(el as HTMLInputElement).validity.valid && (el!.getRootNode() as ShadowRoot).activeElement === el), true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(outbox().length).toBe(before);
      } finally {
        await visitor.close();
      }
    });

    it('sends once, however often the visitor clicks or presses Enter while sending', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openContact(visitor);
        const email = `double-${engine}@example.com`;
        await typeEnquiry(visitor, FORM, { email });
        await nextOutboxAnswer({ delayMs: 1500 });
        await visitor.click(control(FORM, 'submit'));
        await visitor.clickAt(...(await visitor.on(control(FORM, 'submit'), (el) => {
          const r = el!.getBoundingClientRect();
          return [r.left + r.width / 2, r.top + r.height / 2] as [number, number];
        })));
        await visitor.click(control(FORM, 'email'));
        await visitor.press('Enter');
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(sentFrom(email)).toHaveLength(1);
      } finally {
        await visitor.close();
      }
    });

    it('keeps what the visitor typed across a reload, and forgets it once sent', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openContact(visitor);
        await visitor.click(control(FORM, 'name'));
        await visitor.type(`Draft in ${engine}`);
        await visitor.click(control(FORM, 'description'));
        await visitor.type('Half-written brief…');
        await new Promise((resolve) => setTimeout(resolve, 600));
        await openContact(visitor);
        await waitFor(() => fieldValues(visitor, FORM), [`Draft in ${engine}`, '', '', '', 'Half-written brief…']);
        await visitor.click(control(FORM, 'email'));
        await visitor.type(`draft-${engine}@example.com`);
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        await openContact(visitor);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await fieldValues(visitor, FORM)).toEqual(['', '', '', '', '']);
      } finally {
        await visitor.close();
      }
    });

    it('drops a bot that fills the hidden honeypot field: it sees success, nothing is sent', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openContact(visitor);
        const email = `bot-${engine}@example.com`;
        await typeEnquiry(visitor, FORM, { email });
        await visitor.on([...FORM, 'input[name=cairn_hp]'], (el) => void ((el as HTMLInputElement).value = 'http://spam.example'));
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(sentFrom(email)).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('asks the visitor to wait when they send again straight away, keeping what they typed', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openContact(visitor);
        await typeEnquiry(visitor, FORM, { email: `first-${engine}@example.com` });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        const second = `second-${engine}@example.com`;
        await typeEnquiry(visitor, FORM, { email: second });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(async () => (await visitor.on(FORM, (host) => [...host!.shadowRoot!.querySelectorAll('[data-sonner-toast]')].map((t) => t.textContent).join(' | '))), 'Enquiry already sent', { contains: true });
        expect((await fieldValues(visitor, FORM))[1]).toBe(second);
        expect(sentFrom(second)).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('keeps every value and says the enquiry failed, in a toast, its status line and the console, however EmailJS or the network fails; 202 with the text OK is sent', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openContact(visitor);
        const email = `failing-${engine}@example.com`;
        await typeEnquiry(visitor, FORM, { email });
        const typed = await fieldValues(visitor, FORM);
        for (const answer of [
          { status: 400, text: 'The service ID is invalid' },
          { status: 500 },
          { status: 202, text: 'Accepted' },
          { status: 500, text: 'Internal' },
          { drop: true, forMs: 1000 },
        ]) {
          const logged = (await visitor.errors()).length;
          await nextOutboxAnswer(answer);
          await visitor.click(control(FORM, 'submit'));
          await waitFor(() => toastText(visitor), 'Error sending message', { contains: true });
          // The destructive style, by its kind: sonner's error type with rich colours.
          const toast = await visitor.on([...FORM, '[data-sonner-toast]'], (el) => [el!.textContent, el!.getAttribute('data-type'), el!.getAttribute('data-rich-colors')]);
          expect([answer, toast]).toEqual([answer, [expect.stringContaining('Please try again later.'), 'error', 'true']]);
          expect([answer, await formStatus(visitor, FORM)]).toEqual([answer, expect.stringContaining('Error sending message')]);
          expect([answer, await fieldValues(visitor, FORM)]).toEqual([answer, typed]);
          expect([answer, (await visitor.errors()).slice(logged).some((e) => e.includes('Error sending message'))]).toEqual([answer, true]);
          expect(await visitor.on(control(FORM, 'submit'), (el) => (el as HTMLButtonElement).disabled || el!.getAttribute('aria-disabled') === 'true')).toBe(false);
          // The outbox drops connections that long.
          if ('forMs' in answer) await new Promise((resolve) => setTimeout(resolve, answer.forMs));
          // Anew, the draft brings back what was typed, and no earlier toast is left to be read.
          await openContact(visitor);
          await waitFor(() => fieldValues(visitor, FORM), typed);
        }
        // The 202 with a text of its own reached the outbox, but is not taken as sent.
        expect(sentFrom(email)).toHaveLength(1);

        await nextOutboxAnswer({ status: 202, text: 'OK' });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        expect(await visitor.on([...FORM, '[data-sonner-toast]'], (el) => el!.getAttribute('data-type'))).toBe('success');
        expect(await fieldValues(visitor, FORM)).toEqual(['', '', '', '', '']);
      } finally {
        await visitor.close();
      }
    });

    it('sends long, emoji, right-to-left and markup input byte for byte, never as HTML', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openContact(visitor);
        const markup = '<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2">';
        const mixed = 'Ünïcødé 🚀🏴󠁧󠁢󠁳󠁣󠁴󠁿 שלום مرحبا '.repeat(500);
        let description = markup;
        for (const char of mixed) {
          if (description.length + char.length > 10_000) break;
          description += char; // whole code points only: no lone surrogates
        }
        description = description.padEnd(10_000, '.');
        const name = '<b>Ros</b> & "Co" 🦄';
        const email = `unicode-${engine}@example.com`;
        await typeEnquiry(visitor, FORM, { email });
        await paste(visitor, control(FORM, 'name'), name);
        await paste(visitor, control(FORM, 'description'), description);
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        const [record] = sentFrom(email);
        expect(record?.body.template_params.message).toBe(description);
        expect(record?.body.template_params.from_name).toBe(name);
        expect(await visitor.evaluate(() => (window as { __pwned?: number }).__pwned ?? null)).toBeNull();
      } finally {
        await visitor.close();
      }
    });

    it('announces toasts to screen readers and shows them above the page content', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await openContact(visitor);
        await typeEnquiry(visitor, FORM, { email: `toast-${engine}@example.com` });
        await nextOutboxAnswer({ status: 500 });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Error sending message', { contains: true });
        expect(await visitor.on([...FORM, 'section[aria-live]'], (el) => el?.getAttribute('aria-live'))).toBe('polite');
        // The toast is the topmost element at its own centre, once its entrance has finished.
        await visitor.on([...FORM, '[data-sonner-toast]'], (el) => Promise.all(el!.getAnimations({ subtree: true }).map((a) => a.finished)));
        await new Promise((resolve) => setTimeout(resolve, 600));
        const hit = await visitor.on([...FORM, '[data-sonner-toast]'], (el) => {
          const box = el!.getBoundingClientRect();
          const found = (el!.getRootNode() as ShadowRoot).elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
          return found === null ? 'nothing' : el!.contains(found) ? 'toast' : found.outerHTML.slice(0, 120);
        });
        expect(hit).toBe('toast');
      } finally {
        await visitor.close();
      }
    });
  });
