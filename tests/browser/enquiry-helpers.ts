/**
 * What the enquiry tests share: the outbox as written, a visitor's answers,
 * and the form as a visitor finds it (by its labels).
 */
import { existsSync, readFileSync } from 'node:fs';
import { outboxFile, type VisitorPage } from './browser';

export interface Sent {
  origin: string | null;
  contentType: string | null;
  body: {
    lib_version: string;
    user_id: string;
    service_id: string;
    template_id: string;
    template_params: Record<string, string>;
  };
}

export const outbox = (): Sent[] =>
  existsSync(outboxFile())
    ? readFileSync(outboxFile(), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Sent)
    : [];

/** The enquiries in the outbox from this e-mail address. */
export const sentFrom = (email: string) => outbox().filter((e) => e.body.template_params.from_email === email);

export const visitor = {
  name: 'Morag Campbell',
  email: 'morag@example.co.uk',
  country: 'Scotland',
  phone: '+44 7700 900123',
  description: 'We need a booking app for our three clinics, with reminders by SMS.',
};

export const LABELS = ['Full Name', 'Email Address', 'Country', 'Phone Number', 'Project Description'] as const;

/** The form's script has run: its honeypot exists only then. */
export const waitForLiveForm = (page: VisitorPage, scope = 'cairn-enquiry-form') =>
  page.locator(`${scope} input[name="cairn_hp"]`).first().waitFor({ state: 'attached' });

export const field = (page: VisitorPage, label: string, scope = 'cairn-enquiry-form') =>
  page.locator(scope).first().getByLabel(label, { exact: false });

export async function fill(page: VisitorPage, values = visitor, scope = 'cairn-enquiry-form') {
  await field(page, 'Full Name', scope).fill(values.name);
  await field(page, 'Email Address', scope).fill(values.email);
  await field(page, 'Country', scope).fill(values.country);
  await field(page, 'Phone Number', scope).fill(values.phone);
  await field(page, 'Project Description', scope).fill(values.description);
}

export const values = (page: VisitorPage, scope = 'cairn-enquiry-form') => Promise.all(LABELS.map((l) => field(page, l, scope).inputValue()));

export const sendButton = (page: VisitorPage, scope = 'cairn-enquiry-form') => page.locator(scope).first().locator('button[type="submit"]');

export const submit = (page: VisitorPage, scope = 'cairn-enquiry-form') => sendButton(page, scope).click();

/** The form's own status line, which screen readers hear. */
export const status = (page: VisitorPage, scope = 'cairn-enquiry-form') => page.locator(scope).first().locator('[role="status"]');
