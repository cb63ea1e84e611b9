/** What the build pre-renders for <cairn-services-grid>: the empty grid, and one card per service, by slug. */
import { services } from '../content/services';
import { ServiceCard, ServicesGrid } from './services-grid';

export default () => ({
  grid: <ServicesGrid services={[]} />,
  ...Object.fromEntries(services.map((service) => [service.slug, <ServiceCard service={service} />])),
});
