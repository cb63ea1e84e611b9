/**
 * Frequently asked questions as an accordion: one open at a time.
 *
 * `<cairn-faq>`
 *
 * @csspart list - the accordion
 * @csspart item - one question
 */
import markup from 'virtual:widget-markup/faq';
import styles from 'virtual:widget-styles/faq';
import { defineStaticElement } from '../shared/define-static-element';

export default defineStaticElement('faq', { attributes: [], styles, html: () => markup.all! });
