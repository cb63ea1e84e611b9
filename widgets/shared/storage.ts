/**
 * The browser's localStorage where it may be used. Blocked storage (cookies
 * off, privacy modes, sandboxed frames) throws on every touch: then nothing
 * is remembered, and nothing breaks.
 */
export function remembered(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` under `key`, or forgets the key when `value` is null. */
export function remember(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // blocked or full: the choice lasts as long as the page
  }
}
