/**
 * Spam protection that people never meet: bots fill the hidden honeypot field
 * or submit faster than anyone can type; both are dropped silently. A visitor
 * who sends again straight after a successful send is asked to wait.
 */

/** Quicker than this from first keystroke to submit is a bot, not a person (in ms). */
export const MIN_FILL_MS = 2_500;
/** After a successful send, further sends from this browser wait this long (in ms). */
export const RESEND_WINDOW_MS = 60_000;

const LAST_SENT_KEY = 'cairn-enquiry-last-sent';

export type Verdict = 'send' | 'drop' | 'too-soon';

export function judge({ honeypot, startedAt, now, lastSentAt }: { honeypot: string; startedAt: number | null; now: number; lastSentAt: number | null }): Verdict {
  if (honeypot.trim() !== '') return 'drop';
  if (startedAt === null || now - startedAt < MIN_FILL_MS) return 'drop';
  if (lastSentAt !== null && now - lastSentAt < RESEND_WINDOW_MS) return 'too-soon';
  return 'send';
}

export function lastSentAt(): number | null {
  try {
    const value = Number(localStorage.getItem(LAST_SENT_KEY));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

export function recordSent(at: number) {
  try {
    localStorage.setItem(LAST_SENT_KEY, String(at));
  } catch {
    // without storage the resend window cannot be kept; sending still works
  }
}
