/**
 * The shadow root every widget element draws into, whether it runs a
 * component (define-element.ts) or stamps pre-rendered markup
 * (define-static-element.ts): its container and its styles. No component
 * runtime here: static widgets ship this and nothing of React.
 */

/**
 * How a widget's CSS reaches its shadow root: as text (embeds), or not at all (hosted site: the
 * pre-rendered shadow root carries its own `<style>`, host/widget.tsx).
 */
export interface WidgetStyles {
  text?: string;
}

/** Class name of the element inside each shadow root that the widget draws into. */
export const ROOT_CLASS = 'cairn-root';

const sheets = new WeakMap<WidgetStyles, CSSStyleSheet>();

function attachStyles(shadow: ShadowRoot, styles: WidgetStyles) {
  if (!styles.text) return;
  let sheet = sheets.get(styles);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(styles.text);
    sheets.set(styles, sheet);
  }
  // Constructed sheets are not subject to CSP style-src and touch nothing outside the shadow root.
  shadow.adoptedStyleSheets = [...shadow.adoptedStyleSheets.filter((s) => s !== sheet), sheet];
}

/**
 * The element's container, styled, created if the HTML did not bring one;
 * `prerendered` when it already holds content (a declarative shadow root).
 */
export function widgetRoot(element: HTMLElement, styles: WidgetStyles): { container: HTMLElement; prerendered: boolean } {
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  let container = shadow.querySelector<HTMLElement>(`.${ROOT_CLASS}`);
  const prerendered = container !== null && container.hasChildNodes();
  if (!container) {
    container = document.createElement('div');
    container.className = ROOT_CLASS;
    container.setAttribute('part', 'root');
    container.dir = 'ltr'; // English copy keeps its layout on right-to-left pages
    shadow.append(container);
  }
  attachStyles(shadow, styles);
  return { container, prerendered };
}
