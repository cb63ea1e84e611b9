import { afterEach, describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { all, mount, text, waitFor } from '../test-utils';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { form as english } from '../content/languages/en';
import { EnquiryForm } from './enquiry-form';
import { fingerprint, isBot, rememberSent, spamSignals, wasSent } from './guard';
import { MAX_LENGTH, paramsBytes } from './limits';
import { sendEnquiry, templateParams, type EmailJsConfig } from './send';
import './element';

const enquiry = { name: 'Ada', email: 'ada@example.com', country: 'UK', phone: '0131', description: 'An app' };
const config: EmailJsConfig = { publicKey: 'key', serviceId: 'service', templateId: 'template', origin: 'http://127.0.0.1:9', toEmail: 'hello@example.com' };

afterEach(() => vi.restoreAllMocks());

describe('<cairn-enquiry-form>', () => {
  it('keeps the update of every field filled in one go, as autofill does', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    await waitFor(() => root.querySelector('input[name="cairn_hp"]'));
    const name = root.querySelector<HTMLInputElement>('input[name="name"]')!;
    const email = root.querySelector<HTMLInputElement>('input[name="email"]')!;
    // Both filled and announced in one task, before any render.
    name.value = 'n'.repeat(95);
    name.dispatchEvent(new Event('input', { bubbles: true }));
    email.value = `${'e'.repeat(230)}@example.com`;
    email.dispatchEvent(new Event('input', { bubbles: true }));
    await waitFor(() => text(root).includes('12 characters left'));
    expect(text(root)).toContain('5 characters left');
  });

  it('says it is ready to a listener added just after the element is put on the page', async () => {
    const element = document.createElement('cairn-enquiry-form');
    element.setAttribute('partner-id', 'acme');
    document.body.append(element);
    const heard: CustomEvent[] = [];
    element.addEventListener('cairn-ready', (event) => heard.push(event as CustomEvent));
    await waitFor(() => heard.length);
    expect(heard).toHaveLength(1);
    expect(heard[0]!.detail).toMatchObject({ partnerId: 'acme', context: {}, params: {} });
  });

  it("fills a partner's prefill without keeping it as the visitor's draft", async () => {
    const { root } = await mount('<cairn-enquiry-form id="prefilled" prefill="name=Ada&amp;description=Engines"></cairn-enquiry-form>');
    await waitFor(() => root.querySelector<HTMLInputElement>('input[name="name"]')!.value === 'Ada');
    expect(root.querySelector<HTMLTextAreaElement>('textarea')!.value).toBe('Engines');
    await new Promise((r) => setTimeout(r, 400)); // past the draft's save delay
    expect(loadDraft(`${location.pathname}#prefilled`)).toBeNull();
  });

  it('labels each field and ties the label to it, marking required ones with an asterisk', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    const labels = all<HTMLLabelElement>(root, 'label').filter((l) => !l.closest('[hidden]'));
    expect(labels.map(text)).toEqual(['Full Name*', 'Email Address*', 'Country', 'Phone Number', 'Project Description*']);
    for (const label of labels) expect(root.getElementById(label.htmlFor)).not.toBeNull();
    const required = all<HTMLInputElement>(root, '[required]').map((el) => el.name);
    expect(required).toEqual(['name', 'email', 'description']);
  });

  it('says which fields are required before the fields, and names the form', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    const form = root.querySelector('form')!;
    expect(form.getAttribute('aria-label')).toBe('Project Inquiry');
    expect(text(form.firstElementChild!)).toBe('Fields marked * are required.');
  });

  it('promises a reply within 24 hours beside the form', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    expect(text(root)).toContain("We'll get back to you within 24 hours.");
  });

  it('limits every field so an enquiry stays within what EmailJS accepts', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    const limits = Object.fromEntries(all<HTMLInputElement>(root, 'input[name], textarea').filter((el) => !el.closest('[hidden]')).map((el) => [el.name, el.maxLength]));
    expect(limits).toEqual({ name: 100, email: 254, country: 100, phone: 40, description: 10_000 });
    // The worst case: every character three bytes of UTF-8, and quotes escaped.
    const widest = Object.fromEntries(Object.entries(limits).map(([k, n]) => [k, '€'.repeat(n)]));
    expect(paramsBytes(templateParams(widest as never, 'hello@example.com', 'p'.repeat(64), { ...spamSignals(0, 60_000), language: 'cy' }))).toBeLessThan(50 * 1024);
  });

  it('hides the honeypot from people, the tab order and autofill, and only once its script runs', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    const trap = await waitFor(() => root.querySelector<HTMLInputElement>('input[name="cairn_hp"]'));
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[hidden]')).not.toBeNull();
    expect(trap.getAttribute('autocomplete')).toBe('off');
    const prerendered = renderToStaticMarkup(createElement(EnquiryForm, { draftKey: 'k', toasterId: 't', lang: 'en', text: english }));
    expect(prerendered).not.toContain('cairn_hp');
  });

  it('posts to the e-mail program, never by GET, until its script runs', () => {
    const html = renderToStaticMarkup(createElement(EnquiryForm, { draftKey: 'k', toasterId: 't', config, lang: 'en', text: english }));
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const form = doc.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('enctype') ?? form.getAttribute('encType')).toBe('text/plain');
    expect(form.getAttribute('action')).toBe('mailto:hello@example.com?subject=Project%20enquiry');
    expect(html).toContain('<noscript>');
    expect(html).toContain('Without JavaScript, Send opens your e-mail program');
  });

  it('has a polite status region from its first render', () => {
    const html = renderToStaticMarkup(createElement(EnquiryForm, { draftKey: 'k', toasterId: 't', lang: 'en', text: english }));
    expect(html).toMatch(/<p role="status" aria-live="polite"/);
  });

  it('takes over what was typed before its script ran, and keeps it as the draft', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<cairn-enquiry-form id="early"></cairn-enquiry-form>';
    const element = holder.firstElementChild as HTMLElement;
    const shadow = element.attachShadow({ mode: 'open' });
    shadow.innerHTML = `<div class="cairn-root">${renderToStaticMarkup(createElement(EnquiryForm, { draftKey: 'x', toasterId: 't', lang: 'en', text: english }))}</div>`;
    (shadow.querySelector('[name="name"]') as HTMLInputElement).value = 'Typed Early';
    document.body.append(element);
    await waitFor(() => loadDraft(`${location.pathname}#early`));
    expect((shadow.querySelector('[name="name"]') as HTMLInputElement).value).toBe('Typed Early');
    expect(loadDraft(`${location.pathname}#early`)?.values.name).toBe('Typed Early');
  });
});

