/**
 * The page's own scripts (the host script, and an entry a page asks for, such as the
 * configurator on /partners) load once the page's first contentful paint is on screen,
 * never ahead of it. The page is whole without them: the menu is a <details>, the widgets
 * are served rendered, and the enquiry form keeps what is typed before its script runs.
 *
 * A `<script type="module" src>` in the page is fetched by the preload scanner at once and
 * runs before the first paint; on the mobile preset its round trip was the last thing the
 * largest paint waited for (about 100 to 300 ms). Waiting for a frame (requestAnimationFrame)
 * is not enough: the frame reaches the screen tens of milliseconds later, so the loader waits
 * for the browser's own report of the first contentful paint where there is one.
 *
 * The loader is inline at the end of the page, allowed by its hash in the CSP
 * (build/site-files.ts) like the speculation rules; it reads the URLs from its own
 * `data-scripts`, so its text, and so its hash, never changes. It is a module script, so it
 * never holds up the parser: a classic script there waits for the stylesheet, and the first
 * paint then came with half the page parsed, leaving the rest of the parsing, style and
 * layout as a long task after it (Total Blocking Time). A page prerendered ahead of a
 * click may load its scripts before it is shown; its widgets still wake only once it is
 * (host/islands.ts waits for `prerenderingchange`).
 */
export const pageScriptsLoaderText =
  "{const s=document.querySelector('script[data-scripts]').dataset.scripts.split(' '),go=()=>s.forEach(u=>import(u));" +
  "PerformanceObserver.supportedEntryTypes?.includes('paint')" +
  "?new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})" +
  ':requestAnimationFrame(()=>setTimeout(go))}';

/** The loader's element for these script URLs (paths on our origin). */
export const pageScriptsLoader = (scripts: string[]) => `<script type="module" data-scripts="${scripts.join(' ')}">${pageScriptsLoaderText}</script>`;
