/**
 * Toasts, loaded the first time the form has something to say. The form
 * itself always shows the result too (its status line), so a visitor is told
 * even when this code cannot load. The toaster is a root of its own in the
 * widget's shadow root: in the partner embed it is a file of its own, with
 * its own copy of the runtime, so it never imports the embed script back.
 */
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster, toast } from 'sonner';
import sonnerCss from 'sonner/dist/styles.css?inline';
import type { FormText } from '../content/languages/types';
import { promises } from '../content/site';
import { fill, type Language } from '../shared/language';
import { ROOT_CLASS } from '../shared/shadow';
import type { Answer } from './enquiry-controller';

/** How long a toast stays, unless hovered or focused (in ms). */
const TOAST_DURATION_MS = 6_000;

// The layer: a popover that is no box of its own (its toaster places itself). Sonner's rich colours
// miss WCAG AA for 13 px text (4.26:1 and 4.35:1), and it removes the focus outline.
const ourCss = `[part=toasts]{position:fixed;inset:auto;margin:0;width:0;height:0;overflow:visible;border:0;padding:0;background:transparent}
[data-sonner-toaster][data-sonner-theme=light]{--success-text:hsl(140,100%,22%);--error-text:hsl(360,100%,38%)}
[data-sonner-toast]:focus-visible,[data-sonner-toast] button:focus-visible{outline:3px solid var(--cairn-focus,#1d4ed8);outline-offset:2px}`;

let sheet: CSSStyleSheet | null = null;

function adoptStyles(root: ShadowRoot) {
  if (typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(`${sonnerCss}\n${ourCss}`);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * A toast stays while the pointer is over its layer or the focus is in it
 * (WCAG 2.2.1), then for its full time once both have left. Sonner's own
 * pause follows the pointer only, and ends with the focus still inside when
 * a toast is updated or the pointer passes by; so while the layer is held,
 * each of its toasts is updated to last until released.
 */
interface Layered {
  layer: HTMLElement;
  /** How to show each toast still on screen again, for a given time. */
  toasts: Map<string, (duration: number) => void>;
  held: () => boolean;
  /** Reads the hold from the page again (after the layer has been off it). */
  recheck: () => void;
}

function holdWhileUsed(layer: HTMLElement): Layered {
  const toasts = new Map<string, (duration: number) => void>();
  let pointer = false;
  let focus = false;
  let was = false;
  const held = () => pointer || focus;
  const sync = () => {
    if (held() === was) return;
    was = held();
    for (const show of toasts.values()) show(was ? Infinity : TOAST_DURATION_MS);
  };
  const listen = (type: string, read: (event: FocusEvent) => void) =>
    layer.addEventListener(type, (event) => {
      read(event as FocusEvent);
      sync();
    });
  listen('pointerenter', () => (pointer = true));
  listen('pointerleave', () => (pointer = false));
  listen('focusin', () => (focus = true));
  listen('focusout', (event) => (focus = layer.contains(event.relatedTarget as Node | null)));
  const recheck = () => {
    focus = layer.matches(':focus-within');
    if (!layer.querySelector('[data-sonner-toast]')) pointer = false;
    sync();
  };
  // A toast closed with the focus on it takes the focus away without a focusout, and one closed
  // under a pointer that stays still gets no pointerleave: with no toast left, nothing is held.
  new MutationObserver(recheck).observe(layer, { childList: true, subtree: true });
  return { layer, toasts, held, recheck };
}

/** What the toasts say besides their own text, in the form's language, and its direction. */
interface ToastLabels {
  rtl: boolean;
  /** Each toast's close button. */
  close: string;
  /** The toasts' region. */
  region: string;
}

function Layer({ id, labels, onReady }: { id: string; labels: ToastLabels; onReady: () => void }) {
  const ready = useRef(onReady);
  useEffect(() => ready.current(), []);
  return (
    <Toaster
      id={id}
      position={labels.rtl ? 'bottom-left' : 'bottom-right'}
      dir={labels.rtl ? 'rtl' : 'ltr'}
      containerAriaLabel={labels.region}
      toastOptions={{ closeButtonAriaLabel: labels.close }}
      richColors
      closeButton
      duration={TOAST_DURATION_MS}
    />
  );
}

/** Shows the layer last in the top layer: above whatever popover or dialog opened since. */
function showOnTop(layer: HTMLElement) {
  if (!layer.isConnected || typeof layer.showPopover !== 'function') return;
  if (layer.matches(':popover-open')) layer.hidePopover();
  layer.showPopover();
}

const toasters = new Map<string, Promise<Layered & { say: (labels: ToastLabels) => void }>>();
let shown = 0;

/**
 * The toasts sit in a manual popover, which puts them in the browser's top
 * layer: above the host page's content whatever its z-indexes or transforms.
 * The layer says what the form says when each toast shows: its language may have changed since.
 */
function mountToaster(root: ShadowRoot, id: string, labels: ToastLabels): Promise<Layered> {
  let mounted = toasters.get(id);
  if (!mounted) {
    const layer = document.createElement('div');
    layer.setAttribute('part', 'toasts');
    layer.setAttribute('popover', 'manual');
    root.append(layer);
    adoptStyles(root);
    const reactRoot = createRoot(layer);
    mounted = new Promise((resolve) => {
      const layered = { ...holdWhileUsed(layer), say: (now: ToastLabels) => reactRoot.render(<Layer id={id} labels={now} onReady={() => resolve(layered)} />) };
      layered.say(labels);
    });
    toasters.set(id, mounted);
  } else void mounted.then(({ say }) => say(labels));
  return mounted;
}

/**
 * Shows the toast of an answer (`sent`, `failed`...), in the language the form speaks now: its
 * title and description, and the layer's labels and direction (an Arabic form's toasts are on the left).
 */
export async function showToast(root: ShadowRoot, toasterId: string, answer: Answer, text: FormText, lang: Language) {
  const { title, description: template } = text[answer];
  const kind = answer === 'sent' || answer === 'duplicate' ? 'success' : 'error';
  const description = fill(template, lang, { hours: promises.replyWithinHours });
  const container = root.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
  const rtl = container?.dir === 'rtl';
  const { layer, toasts, held, recheck } = await mountToaster(root, toasterId, { rtl, close: text.close, region: text.notifications });
  // Read in the form's language (the layer is beside the form, not in it).
  if (container?.lang) layer.lang = container.lang;
  // While the form's popup or drawer is open, all outside it is inert: no click, pointer or focus
  // would reach a toast there (a click on its ✕ would close the popup). So the layer goes into the
  // dialog, and back onto the page, still shown, when it closes. Moving it hides a popover.
  const dialog = root.querySelector('dialog[open]');
  if (dialog && layer.parentNode !== dialog) {
    dialog.append(layer);
    dialog.addEventListener('close', () => showOnTop(root.appendChild(layer)), { once: true });
  }
  // On top of the top layer, for every toast: a popup opened since the layer was shown covers it,
  // and a form taken off the page and put back has taken it out. (Not while the visitor is in it.)
  if (!layer.matches(':focus-within')) {
    showOnTop(layer);
    recheck();
  }
  const id = `${toasterId}-${++shown}`;
  const gone = () => toasts.delete(id);
  const show = (duration: number) =>
    (kind === 'success' ? toast.success : toast.error)(title, { id, description, toasterId, duration, onDismiss: gone, onAutoClose: gone });
  toasts.set(id, show);
  show(held() ? Infinity : TOAST_DURATION_MS);
}
