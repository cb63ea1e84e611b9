/**
 * The enquiry form's display modes other than inline: `popup` (a centred
 * modal), `drawer` (a panel from the side) and `launcher` (a floating button
 * that opens the drawer). Plain DOM on the native <dialog>: the browser moves
 * focus in, makes the rest of the page inert and closes on Escape. Loaded only
 * by forms that use a mode (and by `open()`), so an inline form carries none of it.
 */
import type { FormText } from '../content/languages/types';
import { readChoice, readText } from '../shared/attributes';
import { MODES, detailOf, emitterOf } from './read';

export type Mode = 'popup' | 'drawer' | 'launcher';

/** What the dialog and launcher say: the form's text, in the language the form speaks (its container says which, and its direction). */
export type DialogText = Pick<FormText, 'heading' | 'launcher' | 'close'>;

interface ModeOptions {
  mode: Mode;
  launcherLabel: string;
  closeLabel: string;
  /** The dialog's visible title and accessible name. */
  title: string;
  /** Tells the page: `cairn-open`, `cairn-close`. */
  emit: (what: 'open' | 'close') => void;
}

const css = `.cairn-dialog{box-sizing:border-box;padding:0;border:0;width:40rem;max-width:calc(100vw - 2rem);max-height:calc(100dvh - 2rem);overflow:auto;overscroll-behavior:contain;border-radius:var(--cairn-radius,1rem);background:var(--cairn-surface,#fff);color:var(--cairn-ink,#0f172a);box-shadow:0 25px 50px -12px rgb(15 23 42/.35);font-family:var(--cairn-font,system-ui,sans-serif);font-size:16px;line-height:1.5;text-align:start;letter-spacing:normal;word-spacing:normal}
.cairn-dialog::backdrop{background:rgb(15 23 42/.6)}
.cairn-dialog[data-mode=drawer]{margin:0;margin-inline-start:auto;width:32rem;max-width:100vw;height:100dvh;max-height:100dvh;border-radius:0}
.cairn-dialog[data-mode=drawer][open]{animation:cairn-drawer-in .25s ease-out}
.cairn-dialog[data-mode=drawer][open][dir=rtl]{animation-name:cairn-drawer-in-rtl}
@keyframes cairn-drawer-in{from{transform:translateX(100%)}}
@keyframes cairn-drawer-in-rtl{from{transform:translateX(-100%)}}
.cairn-dialog-bar{position:sticky;top:0;z-index:1;display:flex;align-items:center;justify-content:space-between;gap:1rem;padding:.5rem .5rem 0;padding-inline-start:1.5rem;background:inherit}
.cairn-dialog-title{margin:0;font-size:1.25rem;font-weight:600;line-height:1.3}
.cairn-dialog-body{padding:0 1.5rem 1.5rem}
.cairn-close,.cairn-launcher{font:inherit;font-family:var(--cairn-font,system-ui,sans-serif);cursor:pointer;border:0;margin:0}
.cairn-close{display:inline-flex;align-items:center;justify-content:center;width:44px;height:44px;border-radius:999px;background:transparent;color:inherit}
.cairn-close:hover{background:rgb(100 116 139/.15)}
.cairn-launcher{position:fixed;inset:auto;inset-inline-end:1.25rem;bottom:1.25rem;padding:.875rem 1.375rem;border-radius:999px;background:var(--cairn-brand,#2563eb);color:#fff;font-size:16px;font-weight:600;line-height:1.25;box-shadow:0 10px 25px -5px rgb(15 23 42/.4);overflow:visible}
.cairn-close:focus-visible,.cairn-launcher:focus-visible{outline:3px solid var(--cairn-focus,#2563eb);outline-offset:2px}
@media (prefers-reduced-motion:reduce){.cairn-dialog{animation:none!important}}`;

/** The close button's ✕, built node by node: pages with Trusted Types refuse innerHTML. */
function closeIcon() {
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const path = document.createElementNS(ns, 'path');
  for (const [k, v] of Object.entries({ 'aria-hidden': 'true', width: '22', height: '22', viewBox: '0 0 24 24', fill: 'none', stroke: 'currentColor', 'stroke-width': '2', 'stroke-linecap': 'round' })) svg.setAttribute(k, v);
  path.setAttribute('d', 'M18 6 6 18M6 6l12 12');
  svg.append(path);
  return svg;
}

interface State {
  dialog: HTMLDialogElement;
  body: HTMLElement;
  launcher: HTMLButtonElement | null;
  options: ModeOptions;
  /** What had focus before opening: it gets it back. */
  opener: HTMLElement | null;
  /** The page's own scroll position and overflow values (each longhand), restored exactly on closing. */
  saved: { x: number; y: number; styles: [HTMLElement, string, string, string, boolean][] } | null;
  /** Puts the page back where it was locked, if it scrolled all the same. */
  hold: () => void;
}

