/**
 * Cards for our services, each linking to its page on our site.
 *
 * `<cairn-services-grid services="web-development,ai-ml">`
 *
 * @attr services - comma-separated service slugs to show, in that order (default: all seven)
 * @csspart list - the grid
 * @csspart card - one service card
 */
import styles from 'virtual:widget-styles/services-grid';
import { services } from '../content/services';
import { readList } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { ServicesGrid } from './services-grid';

const slugs = services.map((s) => s.slug);

export default defineElement('services-grid', ServicesGrid, {
  attributes: ['services'],
  styles,
  props: (element) => {
    const chosen = readList(element, 'services', slugs);
    return { services: chosen ? chosen.map((slug) => services.find((s) => s.slug === slug)!) : services };
  },
});
