/**
 * Company figures that count up once when scrolled into view.
 *
 * `<cairn-stats set="home">`
 *
 * @attr set - which figures: `home` (default) or `about`
 * @csspart list - the figures
 * @csspart card - one figure
 */
import markup from 'virtual:widget-markup/stats';
import styles from 'virtual:widget-styles/stats';
import { readChoice } from '../shared/attributes';
import { defineStaticElement } from '../shared/define-static-element';
import { countUpWhenSeen } from './count-up';

export default defineStaticElement('stats', {
  attributes: ['set'],
  styles,
  html: (element) => markup[readChoice(element, 'set', ['home', 'about'] as const, 'home')]!,
  // The count-up is the figures' behaviour, not a component's: no component runtime for a page whose only widget this is.
  enhance: countUpWhenSeen,
});
