/**
 * Toasts, loaded only when the first enquiry is submitted. Sonner's styles
 * go into the widget's own shadow root, never into the page's head.
 */
import { useEffect, useRef } from 'react';
import { Toaster, toast } from 'sonner';
import sonnerCss from 'sonner/dist/styles.css?inline';

let sheet: CSSStyleSheet | null = null;

function adoptSonnerStyles(root: Node) {
  if (!(root instanceof ShadowRoot) || typeof CSSStyleSheet === 'undefined' || !('replaceSync' in CSSStyleSheet.prototype)) return;
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(sonnerCss);
  }
  if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/**
 * The toasts sit in a manual popover, which puts them in the browser's top
 * layer: above the host page's content whatever its z-indexes or transforms.
 */
export function Toasts({ id, onReady }: { id: string; onReady: () => void }) {
  const layer = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = layer.current;
    if (element) {
      adoptSonnerStyles(element.getRootNode());
      if (typeof element.showPopover === 'function' && !element.matches(':popover-open')) element.showPopover();
    }
    onReady();
  }, [onReady]);
  return (
    <div ref={layer} part="toasts" popover="manual" className="fixed inset-auto m-0 h-0 w-0 overflow-visible border-0 bg-transparent p-0">
      <Toaster id={id} position="bottom-right" richColors closeButton duration={6000} />
    </div>
  );
}

export function notify(toasterId: string, kind: 'success' | 'error', title: string, description: string) {
  const show = kind === 'success' ? toast.success : toast.error;
  show(title, { description, toasterId });
}
