/**
 * Frequently asked questions as an accordion: one open at a time.
 *
 * `<cairn-faq>`
 *
 * @csspart list - the accordion
 * @csspart item - one question
 */
import styles from 'virtual:widget-styles/faq';
import { faq } from '../content/faq';
import { defineElement } from '../shared/define-element';
import { Faq } from './faq';

export default defineElement('faq', Faq, { attributes: [], styles, props: () => ({ items: faq }) });
