/** Every widget the host places, as its element definition. */
export { default as servicesGrid } from '../widgets/services-grid/element';
export { default as featuredProjects } from '../widgets/featured-projects/element';
export { default as testimonials } from '../widgets/testimonials/element';
export { default as stats } from '../widgets/stats/element';
export { default as techStrip } from '../widgets/tech-strip/element';
export { default as processSteps } from '../widgets/process-steps/element';
export { default as audienceCards } from '../widgets/audience-cards/element';
export { default as faq } from '../widgets/faq/element';
export { default as enquiryForm } from '../widgets/enquiry-form/element';
