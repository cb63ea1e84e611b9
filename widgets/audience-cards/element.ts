/**
 * Who we work with: startups, medium businesses, large enterprises.
 *
 * `<cairn-audience-cards>`
 *
 * @csspart list - the cards
 * @csspart card - one audience
 */
import styles from 'virtual:widget-styles/audience-cards';
import { audiences } from '../content/audiences';
import { defineElement } from '../shared/define-element';
import { AudienceCards } from './audience-cards';

export default defineElement('audience-cards', AudienceCards, { attributes: [], styles, props: () => ({ audiences }) });
