import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadIslandsWhenNeeded } from './islands';

/** The chunks the loader asked the browser to fetch ahead. */
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

function island() {
  document.body.innerHTML = '<cairn-test-island data-island="/assets/missing-entry.js /assets/chunk-a.js /assets/chunk-b.js"></cairn-test-island>';
  return document.querySelector<HTMLElement>('cairn-test-island')!;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete (document as Document & { prerendering?: boolean }).prerendering;
  vi.restoreAllMocks();
});

describe('the island loader', () => {
  it("loads a widget's script and its chunks at the first focus on it, once", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const element = island();
    loadIslandsWhenNeeded();
    expect(preloads()).toEqual([]);
    element.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    element.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    // The entry's request is started first, alone; then one chunk's in each task after it (each costs the main thread).
    expect(preloads()).toEqual([]);
    const nextTask = () => new Promise((resolve) => setTimeout(resolve));
    await nextTask();
    expect(preloads()).toEqual(['/assets/chunk-a.js']);
    await nextTask();
    expect(preloads()).toEqual(['/assets/chunk-a.js', '/assets/chunk-b.js']);
    // The entry does not exist here: the widget stays as served, and says so.
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
    expect(warn.mock.calls[0]![0]).toContain('cairn-test-island stays as served');
  });

  it('loads nothing on a page rendered ahead of a click until the visitor opens it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    Object.defineProperty(document, 'prerendering', { value: true, configurable: true });
    const element = island();
    loadIslandsWhenNeeded();
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(preloads()).toEqual([]);
    Object.defineProperty(document, 'prerendering', { value: false, configurable: true });
    document.dispatchEvent(new Event('prerenderingchange'));
    element.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/chunk-a.js', '/assets/chunk-b.js']));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(1));
  });
});
