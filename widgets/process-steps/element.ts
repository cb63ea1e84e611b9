/**
 * The stages of our process, or one service's seven steps.
 *
 * `<cairn-process-steps service="ai-ml">`
 *
 * @attr service - a service slug: show that service's 7-step process instead of our 5 stages
 * @csspart list - the steps
 * @csspart card - one step
 */
import markup from 'virtual:widget-markup/process-steps';
import styles from 'virtual:widget-styles/process-steps';
import { readList } from '../shared/attributes';
import { defineStaticElement } from '../shared/define-static-element';

const { stages, ...bySlug } = markup;
const slugs = Object.keys(bySlug);

export default defineStaticElement('process-steps', {
  attributes: ['service'],
  styles,
  html: (element) => {
    const [slug] = readList(element, 'service', slugs) ?? [];
    return slug ? bySlug[slug]! : stages!;
  },
});
