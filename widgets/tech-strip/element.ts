/**
 * A looping strip of the technologies we work with, with a 'Pause animation'
 * checkbox before it. Paused, or for reduced motion, every logo shows at once.
 *
 * `<cairn-tech-strip>`
 *
 * @csspart strip - the scrolling strip
 */
import styles from 'virtual:widget-styles/tech-strip';
import { technologies } from '../content/technologies';
import { defineElement } from '../shared/define-element';
import { TechStrip } from './tech-strip';

export default defineElement('tech-strip', TechStrip, { attributes: [], styles, props: () => ({ technologies }) });