describe('templateParams', () => {
  it('maps the enquiry onto the fields the EmailJS template reads, with the fixed recipient', () => {
    expect(templateParams(enquiry, 'hello@example.com')).toEqual({
      from_name: 'Ada',
      from_email: 'ada@example.com',
      from_country: 'UK',
      from_phone: '0131',
      message: 'An app',
      to_email: 'hello@example.com',
    });
  });

  it('adds the partner id when there is one, so leads can be attributed', () => {
    expect(templateParams(enquiry, 'x@example.com', 'acme')).toMatchObject({ partner_id: 'acme' });
  });

});

describe('sendEnquiry', () => {
  for (const missing of ['publicKey', 'serviceId', 'templateId'] as const) {
    it(`fails, without sending, when the ${missing} is missing from the configuration`, async () => {
      const fetchSpy = vi.spyOn(globalThis, 'fetch');
      const outcome = await sendEnquiry(templateParams(enquiry, 'x@example.com'), { ...config, [missing]: '' });
      expect(outcome).toMatchObject({ kind: 'failed', reason: expect.stringMatching(/required/) });
      expect(fetchSpy).not.toHaveBeenCalled();
    });
  }
});

describe('the spam guard', () => {
  it('drops only a filled honeypot', () => {
    expect(isBot('')).toBe(false);
    expect(isBot('http://spam.example')).toBe(true);
  });

  it('sends the fill time and weak signals along, for the inbox to filter on', () => {
    const webdriver = vi.spyOn(navigator, 'webdriver', 'get').mockReturnValue(false);
    expect(spamSignals(1_000, 1_500)).toEqual({ fill_seconds: '0.5', spam_signals: 'fast-fill' });
    expect(spamSignals(1_000, 61_000)).toEqual({ fill_seconds: '60.0', spam_signals: 'none' });
    expect(spamSignals(null, 1_000)).toEqual({ fill_seconds: 'unknown', spam_signals: 'none' });
    webdriver.mockReturnValue(true);
    expect(spamSignals(1_000, 61_000).spam_signals).toBe('automated-browser');
  });

  it('recognises an enquiry sent before, whatever its spacing or case', () => {
    const print = fingerprint(enquiry);
    expect(wasSent(print)).toBe(false);
    rememberSent(print);
    expect(wasSent(fingerprint({ ...enquiry, name: ' ADA ', description: 'An  app' }))).toBe(true);
    expect(wasSent(fingerprint({ ...enquiry, description: 'Another app' }))).toBe(false);
  });
});

