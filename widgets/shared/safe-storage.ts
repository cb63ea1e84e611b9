/**
 * The page's localStorage, as far as the browser allows it. Blocked cookies,
 * sandboxed frames and full quotas make every call of localStorage throw;
 * here reading, writing and removing never throw, and where storage is
 * missing the values live in memory for as long as the page does.
 */

export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}

function pageStorage(): Storage | null {
  try {
    const storage = window.localStorage; // the getter itself throws when storage is blocked
    return storage ?? null;
  } catch {
    return null;
  }
}

const memory = new Map<string, string>();

export const safeStorage: SafeStorage = {
  get(key) {
    try {
      const storage = pageStorage();
      return storage ? storage.getItem(key) : (memory.get(key) ?? null);
    } catch {
      return memory.get(key) ?? null;
    }
  },
  set(key, value) {
    memory.set(key, value);
    try {
      pageStorage()?.setItem(key, value);
    } catch {
      // quota exceeded or storage revoked: the copy in memory serves this page
    }
  },
  remove(key) {
    memory.delete(key);
    try {
      pageStorage()?.removeItem(key);
    } catch {
      // nothing to do: what cannot be removed could not have been read either
    }
  },
};
