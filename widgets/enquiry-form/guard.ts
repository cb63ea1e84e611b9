/**
 * Spam protection that never throws away what a person wrote. Only the
 * honeypot, a field no person can see or reach and that autofill and
 * password managers leave alone, drops an enquiry silently. Weak signals (a
 * form filled in seconds, an automated browser) travel with the enquiry as
 * template parameters, so the inbox can filter on them.
 */
import { safeStorage } from '../shared/safe-storage';
import type { Enquiry } from './send';

/** The honeypot's name: unlike 'website' or 'company' it matches no autofill heuristic. */
export const HONEYPOT_NAME = 'cairn_hp';
/** Quicker than this from the first keystroke to Send is noted, never held against anyone (in ms). */
export const FAST_FILL_MS = 3_000;

const SENT_KEY = 'cairn-enquiry-sent';
/** How many sent enquiries this browser remembers, to recognise one sent again. */
const REMEMBERED = 20;

export const isBot = (honeypot: string) => honeypot.trim() !== '';

/** Template parameters for the inbox's filters: how long the form took, and what looked automated. */
export function spamSignals(startedAt: number | null, now: number) {
  const found: string[] = [];
  if (startedAt !== null && now - startedAt < FAST_FILL_MS) found.push('fast-fill');
  if (navigator.webdriver) found.push('automated-browser');
  return {
    fill_seconds: startedAt === null ? 'unknown' : ((now - startedAt) / 1000).toFixed(1),
    spam_signals: found.join(',') || 'none',
  };
}

/** The same enquiry typed twice (or restored in a second tab) gives the same print. */
export function fingerprint(enquiry: Enquiry): string {
  const text = [enquiry.name, enquiry.email, enquiry.description].map((v) => v.trim().replace(/\s+/g, ' ').toLowerCase()).join('\u0000');
  let hash = 0x811c9dc5; // FNV-1a, 32 bits: enough to tell a handful of enquiries apart
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(36);
}

function remembered(): string[] {
  try {
    const list: unknown = JSON.parse(safeStorage.get(SENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((p): p is string => typeof p === 'string') : [];
  } catch {
    return [];
  }
}

export const wasSent = (print: string) => remembered().includes(print);

export function rememberSent(print: string) {
  safeStorage.set(SENT_KEY, JSON.stringify([print, ...remembered().filter((p) => p !== print)].slice(0, REMEMBERED)));
}