/** A launcher's text is a short label, not a message. */
const LAUNCHER_LABEL_MAX = 40;

const states = new WeakMap<HTMLElement, State>();
let sheet: CSSStyleSheet | null = null;

function deepActiveElement(): HTMLElement | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active instanceof HTMLElement ? active : null;
}

// Through CSSOM (element.style), which a strict style-src allows; a style attribute would be refused.
// By longhand: a page's `overflow-y: scroll` alone has no `overflow` to save, and removing that shorthand removed it.
const OVERFLOWS = ['overflow-x', 'overflow-y'];

function lockScroll(state: State) {
  const elements = [document.documentElement, document.body];
  state.saved = {
    x: scrollX,
    y: scrollY,
    styles: elements.flatMap((el) => OVERFLOWS.map((name): [HTMLElement, string, string, string, boolean] => [el, name, el.style.getPropertyValue(name), el.style.getPropertyPriority(name), el.hasAttribute('style')])),
  };
  for (const el of elements) el.style.setProperty('overflow', 'hidden', 'important');
  // WebKit still scrolls a hidden root by the wheel over a phone-width modal (WebKitGTK 2.50, tests/engines/partner-modes):
  // the page is put back at once.
  addEventListener('scroll', state.hold);
}

function unlockScroll(state: State) {
  if (!state.saved) return;
  removeEventListener('scroll', state.hold);
  for (const [el, name, value, priority] of state.saved.styles) {
    if (value) el.style.setProperty(name, value, priority);
    else el.style.removeProperty(name);
  }
  for (const [el, , , , hadStyle] of state.saved.styles) if (!hadStyle && !el.style.cssText) el.removeAttribute('style');
  if (scrollX !== state.saved.x || scrollY !== state.saved.y) scrollTo(state.saved.x, state.saved.y);
  state.saved = null;
}

function build(element: HTMLElement, shadow: ShadowRoot, options: ModeOptions): State {
  if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype) {
    if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(css);
    if (!shadow.adoptedStyleSheets.includes(sheet)) shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets, sheet];
  }
  const dialog = document.createElement('dialog');
  dialog.className = 'cairn-dialog';
  dialog.setAttribute('part', 'dialog');
  const bar = document.createElement('div');
  bar.className = 'cairn-dialog-bar';
  const title = document.createElement('h2');
  title.className = 'cairn-dialog-title';
  title.id = 'cairn-dialog-title';
  dialog.setAttribute('aria-labelledby', title.id);
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'cairn-close';
  close.setAttribute('part', 'close');
  close.append(closeIcon());
  bar.append(title, close);
  const body = document.createElement('div');
  body.className = 'cairn-dialog-body';
  dialog.append(bar, body);
  shadow.append(dialog);

  const state: State = { dialog, body, launcher: null, options, opener: null, saved: null, hold: () => state.saved && scrollTo(state.saved.x, state.saved.y) };
  close.addEventListener('click', () => dialog.close());
  // A click on the backdrop lands on the <dialog> itself; clicks inside land on its children. A press
  // that starts in a field and ends on the backdrop (selecting text) lands on the dialog too: it stays open.
  let pressed: EventTarget | null = null;
  dialog.addEventListener('pointerdown', (event) => (pressed = event.target));
  dialog.addEventListener('click', (event) => event.target === dialog && pressed === dialog && dialog.close());
  dialog.addEventListener('close', () => {
    unlockScroll(state);
    state.opener?.focus({ preventScroll: true });
    state.opener = null;
    state.options.emit('close');
  });
  return state;
}

/**
 * Lays the closed dialog's form out once while the page is idle, invisibly, and drops that layout again: the
 * engine has then read the form's styles and shaped its text, so the tap that opens it draws at once (a popup's
 * first open at 4x CPU, traced in Chromium: 144-200 ms -> 80-112 ms, beside 40-72 ms for a blank page's `<details>`; the
 * bench: 48 ms over the blank page's, where it was 152).
 * Shown and hidden again in one task, so no frame ever paints it, and hidden from focus and assistive technology
 * while it lasts. Through CSSOM, which a strict style-src allows.
 */
