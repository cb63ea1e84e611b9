/**
 * What the visitor typed, kept in the browser until the enquiry is sent, so a
 * reload or an accidental navigation loses nothing, and no longer than needed:
 * deleted once sent, or once opened again a week after the last keystroke. Where
 * storage is blocked drafts last as long as the page; nothing here ever throws.
 */
import { promises } from '../content/site';
import { safeStorage } from '../shared/safe-storage';
import type { Enquiry } from './send';

export interface Draft {
  values: Enquiry;
  /** When the visitor first typed (ms since epoch): sent along as the fill time. */
  startedAt: number;
}

/** A draft unsent this long after the visitor last typed is deleted, as the privacy notice says (in ms). */
export const DRAFT_LIFETIME_MS = promises.draftKeptDays * 24 * 60 * 60 * 1000;

const KEY_PREFIX = 'cairn-enquiry-draft:';

export function loadDraft(key: string): Draft | null {
  try {
    const draft = JSON.parse(safeStorage.get(KEY_PREFIX + key) ?? 'null') as (Draft & { savedAt?: number }) | null;
    if (typeof draft?.values !== 'object' || draft.values === null || typeof draft.startedAt !== 'number') return null;
    // Drafts saved before they had a savedAt count from the first keystroke.
    if (Date.now() - (draft.savedAt ?? draft.startedAt) < DRAFT_LIFETIME_MS) return draft;
    clearDraft(key);
  } catch {
    // A damaged draft is no draft.
  }
  return null;
}

export const saveDraft = (key: string, draft: Draft) => safeStorage.set(KEY_PREFIX + key, JSON.stringify({ ...draft, savedAt: Date.now() }));

export const clearDraft = (key: string) => safeStorage.remove(KEY_PREFIX + key);
