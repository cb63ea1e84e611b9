import logo from '../../public/logo.svg?raw';
import { inlineSvg } from '../inline-svg';

const mark = inlineSvg(logo, 'logo');

/**
 * The company's mark, drawn in the page (public/logo.svg, read when the page is rendered): the header is complete in
 * the first paint, with no request that the largest paint would wait for. Beside the company's name, so no text of its own.
 */
export function Logo() {
  return <svg {...mark.attributes} width={32} height={32} aria-hidden="true" className="h-8 w-8" dangerouslySetInnerHTML={{ __html: mark.inner }} />;
}
