/** What the enquiry form says. Titles and descriptions of the toasts are the spec's, to the letter. */
import { promises } from '../content/site';

export const messages = {
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
