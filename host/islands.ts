/**
 * Loads a widget's script only when it is needed. The pre-renderer marks each
 * interactive widget with `data-island="ENTRY CHUNK…"` (its script and the
 * chunks that script imports); the script loads when the widget comes within
 * NEAR of the viewport, or at the visitor's first focus, pointer or key on it,
 * whichever is first. Widgets in the first viewport load at once, which is after
 * the page's first paint: this file is part of the host script, and that loads only
 * once the page has painted (host/page-scripts.ts). On a page prerendered ahead of a
 * click (speculation rules), they load once the visitor opens it.
 */

/** How far ahead of the viewport a widget starts loading: about one screen. */
export const NEAR = '100% 0px';

/** The first touch of any of these on a widget loads it at once, wherever it is. */
export const INTERACTIONS = ['focusin', 'pointerdown', 'keydown'] as const;

/** The island's script, then the chunks it imports (fetched in parallel, not one after another). */
const scriptsOf = (element: HTMLElement) => (element.dataset.island ?? '').split(' ').filter(Boolean);

function preload(page: Document, href: string) {
  if (page.head.querySelector(`link[rel="modulepreload"][href="${CSS.escape(href)}"]`)) return;
  const link = page.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  page.head.append(link);
}

export function loadIslandsWhenNeeded(page: Document = document) {
  if ((page as Document & { prerendering?: boolean }).prerendering) {
    page.addEventListener('prerenderingchange', () => loadIslandsWhenNeeded(page), { once: true });
    return;
  }
  const islands = [...page.querySelectorAll<HTMLElement>('[data-island]')];
  if (!islands.length) return;

  const load = (element: HTMLElement) => {
    observer?.unobserve(element);
    for (const type of INTERACTIONS) element.removeEventListener(type, onInteraction);
    const [entry, ...chunks] = scriptsOf(element);
    if (!entry) return;
    // The custom element defines itself on import and takes over what the visitor did meanwhile.
    import(/* @vite-ignore */ entry).catch((error: unknown) => console.warn(`${element.localName} stays as served: its script did not load.`, error));
    // Its chunks asked for after it, each in a task of its own, still long before the entry has arrived and named them:
    // each request the browser starts costs the main thread 1-5 ms here (traced unthrottled; the first up to 13), and the
    // enquiry form's island has nine chunks: asked for in one task, they made one of 18-31 ms (on /about, /contact).
    const preloadFrom = (index: number) =>
      setTimeout(() => {
        if (index >= chunks.length) return;
        preload(page, chunks[index]!);
        preloadFrom(index + 1);
      });
    preloadFrom(0);
  };
  function onInteraction(this: HTMLElement) {
    load(this);
  }

  const observer =
    typeof IntersectionObserver === 'undefined'
      ? null
      : new IntersectionObserver((entries) => entries.filter((e) => e.isIntersecting).forEach((e) => load(e.target as HTMLElement)), { rootMargin: NEAR });
  for (const element of islands) {
    if (!observer) {
      load(element);
      continue;
    }
    observer.observe(element);
    for (const type of INTERACTIONS) element.addEventListener(type, onInteraction);
  }
}
