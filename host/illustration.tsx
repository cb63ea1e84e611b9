/**
 * The services' illustrations drawn in the page's markup, read when the page is rendered: each is painted in the same
 * frame as the text beside it, not a request (250 ms later on the mobile preset as a file) or a data: URL's image load
 * (a frame or more later), and the engine builds no SVG document of its own for it on the main thread. Each is a few
 * KB of SVG (about 1 KB in brotli); pictures further down a page stay files, loaded as they come near.
 */
import { inlineSvg } from './inline-svg';

const illustrations = import.meta.glob<string>('/public/images/services/*.svg', { query: '?raw', import: 'default', eager: true });

/**
 * The illustration `image` (a file of public/images/services/) named for screen readers by `alt`; `idPrefix` makes its
 * ids its own where a page draws more than one. Its classes come from the page that draws it: written here, in a file
 * outside host/screens/, they would be in every page's stylesheet (build/widget-styles.ts), `/`'s first round trip too.
 */
export function ServiceIllustration({ image, alt, idPrefix, className }: { image: string; alt: string; idPrefix: string; className: string }) {
  const drawing = inlineSvg(illustrations[`/public/images/services/${image}`]!, idPrefix);
  return <svg {...drawing.attributes} width={640} height={480} role="img" aria-label={alt} className={className} dangerouslySetInnerHTML={{ __html: drawing.inner }} />;
}
