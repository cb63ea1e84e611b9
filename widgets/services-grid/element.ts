/**
 * Cards for our services, each linking to its page on our site.
 *
 * `<cairn-services-grid services="web-development,ai-ml">`
 *
 * @attr services - comma-separated service slugs to show, in that order (default: all seven)
 * @csspart list - the grid
 * @csspart card - one service card
 */
import markup from 'virtual:widget-markup/services-grid';
import styles from 'virtual:widget-styles/services-grid';
import { readList } from '../shared/attributes';
import { defineStaticElement, fill } from '../shared/define-static-element';

const { grid, ...cards } = markup;
const slugs = Object.keys(cards);

export default defineStaticElement('services-grid', {
  attributes: ['services'],
  styles,
  html: (element) => fill(grid!, (readList(element, 'services', slugs) ?? slugs).map((slug) => cards[slug]!)),
});
