import { promises } from './site';

/**
 * The copy widgets render themselves. Kept apart from `ui` (the pages' copy)
 * so an embed ships these few strings, nothing more.
 */
export const widgetCopy = {
  viewDetails: 'View Details',
  testimonials: {
    region: 'Client testimonials',
    previous: 'Previous testimonials',
    next: 'Next testimonials',
    rating: (n: number) => `Rated ${n} out of 5`,
  },
  stories: {
    title: 'Client Success Stories',
    close: 'Close',
    noVideo: 'Video coming soon',
  },
} as const;

/** What the technology strip says: its own export, so the other embeds do not ship it. */
export const techStripCopy = {
  label: 'Technologies we work with',
  pause: 'Pause animation',
} as const;

/** What the enquiry form says. Titles and descriptions of the toasts are the spec's, to the letter. */
export const enquiryCopy = {
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
  reply: `We'll get back to you within ${promises.replyWithinHours} hours.`,
  sent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Error sending message', description: 'Please try again later.' },
  tooSoon: {
    title: 'Enquiry already sent',
    description: 'You sent an enquiry a moment ago. Please wait a minute before sending another.',
  },
  honeypot: 'Leave this field empty',
} as const;
