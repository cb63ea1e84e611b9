/**
 * Cards for three featured client projects.
 *
 * `<cairn-featured-projects>`
 *
 * @csspart list - the grid
 * @csspart card - one project card
 */
import styles from 'virtual:widget-styles/featured-projects';
import { projects } from '../content/projects';
import { defineElement } from '../shared/define-element';
import { FeaturedProjects } from './featured-projects';

export default defineElement('featured-projects', FeaturedProjects, { attributes: [], styles, props: () => ({ projects }) });
