/**
 * Every enquiry arrives, in Chromium, Firefox and WebKit, whatever the partner's page does
 * (numbered as in tests/browser/enquiry-arrives.test.ts): a sandboxed frame with no storage (4), embed URLs with a query string (5),
 * a form taken away or put back while its enquiry travels (6b), our toast code failing to load (7),
 * and forms inside the partner's own shadow roots (8).
 */
import { describe, expect, it } from 'vitest';
import { nextOutboxAnswer, partnerUrl, siteUrl } from '../browser/browser';
import { sentFrom } from '../browser/enquiry-helpers';
import { ENGINES, useEngine, type Visitor } from './engines';
import { slowSite } from './latency';
import {
  DESKTOP,
  ENQUIRY_FORM,
  control,
  draftSaved,
  fieldValues,
  fillEnquiry,
  focusControl,
  formStatus,
  formText,
  heard,
  listenFor,
  openForm,
  partnerPage,
  pause,
  toastAtRest,
  toastOf,
  toastOnTop,
  typeEnquiry,
  waitFor,
  waitForLiveForm,
} from './visitor-helpers';

const FORM = ENQUIRY_FORM;
const SENT = 'Message sent successfully!';

/** Enter in the e-mail field: Send, from the keyboard. */
const pressEnterInEmail = async (visitor: Visitor) => {
  await focusControl(visitor, FORM, 'email');
  await visitor.press('Enter');
};

/** Whether a draft of the form is kept on the partner's origin. */
const hasDraft = (visitor: Visitor) => visitor.evaluate(() => Object.keys(localStorage).some((key) => key.startsWith('cairn-enquiry-draft:')));

/** A single-page app renders its route again: the same element off the page, and back once it has let go. */
async function putBack(visitor: Visitor) {
  await visitor.evaluate(async () => {
    const form = document.querySelector('cairn-enquiry-form')!;
    const parent = form.parentElement!;
    form.remove();
    await new Promise((resolve) => setTimeout(resolve, 50));
    parent.append(form);
  });
  await waitForLiveForm(visitor);
}

