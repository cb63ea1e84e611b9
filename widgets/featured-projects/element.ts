/**
 * Cards for three featured client projects.
 *
 * `<cairn-featured-projects>`
 *
 * @csspart list - the grid
 * @csspart card - one project card
 */
import markup from 'virtual:widget-markup/featured-projects';
import styles from 'virtual:widget-styles/featured-projects';
import { defineStaticElement } from '../shared/define-static-element';

export default defineStaticElement('featured-projects', { attributes: [], styles, html: () => markup.all! });
