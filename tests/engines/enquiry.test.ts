/**
 * The enquiry form's promises, in Chromium, Firefox and WebKit: labelled
 * fields the browser checks, borders that show and a spinner while sending,
 * the exact request EmailJS gets, from /contact and the home page; one
 * enquiry however often Send is pressed, a draft kept until sent, a bot
 * dropped quietly (in Chromium: the form's code decides), a second send
 * straight away held back with nothing lost, every failure said as such with
 * nothing lost, any text sent byte for byte, and toasts announced above the page.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, siteUrl } from '../browser/browser';
import { outbox, sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine, type Visitor } from './engines';
import { DESKTOP, ENQUIRY_FORM, PHONE, control, fieldValues, fillEnquiry, formStatus, openForm, paste, toastAtRest, toastOnTop, typeEnquiry, waitFor, waitForLiveForm } from './visitor-helpers';

const FORM = ENQUIRY_FORM;
const sdkVersion = JSON.parse(readFileSync(new URL('../../node_modules/@emailjs/browser/package.json', import.meta.url), 'utf8')).version as string;
const toastText = (visitor: Visitor) => visitor.on([...FORM, '[data-sonner-toast]'], (el) => el?.textContent ?? '');

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('labels every field, marks the required ones, and sends nothing while one is empty: the browser stops at Full Name', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await openForm(visitor);
        const fields = await visitor.on(FORM, (host) =>
          [...host!.shadowRoot!.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input:not([name=cairn_hp]), textarea')].map((el) => ({
            label: el.labels?.[0]?.textContent?.replace('*', '').trim(),
            type: el.localName === 'textarea' ? `textarea of ${el.getAttribute('rows')} rows` : el.type,
            required: el.required,
          })),
        );
        expect(fields).toEqual([
          { label: 'Full Name', type: 'text', required: true },
          { label: 'Email Address', type: 'email', required: true },
          { label: 'Country', type: 'text', required: false },
          { label: 'Phone Number', type: 'tel', required: false },
          { label: 'Project Description', type: 'textarea of 4 rows', required: true },
        ]);
        expect(await visitor.on(control(FORM, 'description'), (el) => el!.getAttribute('placeholder'))).toBe('Tell us about your project requirements...');
        const before = outbox().length;
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => visitor.on(control(FORM, 'name'), (el) => !(el as HTMLInputElement).validity.valid && (el!.getRootNode() as ShadowRoot).activeElement === el), true);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(outbox().length).toBe(before);
      } finally {
        await visitor.close();
      }
    });

    it('draws every field with a border of at least 3:1, red where invalid, and spins the Sending... icon', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        /** Contrast of each field's border against the white card (WCAG 1.4.11), from its computed colour. */
        const borders = () =>
          visitor.on(FORM, (host) =>
            [...host!.shadowRoot!.querySelectorAll<HTMLInputElement>('input[part="input"], textarea')].map((el) => {
              const ctx = document.createElement('canvas').getContext('2d')!;
              ctx.fillStyle = getComputedStyle(el).borderTopColor;
              ctx.fillRect(0, 0, 1, 1);
              const [r, g, b] = [...ctx.getImageData(0, 0, 1, 1).data].map((v) => {
                const c = v / 255;
                return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
              });
              const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
              return { name: el.name, contrast: 1.05 / (luminance + 0.05), red: r! > g! * 4 };
            }),
          );
        const drawn = await borders();
        expect(drawn.map((b) => b.name)).toEqual(['name', 'email', 'country', 'phone', 'description']);
        for (const { name, contrast } of drawn) expect(contrast, name).toBeGreaterThanOrEqual(3);
        await visitor.click(control(FORM, 'submit'));
        // The browser focuses the first invalid field, which shows the focus colour; the other required ones turn red.
        await expect.poll(async () => (await borders()).filter((b) => b.red).map((b) => b.name)).toEqual(['email', 'description']);
        await fillEnquiry(visitor, FORM, { email: `borders-${engine}@example.com` });
        await nextOutboxAnswer({ delayMs: 3000 });
        await visitor.click(control(FORM, 'submit'));
        // The spinner: the button's one icon that turns.
        await waitFor(() => visitor.on(control(FORM, 'submit'), (el) => [...el!.querySelectorAll('svg')].some((svg) => getComputedStyle(svg).animationName !== 'none')), true);
        await waitFor(() => formStatus(visitor, FORM), 'Message sent successfully!', { contains: true });
        expect(await visitor.on([...FORM, '[role=status]'], (el) => getComputedStyle(el!).backgroundColor)).not.toBe('rgba(0, 0, 0, 0)');
      } finally {
        await visitor.close();
      }
    });

    it('sends the exact EmailJS request, as JSON from our origin, and resets the form with a success toast', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        const email = `exact-${engine}@example.com`;
        await typeEnquiry(visitor, FORM, { email });
        await nextOutboxAnswer({ delayMs: 3000 });
        await visitor.click(control(FORM, 'submit'));
        // While it travels: a button marked disabled for assistive technology (it keeps the focus), the spinner and 'Sending...'.
        await waitFor(
          () => visitor.on(control(FORM, 'submit'), (el) => ({ text: el!.textContent, disabled: el!.getAttribute('aria-disabled'), spinners: [...el!.querySelectorAll('svg')].filter((svg) => getComputedStyle(svg).animationName !== 'none').length })),
          { text: 'Sending...', disabled: 'true', spinners: 1 },
        );
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        expect(await toastText(visitor)).toContain("We'll get back to you within 24 hours.");
        expect(await fieldValues(visitor, FORM)).toEqual(['', '', '', '', '']);
        const [sent] = sentFrom(email);
        expect(sent!.origin).toBe(siteUrl());
        expect(sent!.contentType).toBe('application/json');
        expect(sent!.body).toEqual({
          lib_version: sdkVersion,
          user_id: 'local-outbox-key',
          service_id: 'service_local_outbox',
          template_id: 'template_enquiry',
          template_params: {
            from_name: `Visitor in ${engine}`,
            from_email: email,
            from_country: 'Scotland',
            from_phone: '+44 7700 900123',
            message: 'A booking app for three clinics.',
            to_email: 'hello@cairnsoftware.co.uk',
            // Weak spam signals travel with the enquiry; the inbox filters, nobody is dropped.
            fill_seconds: expect.stringMatching(/^\d+\.\d$/),
            spam_signals: expect.stringContaining('automated-browser'),
            // The page the enquiry was sent from, without its query.
            page_url: `${siteUrl()}/contact`,
            // The language the visitor wrote in: our site's, English.
            language: 'en',
          },
        });
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    it('sends from the home page too, on a phone', async () => {
      const visitor = await browser.open(PHONE);
      try {
        await visitor.goto(`${siteUrl()}/`);
        // Near the bottom of the page: its script loads as the visitor comes near.
        await visitor.on(FORM, (el) => el!.scrollIntoView({ block: 'center', behavior: 'instant' }));
        await waitForLiveForm(visitor);
        const email = `home-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        expect(sentFrom(email)).toHaveLength(1);
        expect(sentFrom(email)[0]!.body.template_params.page_url).toBe(`${siteUrl()}/`);
      } finally {
        await visitor.close();
      }
    });

    it('sends once, however often the visitor clicks or presses Enter while sending', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        const email = `double-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
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
        await openForm(visitor);
        await visitor.click(control(FORM, 'name'));
        await visitor.type(`Draft in ${engine}`);
        await visitor.click(control(FORM, 'description'));
        await visitor.type('Half-written brief…');
        await new Promise((resolve) => setTimeout(resolve, 600));
        await openForm(visitor);
        await waitFor(() => fieldValues(visitor, FORM), [`Draft in ${engine}`, '', '', '', 'Half-written brief…']);
        await visitor.click(control(FORM, 'email'));
        await visitor.type(`draft-${engine}@example.com`);
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        await openForm(visitor);
        await new Promise((resolve) => setTimeout(resolve, 500));
        expect(await fieldValues(visitor, FORM)).toEqual(['', '', '', '', '']);
      } finally {
        await visitor.close();
      }
    });

    it('asks the visitor to wait when they send again straight away, keeping what they typed', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
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
        await openForm(visitor);
        const email = `failing-${engine}@example.com`;
        await typeEnquiry(visitor, FORM, { email });
        const typed = await fieldValues(visitor, FORM);
        // Each engine meets an HTTP error and a dropped connection (its own network error) through its own fetch; what
        // the form makes of the other answers (a 500 with or without a text, a 202 with another text) is its code's,
        // read in Chromium.
        const answers = [
          { status: 400, text: 'The service ID is invalid' },
          ...(engine === 'chromium' ? [{ status: 500 }, { status: 202, text: 'Accepted' }, { status: 500, text: 'Internal' }] : []),
          { drop: true, forMs: 1000 },
        ];
        for (const answer of answers) {
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
          await openForm(visitor);
          await waitFor(() => fieldValues(visitor, FORM), typed);
        }
        // The 202 with a text of its own (Chromium's answers) reached the outbox, but is not taken as sent.
        expect(sentFrom(email)).toHaveLength(engine === 'chromium' ? 1 : 0);

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
        await openForm(visitor);
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
        await openForm(visitor);
        await fillEnquiry(visitor, FORM, { email: `toast-${engine}@example.com` });
        await nextOutboxAnswer({ status: 500 });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Error sending message', { contains: true });
        expect(await visitor.on([...FORM, 'section[aria-live]'], (el) => el?.getAttribute('aria-live'))).toBe('polite');
        // The toast is the topmost element at its own centre, once its entrance has finished: the toast at rest, not the
        // animations running at one moment (one cancelled or replaced rejects, an endless one never settles, and a slide
        // that starts after the look is not waited for).
        await toastAtRest(visitor, FORM);
        expect(await toastOnTop(visitor, FORM)).toBe('toast');
      } finally {
        await visitor.close();
      }
    });

    // A hidden field a script fills: the form's code drops what it sends, whatever the engine (its send, above, is
    // each engine's). Read once, in Chromium.
    if (engine !== 'chromium') return;

    it('drops a bot that fills the hidden honeypot field: it sees success, nothing is sent', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        await openForm(visitor);
        const email = `bot-${engine}@example.com`;
        await fillEnquiry(visitor, FORM, { email });
        await visitor.on([...FORM, 'input[name=cairn_hp]'], (el) => void ((el as HTMLInputElement).value = 'http://spam.example'));
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => toastText(visitor), 'Message sent successfully!', { contains: true });
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(sentFrom(email)).toEqual([]);
      } finally {
        await visitor.close();
      }
    });
  });