describe('drafts', () => {
  it('keeps a draft per key until it is cleared', () => {
    saveDraft('/contact#0', { values: enquiry, startedAt: 5 });
    expect(loadDraft('/contact#0')).toMatchObject({ values: enquiry, startedAt: 5 });
    expect(loadDraft('/#0')).toBeNull();
    clearDraft('/contact#0');
    expect(loadDraft('/contact#0')).toBeNull();
  });

  it('deletes a draft left unsent for 7 days after the last keystroke, as the privacy notice says', () => {
    const day = 24 * 60 * 60 * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-01T12:00:00Z'));
      saveDraft('/contact#0', { values: enquiry, startedAt: Date.now() - 30 * day });
      vi.setSystemTime(new Date('2026-11-08T11:59:00Z'));
      expect(loadDraft('/contact#0')?.values).toEqual(enquiry); // counted from the last keystroke, not the first
      vi.setSystemTime(new Date('2026-11-08T12:00:01Z'));
      expect(loadDraft('/contact#0')).toBeNull();
      expect(localStorage.getItem('cairn-enquiry-draft:/contact#0')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('deletes a draft kept before drafts recorded their last save, 7 days after its first keystroke', () => {
    const day = 24 * 60 * 60 * 1000;
    localStorage.setItem('cairn-enquiry-draft:/old#0', JSON.stringify({ values: enquiry, startedAt: Date.now() - 6 * day }));
    expect(loadDraft('/old#0')?.values).toEqual(enquiry);
    localStorage.setItem('cairn-enquiry-draft:/old#0', JSON.stringify({ values: enquiry, startedAt: Date.now() - 8 * day }));
    expect(loadDraft('/old#0')).toBeNull();
    expect(localStorage.getItem('cairn-enquiry-draft:/old#0')).toBeNull();
  });

  it('ignores a damaged draft', () => {
    localStorage.setItem('cairn-enquiry-draft:broken', '{not json');
    expect(loadDraft('broken')).toBeNull();
  });

  it('never throws when storage refuses to read, write or remove', () => {
    for (const method of ['getItem', 'setItem', 'removeItem'] as const) {
      vi.spyOn(Storage.prototype, method).mockImplementation(() => {
        throw new DOMException('blocked', 'SecurityError');
      });
    }
    expect(() => saveDraft('/x#0', { values: enquiry, startedAt: 1 })).not.toThrow();
    expect(() => loadDraft('/x#0')).not.toThrow();
    expect(() => clearDraft('/x#0')).not.toThrow();
    expect(MAX_LENGTH.description).toBe(10_000);
  });
});
