/**
 * SVG files of public/ drawn into the page itself, read when the page is rendered: a picture in the first screen
 * needs no request of its own, and is painted in the same frame as the text beside it.
 */

export interface InlineSvg {
  /** The file's `<svg>` attributes the drawing needs (viewBox, fill...): not its size, its namespace or its ids. */
  attributes: Record<string, string>;
  /** What the file's `<svg>` holds, its ids prefixed so that two drawings on one page never share one. */
  inner: string;
}

/** An SVG file's drawing, to put inside an `<svg>` element of the page's own. */
export function inlineSvg(svg: string, idPrefix: string): InlineSvg {
  const open = /^\s*<svg\b([^>]*)>/.exec(svg);
  if (!open || !/\bviewBox=/.test(open[1]!) || !/<\/svg>\s*$/.test(svg)) throw new Error(`not one <svg> element with a viewBox: ${svg.slice(0, 80)}`);
  const attributes = Object.fromEntries(
    [...open[1]!.matchAll(/([\w:-]+)=(["'])(.*?)\2/g)].filter(([, name]) => !/^(xmlns(:\w+)?|width|height|id)$/.test(name!)).map(([, name, , value]) => [name!, value!]),
  );
  const inner = svg
    .slice(open[0].length, svg.lastIndexOf('</svg>'))
    .replace(/\bid=(["'])([^"']+)\1/g, (_, quote: string, id: string) => `id=${quote}${idPrefix}-${id}${quote}`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${idPrefix}-${id})`)
    .replace(/\bhref=(["'])#([^"']+)\1/g, (_, quote: string, id: string) => `href=${quote}#${idPrefix}-${id}${quote}`);
  return { attributes, inner };
}
