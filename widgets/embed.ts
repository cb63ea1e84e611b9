/**
 * The partner entry: `<script type="module" src="https://…/embed/cairn.js">`
 * registers every widget element. Loading it twice is harmless.
 */
export { default as servicesGrid } from './services-grid/element';
export { default as enquiryForm } from './enquiry-form/element';
export { default as featuredProjects } from './featured-projects/element';
export { default as testimonials } from './testimonials/element';
export { default as stats } from './stats/element';
export { default as techStrip } from './tech-strip/element';
export { default as processSteps } from './process-steps/element';
export { default as audienceCards } from './audience-cards/element';
export { default as faq } from './faq/element';
export { default as successStories } from './success-stories/element';
