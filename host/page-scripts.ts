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
 * That report may never come: in CI, Firefox once painted a page, let the visitor type into
 * its form, and reported no paint at all, so the form never got its script and would have
 * sent by e-mail. So the scripts also load at the visitor's first focus, pointer or key
 * anywhere on the page (the same touches that wake a widget: host/islands.ts), whatever the
 * paint report says, and at the latest SAFETY_MS after the load event. Whichever comes first
 * loads them; the others then do nothing.
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
import { INTERACTIONS } from './islands';

/** How long after the load event the scripts load at the latest, painted or not (in ms). */
const SAFETY_MS = 3000;

export const pageScriptsLoaderText =
  // The scripts to load (emptied by the first `go`, so that it loads them once), and the visitor's touches.
  `{const s=document.querySelector('script[data-scripts]').dataset.scripts.split(' '),t=${JSON.stringify(INTERACTIONS)},` +
  'go=()=>{t.forEach(e=>removeEventListener(e,go,true));s.splice(0).forEach(u=>import(u))};' +
  `t.forEach(e=>addEventListener(e,go,true));addEventListener('load',()=>setTimeout(go,${SAFETY_MS}));` +
  "PerformanceObserver.supportedEntryTypes?.includes('paint')" +
  "?new PerformanceObserver((l,o)=>{if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();go()}}).observe({type:'paint',buffered:true})" +
  ':requestAnimationFrame(()=>setTimeout(go))}';

/** The loader's element for these script URLs (paths on our origin). */
export const pageScriptsLoader = (scripts: string[]) => `<script type="module" data-scripts="${scripts.join(' ')}">${pageScriptsLoaderText}</script>`;
