/**
 * A looping strip of the technologies we work with.
 *
 * `<cairn-tech-strip>`
 *
 * @csspart strip - the scrolling strip
 */
import markup from 'virtual:widget-markup/tech-strip';
import styles from 'virtual:widget-styles/tech-strip';
import { defineStaticElement } from '../shared/define-static-element';

export default defineStaticElement('tech-strip', { attributes: [], styles, html: () => markup.all! });
