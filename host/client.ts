/**
 * The only script every page loads: the small-screen menu, the 404 page's
 * console note, and the loader that brings in a widget's script when it is needed.
 */
import { loadIslandsWhenNeeded } from './islands';
import { isActive } from './nav';

/** The small-screen menu opens and closes without a script (a <details>); this adds the rest. */
function setUpMenu() {
  const menu = document.getElementById('menu') as HTMLDetailsElement | null;
  const button = document.getElementById('menu-button');
  const nav = document.getElementById('site-nav');
  if (!menu || !button || !nav) return;

  const nameButton = () => button.setAttribute('aria-label', (menu.open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
  // This script comes after the first paint: a visitor may have opened the menu already. Its toggle event, fired a
  // task after the menu opened, may then come after this script: that one event moves nothing (the visitor may be on
  // their way through the links by then). If it came before, the event skipped is the menu's closing, which moves
  // nothing anyway. From then on focus goes into the menu as it opens, whatever the event before: a closing and an
  // opening within one task (Escape, then Enter at once) make one event, which says open.
  let openedBeforeScript = menu.open;
  menu.addEventListener('toggle', () => {
    nameButton();
    if (openedBeforeScript) return void (openedBeforeScript = false);
    if (menu.open) nav.querySelector<HTMLElement>('a')?.focus();
  });
  nameButton();
  // Choosing a link closes the menu (the page may not change, e.g. the current page).
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      menu.open = false;
      button.focus();
    }
  });
  // Focus leaving the open menu (Tab past the last link) closes it.
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (menu.open && next && !nav.contains(next) && next !== button) menu.open = false;
  });
}

/** The 404 pages are shared by every unknown path: log it and mark the active link from the real URL. */
function onNotFound() {
  if (!document.querySelector('[data-not-found]')) return;
  console.warn(`404 Error: User attempted to access non-existent route: ${location.pathname}`);
  for (const link of document.querySelectorAll<HTMLAnchorElement>('[data-nav-link]')) {
    if (isActive(link.getAttribute('href') ?? '', location.pathname)) link.setAttribute('aria-current', 'page');
  }
}

setUpMenu();
onNotFound();
loadIslandsWhenNeeded();
