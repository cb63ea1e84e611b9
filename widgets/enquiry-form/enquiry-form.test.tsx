import { describe, expect, it } from 'vitest';
import { all, mount, text } from '../test-utils';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { MIN_FILL_MS, RESEND_WINDOW_MS, judge } from './guard';
import { sendEnquiry, templateParams, type EmailJsConfig } from './send';
import './element';

const enquiry = { name: 'Ada', email: 'ada@example.com', country: 'UK', phone: '0131', description: 'An app' };
const config: EmailJsConfig = { publicKey: 'key', serviceId: 'service', templateId: 'template', origin: 'http://127.0.0.1:9', toEmail: 'hello@example.com' };

describe('<cairn-enquiry-form>', () => {
  it('labels each field and ties the label to it, marking required ones with an asterisk', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    const labels = all<HTMLLabelElement>(root, 'label').filter((l) => !l.closest('[aria-hidden]'));
    expect(labels.map(text)).toEqual(['Full Name*', 'Email Address*', 'Country', 'Phone Number', 'Project Description*']);
    for (const label of labels) expect(root.getElementById(label.htmlFor)).not.toBeNull();
    const required = all<HTMLInputElement>(root, '[required]').map((el) => el.name);
    expect(required).toEqual(['name', 'email', 'description']);
  });

  it('promises a reply within 24 hours beside the form', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    expect(text(root)).toContain("We'll get back to you within 24 hours.");
  });

  it('hides the honeypot field from people and from the tab order', async () => {
    const { root } = await mount('<cairn-enquiry-form></cairn-enquiry-form>');
    const trap = root.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap.tabIndex).toBe(-1);
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
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
      await expect(sendEnquiry(enquiry, { ...config, [missing]: '' })).rejects.toThrow(/required/);
    });
  }
});

describe('the spam guard', () => {
  const now = 1_000_000;
  it('lets a person through', () => {
    expect(judge({ honeypot: '', startedAt: now - MIN_FILL_MS - 1, now, lastSentAt: null })).toBe('send');
  });
  it('drops a filled honeypot and a form filled faster than a person can type', () => {
    expect(judge({ honeypot: 'x', startedAt: now - 60_000, now, lastSentAt: null })).toBe('drop');
    expect(judge({ honeypot: '', startedAt: now - 100, now, lastSentAt: null })).toBe('drop');
    expect(judge({ honeypot: '', startedAt: null, now, lastSentAt: null })).toBe('drop');
  });
  it('asks for a pause after a recent send, and not after the window', () => {
    expect(judge({ honeypot: '', startedAt: now - 10_000, now, lastSentAt: now - 1_000 })).toBe('too-soon');
    expect(judge({ honeypot: '', startedAt: now - 10_000, now, lastSentAt: now - RESEND_WINDOW_MS - 1 })).toBe('send');
  });
});

describe('drafts', () => {
  it('keeps a draft per key until it is cleared', () => {
    saveDraft('/contact#0', { values: enquiry, startedAt: 5 });
    expect(loadDraft('/contact#0')).toEqual({ values: enquiry, startedAt: 5 });
    expect(loadDraft('/#0')).toBeNull();
    clearDraft('/contact#0');
    expect(loadDraft('/contact#0')).toBeNull();
  });

  it('ignores a damaged draft', () => {
    localStorage.setItem('cairn-enquiry-draft:broken', '{not json');
    expect(loadDraft('broken')).toBeNull();
  });
});
