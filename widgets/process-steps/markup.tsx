/** What the build pre-renders for <cairn-process-steps>: our five stages, and each service's seven steps, by slug. */
import { processStages } from '../content/process';
import { serviceDetails } from '../content/service-details';
import { services } from '../content/services';
import { ProcessSteps } from './process-steps';

export default () => ({
  stages: <ProcessSteps steps={processStages} />,
  ...Object.fromEntries(services.map(({ slug }) => [slug, <ProcessSteps steps={serviceDetails[slug].process} />])),
});
