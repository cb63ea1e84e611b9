/** Helpers for component tests: mount an element as a page would, and read what it shows. */
import { afterEach } from 'vitest';

afterEach(() => {
  document.body.innerHTML = '';
  localStorage.clear();
});

export async function waitFor<T>(check: () => T | null | undefined | false, timeoutMs = 2000): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const value = check();
      if (value) return value;
    } catch {
      // keep waiting
    }
    if (Date.now() - started > timeoutMs) throw new Error(`waitFor timed out: ${check.toString()}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

/** Adds the HTML to the page and waits until the element has rendered into its shadow root. */
export async function mount(html: string): Promise<{ element: HTMLElement; root: ShadowRoot }> {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const element = holder.firstElementChild as HTMLElement;
  document.body.append(element);
  const root = await waitFor(() => element.shadowRoot?.querySelector('.cairn-root')?.hasChildNodes() && element.shadowRoot);
  return { element, root };
}

export const text = (node: ParentNode) => (node as Element).textContent?.replace(/\s+/g, ' ').trim() ?? '';
export const all = <E extends Element = HTMLElement>(node: ParentNode, selector: string) => [...node.querySelectorAll<E>(selector)];