for (const engine of ENGINES)
  describe(engine, () => {
    const browser = useEngine(engine);

    it('4. shows every widget of cairn.js in a sandboxed frame without storage, as site builders embed code, and sends what was typed there', async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        // `sandbox="allow-scripts allow-forms"`: an origin of its own, opaque, with no storage nor cookies.
        await visitor.goto(`${partnerUrl()}/sandboxed.html`);
        const frame = visitor.frame('#frame');
        await waitFor(() => frame.on(['cairn-services-grid', 'article'], (el) => el?.textContent ?? ''), 'AI & Machine Learning', { contains: true });
        await waitFor(() => frame.on(['cairn-faq', 'details summary'], (el) => !!el?.textContent?.trim()), true);
        await waitForLiveForm(frame);
        expect(await frame.evaluate(() => origin)).toBe('null');
        const email = `sandboxed-${engine}@example.com`;
        await typeEnquiry(frame, FORM, { email });
        await frame.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(frame, FORM), SENT, { contains: true });
        expect(sentFrom(email).map((record) => [record.body.template_params.partner_id, record.body.template_params.from_name])).toEqual([['sandboxed', `Visitor in ${engine}`]]);
        expect(await visitor.errors()).toEqual([]);
      } finally {
        await visitor.close();
      }
    });

    for (const path of ['/query.html', '/query-both.html'])
      it(`5. sends from an embed URL with a query string and shows the result, running each file once (${path})`, async () => {
        const visitor = await browser.open(DESKTOP);
        try {
          await openForm(visitor, `${partnerUrl()}${path}`);
          const email = `query-${path.slice(1, -5)}-${engine}@example.com`;
          await fillEnquiry(visitor, FORM, { email });
          await visitor.click(control(FORM, 'submit'));
          await waitFor(() => visitor.on(toastOf(FORM), (el) => el?.textContent ?? ''), SENT, { contains: true });
          await pause(300);
          expect(await formText(visitor)).not.toContain('Unexpected Application Error!');
          expect(await visitor.evaluate(() => [...document.querySelectorAll('cairn-enquiry-form')].map((el) => el.shadowRoot?.querySelectorAll('form').length))).toEqual([1]);
          expect(sentFrom(email)).toHaveLength(1);
          // No file fetched a second time under another URL (which would run its code twice).
          const paths = await visitor.evaluate(() =>
            performance
              .getEntriesByType('resource')
              .map((entry) => new URL(entry.name))
              .filter((url) => url.pathname.startsWith('/embed/') || url.pathname.startsWith('/assets/'))
              .map((url) => url.pathname),
          );
          expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
          expect(paths.some((path) => path.startsWith('/embed/'))).toBe(true);
          expect(await visitor.errors()).toEqual([]);
        } finally {
          await visitor.close();
        }
      });

    describe('6b. a form the page takes away or puts back while its enquiry travels', () => {
      /** Our plain partner page, its form filled in with `email`. */
      async function filled(visitor: Visitor, email: string) {
        await openForm(visitor, `${partnerUrl()}/plain.html`);
        await fillEnquiry(visitor, FORM, { email });
      }

      /** Its enquiry on the way, answered after `delayMs`. */
      async function sending(visitor: Visitor, email: string, delayMs: number) {
        await filled(visitor, email);
        await waitFor(() => hasDraft(visitor), true);
        await nextOutboxAnswer({ delayMs });
        await visitor.click(control(FORM, 'submit'));
        await waitFor(() => formStatus(visitor, FORM), 'Sending...');
      }

      it('shows it still sending in the form put back, and in a new form in its place, then sent, and sends it once', { timeout: 40_000 }, async () => {
        const visitor = await browser.open(DESKTOP);
        try {
          const email = `put-back-${engine}@example.com`;
          await sending(visitor, email, 6_000);
          // The same element off the page and back...
          await putBack(visitor);
          expect(await formStatus(visitor, FORM)).toBe('Sending...');
          expect((await fieldValues(visitor, FORM))[1]).toBe(email);
          await pressEnterInEmail(visitor); // Send again, from the draft the form restored
          // ...then a new element in its place, where the page now listens.
          await listenFor(visitor, ['cairn-enquiry-sent', 'cairn-enquiry-failed']);
          await visitor.evaluate(() => {
            const fresh = document.createElement('cairn-enquiry-form');
            fresh.setAttribute('partner-id', 'plain-partner');
            document.querySelector('cairn-enquiry-form')!.replaceWith(fresh);
          });
          await waitForLiveForm(visitor);
          expect(await formStatus(visitor, FORM)).toBe('Sending...');
          await pressEnterInEmail(visitor);
          await waitFor(() => formStatus(visitor, FORM), SENT, { contains: true });
          expect(await fieldValues(visitor, FORM)).toEqual(['', '', '', '', '']);
          await waitFor(() => toastOnTop(visitor, FORM), 'toast'); // seen, in the new form
          expect((await heard(visitor)).map((event) => event.type)).toEqual(['cairn-enquiry-sent']);
          expect(sentFrom(email)).toHaveLength(1);
        } finally {
          await visitor.close();
        }
      });

      it('shows its toasts above the page again once it is put back', async () => {
        const visitor = await browser.open(DESKTOP);
        try {
          await filled(visitor, `toast-put-back-${engine}@example.com`);
          for (const round of [1, 2]) {
            await nextOutboxAnswer({ status: 500 });
            await visitor.click(control(FORM, 'submit'));
            await waitFor(async () => [round, await toastOnTop(visitor, FORM)], [round, 'toast']);
            // Closed from its ✕, clicked once the toast is at rest (toastOnTop answers while it still slides in): closed by
            // the click, well before it would close by itself (TOAST_DURATION_MS, 6 s, in widgets/enquiry-form/toasts.tsx).
            await toastAtRest(visitor, FORM);
            await visitor.click([...toastOf(FORM), 'button']);
            await waitFor(() => visitor.on(toastOf(FORM), (el) => el === null), true, { timeout: 2_000 });
            await putBack(visitor);
          }
        } finally {
          await visitor.close();
        }
      });

      it('forgets the draft of an enquiry that arrived after its form left the page', async () => {
        const visitor = await browser.open(DESKTOP);
        try {
          const email = `left-the-page-${engine}@example.com`;
          await sending(visitor, email, 1_500);
          await visitor.evaluate(() => document.querySelector('cairn-enquiry-form')!.remove());
          await waitFor(async () => sentFrom(email).length, 1);
          await waitFor(() => hasDraft(visitor), false);
          await openForm(visitor, `${partnerUrl()}/plain.html`);
          expect(await fieldValues(visitor, FORM)).toEqual(['', '', '', '', '']);
        } finally {
          await visitor.close();
        }
      });
    });

    describe('7. the result never depends on code that may not load', () => {
      // The engine's part is the import it cannot make, the same whatever the answer: sent in every engine, failed (what
      // the form then says) in Chromium.
      for (const [situation, answer, expected] of [
        ['sent', {}, SENT],
        ...(engine === 'chromium' ? ([['failed', { status: 500 }, 'Error sending message']] as const) : []),
      ] as const)
        it(`tells the visitor and the partner the enquiry ${situation} when the toast code cannot load`, async () => {
          // Our site behind a network that drops the toasts' code.
          const site = await slowSite(siteUrl(), 0, { refuse: /\/chunks\/toasts-.*\.js$/ });
          const visitor = await browser.open(DESKTOP);
          try {
            const page = await partnerPage(`no-toasts-${situation}-${engine}`, '<cairn-enquiry-form partner-id="no-toasts"></cairn-enquiry-form>', {
              site: site.url,
              script: `<script type="module" src="${site.url}/embed/enquiry-form.js"></script>`,
              csp: '',
            });
            await openForm(visitor, page);
            await listenFor(visitor, ['cairn-enquiry-sent', 'cairn-enquiry-failed']);
            await fillEnquiry(visitor, FORM, { email: `no-toasts-${situation}-${engine}@example.com` });
            await nextOutboxAnswer(answer);
            await visitor.click(control(FORM, 'submit'));
            await waitFor(() => formStatus(visitor, FORM), expected, { contains: true });
            expect(await visitor.on([...FORM, '[role=status]'], (el) => el!.checkVisibility())).toBe(true);
            const events = await heard(visitor);
            expect(events.map((event) => event.type)).toEqual([`cairn-enquiry-${situation}`]);
            expect(events[0]!.detail).toMatchObject({ partnerId: 'no-toasts' });
            // The toasts' code was asked for and never came.
            await waitFor(async () => (await visitor.warnings()).join(' '), 'Toasts unavailable', { contains: true });
            expect(await visitor.on(toastOf(FORM), (el) => el)).toBeNull();
          } finally {
            await visitor.close();
            await site.close();
          }
        });
    });

    it("8. keeps a draft and a toaster per form inside the partner's own shadow roots, and its events reach the page", async () => {
      const visitor = await browser.open(DESKTOP);
      try {
        const page = `${partnerUrl()}/nested.html`;
        const left = ['#left', 'cairn-enquiry-form'];
        const right = ['#right', 'cairn-enquiry-form'];
        await openForm(visitor, page, left);
        await waitForLiveForm(visitor, right);
        await visitor.click(control(left, 'name'));
        await visitor.type('Only Left');
        await draftSaved(visitor, 'Only Left');
        await openForm(visitor, page, left);
        await waitForLiveForm(visitor, right);
        await waitFor(async () => (await fieldValues(visitor, left))[0], 'Only Left');
        expect((await fieldValues(visitor, right))[0]).toBe('');

        // Composed: the event crosses the partner's own shadow root to a listener on its document.
        await listenFor(visitor, ['cairn-enquiry-sent']);
        const email = `nested-left-${engine}@example.com`;
        await fillEnquiry(visitor, left, { email });
        await visitor.click(control(left, 'submit'));
        await waitFor(() => heard(visitor), [{ type: 'cairn-enquiry-sent', detail: { partnerId: 'left', context: {}, params: {}, pageUrl: page } }]);
        await waitFor(() => visitor.on(toastOf(left), (el) => !!el), true);
        await pause(300);
        expect(await visitor.on(left, (host) => host!.shadowRoot!.querySelectorAll('[data-sonner-toast]').length)).toBe(1);
        expect(await visitor.on(right, (host) => host!.shadowRoot!.querySelectorAll('[data-sonner-toast]').length)).toBe(0);
        expect(sentFrom(email)[0]?.body.template_params.partner_id).toBe('left');
      } finally {
        await visitor.close();
      }
    });
  });
