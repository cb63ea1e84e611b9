/**
 * The stages of our process, or one service's seven steps.
 *
 * `<cairn-process-steps service="ai-ml">`
 *
 * @attr service - a service slug: show that service's 7-step process instead of our 5 stages
 * @csspart list - the steps
 * @csspart card - one step
 */
import styles from 'virtual:widget-styles/process-steps';
import { processStages } from '../content/process';
import { serviceDetails } from '../content/service-details';
import { services } from '../content/services';
import { readList } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { ProcessSteps } from './process-steps';

const slugs = services.map((s) => s.slug);

export default defineElement('process-steps', ProcessSteps, {
  attributes: ['service'],
  styles,
  props: (element) => {
    const [slug] = readList(element, 'service', slugs) ?? [];
    return { steps: slug ? serviceDetails[slug].process : processStages };
  },
});