function prepare(state: State) {
  const { dialog } = state;
  if (dialog.open || !dialog.isConnected) return;
  // The dialog is ours and has no style of its own to keep. Fixed, as the modal is: as wide, so its lines break alike.
  // Written without spaces: to the class-name scan (build/class-names.ts) 'fixed' alone would keep that class's long name.
  dialog.style.cssText = 'display:block!important;visibility:hidden!important;position:fixed!important';
  dialog.getBoundingClientRect(); // lays it out (a call: the minifier drops a bare read of offsetHeight)
  // Emptied before the attribute goes: WebKit writes its style attribute late, and removed alone it came back empty.
  dialog.style.cssText = '';
  dialog.removeAttribute('style');
}

const whenIdle = (task: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2000 }) : setTimeout(task, 500));

function optionsOf(element: HTMLElement, text: DialogText): ModeOptions | null {
  const mode = readChoice(element, 'mode', MODES, 'inline');
  if (mode === 'inline') return null;
  return {
    mode,
    launcherLabel: readText(element, 'launcher-label', LAUNCHER_LABEL_MAX) ?? text.launcher,
    closeLabel: text.close,
    title: text.heading,
    emit: (what) => emitterOf(element)(what, detailOf(element)),
  };
}

/** Puts the form (its `.cairn-root` container) in its dialog, or back where it was for `inline`. */
export function applyMode(element: HTMLElement, container: HTMLElement, text: DialogText) {
  const shadow = element.shadowRoot;
  if (!shadow) return;
  const options = optionsOf(element, text);
  let state = states.get(element);
  // Leaving the page, or moving in it, takes a modal out of the top layer but fires no close:
  // close it, so the page scrolls again and the form fires cairn-close (once removed, on itself
  // alone: a detached element's events no longer reach the document).
  if (state?.dialog.open && !(element.isConnected && state.dialog.matches(':modal'))) state.dialog.close();
  if (!options) {
    // Back to inline: the form returns to where it was, the dialog and launcher go.
    if (state) {
      if (state.dialog.open) state.dialog.close();
      shadow.append(container);
      state.dialog.remove();
      state.launcher?.remove();
      states.delete(element);
    }
    container.hidden = false;
    return;
  }
  if (!state) {
    const built = (state = build(element, shadow, options));
    states.set(element, built);
    whenIdle(() => prepare(built));
  }
  state.options = options;
  state.dialog.dataset.mode = options.mode === 'popup' ? 'popup' : 'drawer';
  state.dialog.querySelector('.cairn-close')!.setAttribute('aria-label', options.closeLabel);
  state.dialog.querySelector('.cairn-dialog-title')!.textContent = options.title;
  if (container.parentNode !== state.body) state.body.append(container);
  container.hidden = false;

  if (options.mode === 'launcher' && !state.launcher) {
    const launcher = document.createElement('button');
    launcher.type = 'button';
    launcher.className = 'cairn-launcher';
    launcher.setAttribute('part', 'launcher');
    launcher.setAttribute('aria-haspopup', 'dialog');
    // In the top layer: above the partner's own fixed bars, whatever their z-index.
    launcher.popover = 'manual';
    launcher.addEventListener('click', () => openDialog(element, text));
    shadow.append(launcher);
    state.launcher = launcher;
  } else if (options.mode !== 'launcher' && state.launcher) {
    state.launcher.remove();
    state.launcher = null;
  }
  // In the form's language and direction: an Arabic drawer comes from the left, its launcher sits there.
  for (const speaking of [state.dialog, state.launcher]) {
    if (!speaking) continue;
    speaking.lang = container.lang;
    speaking.dir = container.dir || 'ltr';
  }
  if (state.launcher) {
    state.launcher.textContent = options.launcherLabel;
    // Shown once connected, and again after a move in the page: leaving the document hides a popover.
    if (element.isConnected && typeof state.launcher.showPopover === 'function' && !state.launcher.matches(':popover-open')) state.launcher.showPopover();
  }
}

export function openDialog(element: HTMLElement, text: DialogText) {
  // A form whose dialog code failed to load at first has shown inline since: it gets its dialog now.
  const root = element.shadowRoot?.querySelector<HTMLElement>('.cairn-root');
  if (!states.has(element) && root) applyMode(element, root, text);
  const state = states.get(element);
  if (!state) console.warn(`<${element.localName}>: open() needs mode="popup", "drawer" or "launcher"; this form is inline.`);
  if (!state || state.dialog.open || !element.isConnected) return;
  state.opener = deepActiveElement();
  lockScroll(state);
  state.dialog.showModal();
  // Straight to the first field, not the close button.
  state.body.querySelector<HTMLElement>('input:not([tabindex="-1"]), textarea')?.focus({ preventScroll: true });
  state.options.emit('open');
}

export function closeDialog(element: HTMLElement) {
  const state = states.get(element);
  if (state?.dialog.open) state.dialog.close();
}
