/**
 * English: the specification's text, word for word where it gives one. Every other language in
 * this folder has the same keys and placeholders (types.ts says how they are filled).
 */
import { services as serviceList } from '../services';
import type { FormText, ServicesText } from './types';

export const dir = 'ltr';

export const form: FormText = {
  heading: 'Project Inquiry',
  fields: {
    name: 'Full Name',
    email: 'Email Address',
    country: 'Country',
    phone: 'Phone Number',
    description: 'Project Description',
  },
  descriptionPlaceholder: 'Tell us about your project requirements...',
  requiredNote: 'Fields marked * are required.',
  submit: 'Send Message',
  sending: 'Sending...',
  reply: "We'll get back to you within {hours} hours.",
  privacy: 'We use your details only to reply to your enquiry.',
  privacyLink: 'Privacy notice',
  newTab: '(opens in a new tab)',
  sent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Error sending message', description: 'Please try again later.' },
  'too-soon': {
    title: 'Enquiry already sent',
    description: 'You sent an enquiry a moment ago. Please wait a minute before sending another.',
  },
  duplicate: {
    title: 'Enquiry already sent',
    description: 'We already have this enquiry and will reply within {hours} hours.',
  },
  'too-large': {
    title: 'Error sending message',
    description: 'Your message is too long to send. Please shorten the project description and try again.',
  },
  slow: 'Still sending... Please keep this page open.',
  invalid: {
    name: 'Please enter your full name.',
    email: 'Please enter your email address, like name@example.com.',
    country: 'Please check the country.',
    phone: 'Please check the phone number.',
    description: 'Please tell us about your project.',
  },
  charactersLeft: { one: '{count} character left', other: '{count} characters left' },
  // Shown with a field's limit alone (40 characters or more): English's 'other' form.
  pasteCut: { other: 'Only the first {count} characters fit here; the rest was not pasted.' },
  testMode: 'Test mode',
  launcher: 'Get in touch',
  close: 'Close',
  notifications: 'Notifications',
};

/**
 * The services' names and descriptions are the specification's, kept once, in services.ts. (Marked pure: a
 * script that shows no services grid leaves all of it out.)
 */
export const services: ServicesText = {
  viewDetails: 'View Details',
  technologies: '{service} technologies',
  services: /* @__PURE__ */ Object.fromEntries(/* @__PURE__ */ serviceList.map(({ slug, name, description }) => [slug, { name, description }])) as ServicesText['services'],
};
