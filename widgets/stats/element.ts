/**
 * Company figures that count up once when scrolled into view.
 *
 * `<cairn-stats set="home">`
 *
 * @attr set - which figures: `home` (default) or `about`
 * @csspart list - the figures
 * @csspart card - one figure
 */
import styles from 'virtual:widget-styles/stats';
import { aboutFigures, homeStats } from '../content/company';
import { readChoice } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { Stats } from './stats';

const sets = { home: homeStats, about: aboutFigures };

export default defineElement('stats', Stats, {
  attributes: ['set'],
  styles,
  props: (element) => ({ stats: sets[readChoice(element, 'set', ['home', 'about'] as const, 'home')] }),
});
