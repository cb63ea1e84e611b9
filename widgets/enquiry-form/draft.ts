/**
 * What the visitor typed, kept in the browser until the enquiry is sent, so a
 * reload or an accidental navigation loses nothing.
 */
import type { Enquiry } from './send';

export interface Draft {
  values: Enquiry;
  /** When the visitor first typed (ms since epoch): the fill-time check counts from here. */
  startedAt: number;
}

const KEY_PREFIX = 'cairn-enquiry-draft:';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage blocked (privacy mode, sandboxed frame): drafts simply are not kept
  }
}

export function loadDraft(key: string): Draft | null {
  try {
    const raw = storage()?.getItem(KEY_PREFIX + key);
    if (!raw) return null;
    const draft = JSON.parse(raw) as Draft;
    return typeof draft?.values === 'object' && typeof draft.startedAt === 'number' ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: Draft) {
  try {
    storage()?.setItem(KEY_PREFIX + key, JSON.stringify(draft));
  } catch {
    // quota exceeded: the form still works, only the draft is not kept
  }
}

export function clearDraft(key: string) {
  storage()?.removeItem(KEY_PREFIX + key);
}
