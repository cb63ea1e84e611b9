/**
 * Contrast as WCAG measures it, taken in the page: pass `contrastWithBackdrop`
 * to `locator.evaluate`. It must stay self-contained, as Playwright sends its source.
 */

/**
 * The contrast ratio between the element's text colour (or another colour
 * property) and the backgrounds painted beneath its centre, from the first
 * opaque one up to the element.
 */
export function contrastWithBackdrop(element: Element, property: 'color' | 'borderTopColor' = 'color'): number {
  // Colours as [r, g, b, a] in 0-255 (alpha 0-1), from rgb(), rgba() or color(srgb ...).
  const parse = (css: string) => {
    const n = (css.match(/[\d.]+/g) ?? []).map(Number);
    const rgb = css.startsWith('color(') ? n.slice(0, 3).map((v) => v * 255) : n.slice(0, 3);
    return [...rgb, n[3] ?? 1] as [number, number, number, number];
  };
  // Measured where it is painted: brought into view (a point off screen hits nothing, and white would be assumed).
  element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
  const box = element.getBoundingClientRect();
  const root = element.getRootNode() as Document | ShadowRoot;
  const stack = root.elementsFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  // The element, a part of it, or (an icon's empty middle, which hit testing passes through) its nearest box.
  const at = stack.findIndex((layer) => layer === element || layer.contains(element) || element.contains(layer));
  // Not hit at all (clipped by a scroller, say): its own ancestors, through shadow hosts, never an assumed white.
  const ancestors: Element[] = [];
  for (let el: Element | null = element; el; el = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host || null)) ancestors.push(el);
  const layers: [number, number, number, number][] = [];
  for (const layer of at < 0 ? ancestors : stack.slice(at)) {
    const colour = parse(getComputedStyle(layer).backgroundColor);
    if (colour[3] > 0) layers.unshift(colour);
    if (colour[3] >= 1) break;
  }
  let [r, g, b] = [255, 255, 255];
  for (const [lr, lg, lb, la] of layers) [r, g, b] = [lr * la + r * (1 - la), lg * la + g * (1 - la), lb * la + b * (1 - la)];
  const luminance = ([cr, cg, cb]: number[]) => {
    const [x, y, z] = [cr!, cg!, cb!].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * x! + 0.7152 * y! + 0.0722 * z!;
  };
  const [fr, fg, fb, fa] = parse(getComputedStyle(element)[property]);
  // A translucent colour is painted over the backdrop too.
  const foreground = [fr * fa + r * (1 - fa), fg * fa + g * (1 - fa), fb * fa + b * (1 - fa)];
  const [light, dark] = [luminance(foreground), luminance([r, g, b])].sort((p, q) => q - p);
  return (light! + 0.05) / (dark! + 0.05);
}
