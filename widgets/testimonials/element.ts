/**
 * Client testimonials in a horizontal, keyboard-scrollable list.
 *
 * `<cairn-testimonials>`
 *
 * @csspart list - the scrolling list
 * @csspart card - one testimonial
 * @csspart button - the previous and next buttons
 */
import styles from 'virtual:widget-styles/testimonials';
import { testimonials } from '../content/testimonials';
import { defineElement } from '../shared/define-element';
import { Testimonials } from './testimonials';

export default defineElement('testimonials', Testimonials, { attributes: [], styles, props: () => ({ testimonials }) });
