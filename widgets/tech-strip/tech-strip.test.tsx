import { afterEach, describe, expect, it, vi } from 'vitest';
import { technologies } from '../content/technologies';
import { renderToStaticMarkup } from 'react-dom/server';
import { all, mount, text, waitFor } from '../test-utils';
import './element';
import { TechStrip } from './tech-strip';

const pauseBox = (root: ShadowRoot) => root.querySelector<HTMLInputElement>('input[type="checkbox"]')!;

describe('<cairn-tech-strip>', () => {
  afterEach(() => vi.restoreAllMocks());

  it('draws about 25 logos twice so the strip loops, hiding the copy from screen readers', async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    expect(technologies.length).toBeGreaterThanOrEqual(23);
    expect(technologies.length).toBeLessThanOrEqual(27);
    const lists = all(root, 'ul');
    expect(lists).toHaveLength(2);
    expect(all(lists[0]!, 'li')).toHaveLength(technologies.length);
    expect(all(lists[1]!, 'li')).toHaveLength(technologies.length);
    expect(lists[0]!.getAttribute('aria-hidden')).toBeNull();
    expect(lists[1]!.getAttribute('aria-hidden')).toBe('true');
  });

  it("names each logo by its technology alone: no title for screen readers to read instead", async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    const items = all(root, 'ul')[0]!.querySelectorAll('li');
    expect([...items].map(text)).toEqual(technologies.map((t) => t.name));
    expect(root.querySelectorAll('[title]')).toHaveLength(0);
  });

  it("draws each logo on the hosted site from one image of them all, at a low priority: the first logos up to its own, by its width, in a logo's window", async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    expect(root.querySelectorAll('use')).toHaveLength(0);
    const windows = all(root, 'li > :first-child');
    expect(windows).toHaveLength(2 * technologies.length);
    expect(windows.every((window) => window.getAttribute('aria-hidden') === 'true' && window.children.length === 1 && window.firstElementChild!.localName === 'img')).toBe(true);
    const images = windows.map((window) => window.firstElementChild as HTMLImageElement);
    expect(new Set(images.map((img) => img.getAttribute('src')))).toEqual(new Set(['/assets/logos.svg']));
    expect(images.every((img) => img.getAttribute('alt') === '' && img.getAttribute('fetchpriority') === 'low' && img.getAttribute('height') === '28')).toBe(true);
    // The sprite has the logos in the content's order, 28 px each: the image is as wide as the logos up to its own.
    const widths = technologies.map((_, index) => String((index + 1) * 28));
    expect(images.map((img) => img.getAttribute('width'))).toEqual([...widths, ...widths]);
  });

  it("draws each logo on a partner's page from a file of its own (a <use> of another origin's file draws nothing there)", () => {
    const strip = document.createElement('div');
    strip.innerHTML = renderToStaticMarkup(<TechStrip technologies={technologies} logos="images" />);
    expect(strip.querySelectorAll('use')).toHaveLength(0);
    const sources = all<HTMLImageElement>(strip, 'img').map((img) => img.getAttribute('src')!);
    expect(all<HTMLImageElement>(strip, 'img').every((img) => img.getAttribute('alt') === '')).toBe(true);
    expect(sources.slice(0, technologies.length)).toEqual(technologies.map((t) => `/assets/logos/${t.logo}.svg`));
    expect(sources.slice(technologies.length)).toEqual(sources.slice(0, technologies.length));
  });

  it("offers a 'Pause animation' checkbox before the strip, unticked", async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    const box = pauseBox(root);
    expect(text(box.labels![0]!)).toBe('Pause animation');
    expect(box.checked).toBe(false);
    expect(box.compareDocumentPosition(root.querySelector('[role="region"]')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('remembers a pause for the next visit, and forgets it when played again', async () => {
    const first = await mount('<cairn-tech-strip></cairn-tech-strip>');
    pauseBox(first.root).click();
    first.element.remove();
    const again = await mount('<cairn-tech-strip></cairn-tech-strip>');
    await waitFor(() => pauseBox(again.root).checked);
    pauseBox(again.root).click();
    again.element.remove();
    const third = await mount('<cairn-tech-strip></cairn-tech-strip>');
    await new Promise((r) => setTimeout(r, 20));
    expect(pauseBox(third.root).checked).toBe(false);
  });

  it('still pauses, without an error, when the browser blocks storage', async () => {
    // As a browser that blocks storage does: reading `localStorage` itself throws. (A spy on Storage.prototype.setItem
    // would not be reached: happy-dom binds Storage's methods to the page's storage once they are used.)
    const storage = vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    // What a listener throws leaves `click()` here (vitest runs happy-dom so); a page that catches it, as a browser does,
    // tells the window in an 'error' event instead. Either fails this test.
    const errors: unknown[] = [];
    const report = (event: ErrorEvent) => errors.push(event.error ?? event.message);
    window.addEventListener('error', report);
    try {
      const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
      const refusedBefore = storage.mock.results.length;
      pauseBox(root).click();
      expect(pauseBox(root).checked).toBe(true);
      // The click was heard: it tried to keep the pause in the storage, which refused.
      expect(storage.mock.results.slice(refusedBefore).map((result) => result.type)).toContain('throw');
    } finally {
      window.removeEventListener('error', report);
    }
    expect(errors).toEqual([]);
  });

  it('remembers a pause the visitor ticked on the served strip before its script ran', async () => {
    const { root } = await mount('<cairn-tech-strip></cairn-tech-strip>');
    const served = root.querySelector('.cairn-root')!.outerHTML;
    document.body.innerHTML = '';
    // As the hosted site serves it: the markup already in a shadow root, ticked, then the element connects.
    const element = document.createElement('cairn-tech-strip');
    const shadow = element.attachShadow({ mode: 'open' });
    shadow.innerHTML = served;
    pauseBox(shadow).checked = true;
    document.body.append(element);
    expect(localStorage.getItem('cairn-tech-strip-paused')).toBe('true');
    element.remove();
    const again = await mount('<cairn-tech-strip></cairn-tech-strip>');
    await waitFor(() => pauseBox(again.root).checked);
  });
});
