/**
 * Sending an enquiry through the real EmailJS SDK. Success is status 200 or
 * the text 'OK' (spec section 7); anything else is a failure. There is no
 * timeout: a slow answer may still be a delivered enquiry, so the form keeps
 * waiting rather than invite a second copy.
 */
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import { emailjsDefaults } from '../content/site';
import { safeStorage } from '../shared/safe-storage';

/** After an enquiry is sent, this browser waits this long before it sends another (in ms). */
export const RESEND_WINDOW_MS = 60_000;
/** The key under which the SDK's limitRate keeps the time of the last send. */
const RATE_ID = 'cairn-enquiry-rate';

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the EmailJS API lives: fixed when the script is built, never set by a page. */
  origin: string;
  toEmail: string;
}

/** The site's EmailJS settings, with build-time environment variables taking precedence. */
export const emailJsConfig: EmailJsConfig = {
  publicKey: import.meta.env.VITE_EMAILJS_PUBLIC_KEY || emailjsDefaults.publicKey,
  serviceId: import.meta.env.VITE_EMAILJS_SERVICE_ID || emailjsDefaults.serviceId,
  templateId: import.meta.env.VITE_EMAILJS_TEMPLATE_ID || emailjsDefaults.templateId,
  origin:
    import.meta.env.VITE_EMAILJS_ORIGIN ||
    emailjsDefaults.origin ||
    (import.meta.env.VITE_EMBED ? new URL(import.meta.url).origin : import.meta.env.SSR ? '' : location.origin),
  toEmail: emailjsDefaults.toEmail,
};

export interface Enquiry {
  name: string;
  email: string;
  country: string;
  phone: string;
  description: string;
}

/** The template parameters EmailJS receives (spec section 7), plus attribution and spam signals. */
export function templateParams(enquiry: Enquiry, toEmail: string, partnerId?: string, extra: Record<string, string> = {}) {
  // Ours last: a parameter captured from a page's URL never overrides what the template relies on.
  return {
    ...extra,
    from_name: enquiry.name,
    from_email: enquiry.email,
    from_country: enquiry.country,
    from_phone: enquiry.phone,
    message: enquiry.description,
    to_email: toEmail,
    ...(partnerId ? { partner_id: partnerId } : {}),
  };
}

// limitRate keeps its clock in our storage, which never throws: blocked storage keeps it in memory.
const rateStorage = {
  get: async (key: string) => safeStorage.get(key),
  set: async (key: string, value: string) => safeStorage.set(key, value),
  remove: async (key: string) => safeStorage.remove(key),
};

let initialisedWith = '';

/** Initialise the SDK once per public key and origin (spec: at application start). */
export function initEmailJs(config: EmailJsConfig) {
  const key = `${config.publicKey}@${config.origin}`;
  if (initialisedWith === key) return;
  init({ publicKey: config.publicKey, limitRate: { id: RATE_ID, throttle: RESEND_WINDOW_MS }, storageProvider: rateStorage }, config.origin);
  initialisedWith = key;
}

export type Outcome =
  | { kind: 'sent' }
  /** Sent a moment ago from this browser (limitRate), or EmailJS asks to slow down: nothing was sent. */
  | { kind: 'too-soon' }
  /** Larger than EmailJS accepts: trying again cannot help. */
  | { kind: 'too-large' }
  | { kind: 'failed'; reason: string };

function outcomeOf(status: number, text: string): Outcome {
  if (status === 200 || text === 'OK') return { kind: 'sent' };
  if (status === 429) return { kind: 'too-soon' };
  if (status === 413) return { kind: 'too-large' };
  return { kind: 'failed', reason: `EmailJS answered ${status} ${text}` };
}

export async function sendEnquiry(params: Record<string, string>, config: EmailJsConfig): Promise<Outcome> {
  initEmailJs(config);
  let outcome: Outcome;
  try {
    // The SDK throws for missing ids, network errors and non-2xx answers.
    const response = await send(config.serviceId, config.templateId, params);
    outcome = outcomeOf(response.status, response.text);
  } catch (error) {
    if (error instanceof EmailJSResponseStatus) outcome = outcomeOf(error.status, error.text);
    // The SDK throws plain strings for a missing public key, service or template id.
    else outcome = { kind: 'failed', reason: error instanceof Error ? error.message : String(error) };
  }
  // limitRate started its clock before sending; only a sent enquiry should keep it running.
  if (outcome.kind !== 'sent' && outcome.kind !== 'too-soon') safeStorage.remove(RATE_ID);
  return outcome;
}
