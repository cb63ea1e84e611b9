import { describe, expect, it } from 'vitest';

/** The header's menu as pages serve it (host/layout/header.tsx): a <details> whose summary is the button, the links after it. */
const MENU = `<details id="menu"><summary id="menu-button" aria-controls="site-nav" aria-label="Open menu" data-label-open="Open menu" data-label-close="Close menu">Menu</summary></details>
<nav id="site-nav"><ul><li><a href="/">Home</a></li><li><a href="/services">Services</a></li></ul></nav>`;

/**
 * Runs `change` with no toggle event heard: happy-dom fires one as `open` changes; a browser fires it a task later, one
 * for every change made meanwhile (dispatched here by hand).
 */
function quietly(change: () => void) {
  const menu = document.getElementById('menu')!;
  const hush = (event: Event) => event.stopImmediatePropagation();
  menu.addEventListener('toggle', hush, { capture: true });
  change();
  menu.removeEventListener('toggle', hush, { capture: true });
}

describe('the menu', () => {
  it('moves focus into the menu as it opens (a closing and an opening in one event too), but not for an opening that came before its script', async () => {
    document.body.innerHTML = MENU;
    const menu = document.getElementById('menu') as HTMLDetailsElement;
    const home = document.querySelector<HTMLAnchorElement>('#site-nav a')!;
    // Opened before the script: its toggle event is still on its way when the script runs.
    menu.open = true;
    await import('./client');
    expect(document.getElementById('menu-button')!.getAttribute('aria-label')).toBe('Close menu');
    menu.dispatchEvent(new Event('toggle'));
    expect(document.activeElement).not.toBe(home);
    // Closed and opened again with the script there: focus goes to the first link.
    menu.open = false;
    menu.dispatchEvent(new Event('toggle'));
    expect(document.getElementById('menu-button')!.getAttribute('aria-label')).toBe('Open menu');
    menu.open = true;
    menu.dispatchEvent(new Event('toggle'));
    expect(document.activeElement).toBe(home);
    // Closed from the keyboard and opened again at once: the browser fires one toggle event for both (the menu is open
    // by then), and focus goes into the menu again.
    quietly(() => (menu.open = false));
    home.blur();
    quietly(() => (menu.open = true));
    menu.dispatchEvent(new Event('toggle'));
    expect(document.activeElement).toBe(home);
  });
});
