/**
 * Every text on a page as the text-size and text-spacing tests measure it.
 * `textElements` runs in the page: it must stay self-contained, as its source is sent there.
 */

export interface TextElement {
  key: string;
  size: number;
  letters: number;
  words: number;
  lineHeight: number;
  hostSize: number;
  inWidget: boolean;
}

/** Every element that holds text of its own, page and shadow roots alike, in document order (runs in the page). */
export function textElements(): TextElement[] {
  const found: TextElement[] = [];
  const walk = (root: Document | ShadowRoot, host: Element | null) => {
    for (const element of root.querySelectorAll('*')) {
      if (['head', 'script', 'style', 'template', 'noscript'].includes(element.localName) || element.closest('head, noscript')) continue;
      if (element.shadowRoot) walk(element.shadowRoot, element);
      const own = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      if (!own) continue;
      const style = getComputedStyle(element);
      const size = parseFloat(style.fontSize);
      found.push({
        // Figures count up when seen, at their own pace on each page: the key is the text without them.
        key: `${host ? `${host.localName} ` : ''}${element.localName} "${element.textContent!.trim().replace(/\d+/g, '#').slice(0, 30)}"`,
        size,
        letters: parseFloat(style.letterSpacing) || 0,
        words: parseFloat(style.wordSpacing) || 0,
        lineHeight: style.lineHeight === 'normal' ? 0 : parseFloat(style.lineHeight),
        hostSize: host ? parseFloat(getComputedStyle(host).fontSize) : size,
        inWidget: host !== null,
      });
    }
  };
  walk(document, null);
  return found;
}
