/**
 * Sending an enquiry through the real EmailJS SDK. Success is status 200 or
 * the text 'OK'; anything else, including no answer in time, is a failure.
 */
import { EmailJSResponseStatus, init, send } from '@emailjs/browser';
import { emailjsDefaults } from '../content/site';

/** How long to wait for EmailJS before telling the visitor it failed (in ms). */
export const SEND_TIMEOUT_MS = 12_000;

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where the EmailJS API lives; empty means the page's (or the embed script's) own origin. */
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
    (import.meta.env.VITE_EMBED ? new URL(import.meta.url).origin : typeof location === 'undefined' ? '' : location.origin),
  toEmail: emailjsDefaults.toEmail,
};

export interface Enquiry {
  name: string;
  email: string;
  country: string;
  phone: string;
  description: string;
}

/** The template parameters EmailJS receives (spec section 7). */
export function templateParams(enquiry: Enquiry, toEmail: string, partnerId?: string) {
  return {
    from_name: enquiry.name,
    from_email: enquiry.email,
    from_country: enquiry.country,
    from_phone: enquiry.phone,
    message: enquiry.description,
    to_email: toEmail,
    ...(partnerId ? { partner_id: partnerId } : {}),
  };
}

let initialisedWith = '';

/** Initialise the SDK once per public key and origin (spec: at application start). */
export function initEmailJs(config: EmailJsConfig) {
  const key = `${config.publicKey}@${config.origin}`;
  if (initialisedWith === key) return;
  init({ publicKey: config.publicKey }, config.origin);
  initialisedWith = key;
}

export async function sendEnquiry(enquiry: Enquiry, config: EmailJsConfig, partnerId?: string, timeoutMs = SEND_TIMEOUT_MS) {
  initEmailJs(config);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`No answer from EmailJS within ${timeoutMs / 1000} s`)), timeoutMs);
  });
  try {
    // The SDK throws for missing ids, network errors and non-2xx answers.
    const response = await Promise.race([
      send(config.serviceId, config.templateId, templateParams(enquiry, config.toEmail, partnerId)),
      timeout,
    ]);
    if (response.status !== 200 && response.text !== 'OK') {
      throw new Error(`EmailJS answered ${response.status} ${response.text}`);
    }
    return response;
  } catch (error) {
    if (error instanceof EmailJSResponseStatus) {
      throw new Error(`EmailJS answered ${error.status} ${error.text}`);
    }
    // The SDK throws plain strings for a missing public key, service or template id.
    throw typeof error === 'string' ? new Error(error) : error;
  } finally {
    clearTimeout(timer);
  }
}
