/**
 * What the visitor typed, kept in the browser until the enquiry is sent, so a
 * reload or an accidental navigation loses nothing. Where storage is blocked
 * drafts last as long as the page; nothing here ever throws.
 */
import { safeStorage } from '../shared/safe-storage';
import type { Enquiry } from './send';

export interface Draft {
  values: Enquiry;
  /** When the visitor first typed (ms since epoch): sent along as the fill time. */
  startedAt: number;
}

const KEY_PREFIX = 'cairn-enquiry-draft:';

export function loadDraft(key: string): Draft | null {
  try {
    const draft = JSON.parse(safeStorage.get(KEY_PREFIX + key) ?? 'null') as Draft | null;
    return typeof draft?.values === 'object' && draft.values !== null && typeof draft.startedAt === 'number' ? draft : null;
  } catch {
    return null;
  }
}

export const saveDraft = (key: string, draft: Draft) => safeStorage.set(KEY_PREFIX + key, JSON.stringify(draft));

export const clearDraft = (key: string) => safeStorage.remove(KEY_PREFIX + key);
