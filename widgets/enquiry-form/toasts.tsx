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

/** How long a toast stays, unless hovered or focused (in ms). */
const TOAST_DURATION_MS = 6_000;

// Sonner's rich colours miss WCAG AA for 13 px text (4.26:1 and 4.35:1), and it removes the focus outline.
const ourCss = `[data-sonner-toaster][data-sonner-theme=light]{--success-text:hsl(140,100%,22%);--error-text:hsl(360,100%,38%)}
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

/** Sonner pauses a toast's timer while the pointer is over it; keyboard focus should too. */
function pauseWhileFocused(layer: HTMLElement) {
  const list = () => layer.querySelector('[data-sonner-toaster]');
  layer.addEventListener('focusin', () => list()?.dispatchEvent(new MouseEvent('mousemove', { bubbles: true })));
  layer.addEventListener('focusout', (event) => {
    if (!layer.contains(event.relatedTarget as Node | null)) list()?.dispatchEvent(new MouseEvent('mouseleave'));
  });
}

function Layer({ id, onReady }: { id: string; onReady: () => void }) {
  const ready = useRef(onReady);
  useEffect(() => ready.current(), []);
  return <Toaster id={id} position="bottom-right" richColors closeButton duration={TOAST_DURATION_MS} />;
}

const toasters = new Map<string, Promise<void>>();

/**
 * The toasts sit in a manual popover, which puts them in the browser's top
 * layer: above the host page's content whatever its z-indexes or transforms.
 */
function mountToaster(root: ShadowRoot, id: string): Promise<void> {
  let mounted = toasters.get(id);
  if (!mounted) {
    const layer = document.createElement('div');
    layer.setAttribute('part', 'toasts');
    layer.setAttribute('popover', 'manual');
    layer.className = 'fixed inset-auto m-0 h-0 w-0 overflow-visible border-0 bg-transparent p-0';
    root.append(layer);
    adoptStyles(root);
    if (typeof layer.showPopover === 'function') layer.showPopover();
    pauseWhileFocused(layer);
    mounted = new Promise((resolve) => createRoot(layer).render(<Layer id={id} onReady={resolve} />));
    toasters.set(id, mounted);
  }
  return mounted;
}

export async function showToast(root: ShadowRoot, toasterId: string, kind: 'success' | 'error', title: string, description: string) {
  await mountToaster(root, toasterId);
  (kind === 'success' ? toast.success : toast.error)(title, { description, toasterId });
}
