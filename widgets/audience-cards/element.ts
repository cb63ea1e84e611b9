/**
 * Who we work with: startups, medium businesses, large enterprises.
 *
 * `<cairn-audience-cards>`
 *
 * @csspart list - the cards
 * @csspart card - one audience
 */
import markup from 'virtual:widget-markup/audience-cards';
import styles from 'virtual:widget-styles/audience-cards';
import { defineStaticElement } from '../shared/define-static-element';

export default defineStaticElement('audience-cards', { attributes: [], styles, html: () => markup.all! });
