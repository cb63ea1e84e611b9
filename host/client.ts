/**
 * The only script every page loads: the small-screen menu, the 404 page's
 * console note, and the loader that brings in a widget's script when it is needed.
 */
import { loadIslandsWhenNeeded } from './islands';
import { isActive } from './nav';

function setUpMenu() {
  const button = document.getElementById('menu-button');
  const nav = document.getElementById('site-nav');
  if (!button || !nav) return;

  const setOpen = (open: boolean) => {
    button.setAttribute('aria-expanded', String(open));
    button.setAttribute('aria-label', (open ? button.dataset.labelClose : button.dataset.labelOpen) ?? '');
    document.documentElement.classList.toggle('menu-open', open);
  };
  const isOpen = () => button.getAttribute('aria-expanded') === 'true';

  button.addEventListener('click', () => {
    setOpen(!isOpen());
    if (isOpen()) nav.querySelector<HTMLElement>('a')?.focus();
  });
  // Choosing a link closes the menu (the page may not change, e.g. the current page).
  nav.addEventListener('click', (event) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && isOpen()) {
      setOpen(false);
      button.focus();
    }
  });
  // Focus leaving the open menu (Tab past the last link) closes it.
  nav.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (isOpen() && next && !nav.contains(next) && next !== button) setOpen(false);
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
