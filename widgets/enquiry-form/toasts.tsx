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

export function Toasts({ id, onReady }: { id: string; onReady: () => void }) {
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (anchor.current) adoptSonnerStyles(anchor.current.getRootNode());
    onReady();
  }, [onReady]);
  return (
    <div ref={anchor} part="toasts">
      <Toaster id={id} position="bottom-right" richColors closeButton duration={6000} />
    </div>
  );
}

export function notify(toasterId: string, kind: 'success' | 'error', title: string, description: string) {
  const show = kind === 'success' ? toast.success : toast.error;
  show(title, { description, toasterId });
}
