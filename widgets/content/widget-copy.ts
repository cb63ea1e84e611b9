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
  /** Beside Send: what happens to the visitor's details, and where to read more (UK GDPR Art. 13, at the point of collection). */
  privacy: 'We use your details only to reply to your enquiry.',
  privacyLink: 'Privacy notice',
  newTab: '(opens in a new tab)',
  sent: { title: 'Message sent successfully!', description: "We'll get back to you within 24 hours." },
  failed: { title: 'Error sending message', description: 'Please try again later.' },
  tooSoon: {
    title: 'Enquiry already sent',
    description: 'You sent an enquiry a moment ago. Please wait a minute before sending another.',
  },
  duplicate: {
    title: 'Enquiry already sent',
    description: `We already have this enquiry and will reply within ${promises.replyWithinHours} hours.`,
  },
  tooLarge: {
    title: 'Error sending message',
    description: 'Your message is too long to send. Please shorten the project description and try again.',
  },
  /** Shown while an answer is slow: the enquiry may still arrive, so nobody is told it failed. */
  slow: 'Still sending... Please keep this page open.',
  /** Beside a field the browser found invalid, until it is corrected. */
  invalid: {
    name: 'Please enter your full name.',
    email: 'Please enter your email address, like name@example.com.',
    country: 'Please check the country.',
    phone: 'Please check the phone number.',
    description: 'Please tell us about your project.',
  },
  charactersLeft: (left: number) => `${left.toLocaleString('en-GB')} characters left`,
  pasteCut: (max: number) => `Only the first ${max.toLocaleString('en-GB')} characters fit here; the rest was not pasted.`,
  mailSubject: 'Project enquiry',
  /** The badge of a form whose `test` attribute is set: it sends nothing. */
  testMode: 'Test mode',
  honeypot: 'Leave this field empty',
} as const;

/**
 * Without JavaScript, Send opens the visitor's e-mail program with what they typed. Its own
 * export: only the hosted site shows it, so the partner embed does not ship it.
 */
export const enquiryNoScript = (email: string) =>
  `Without JavaScript, Send opens your e-mail program with your enquiry addressed to ${email}. You can also write to us there directly.`;

/** What the enquiry form's popup, drawer and launcher say (their code loads apart: dialog.ts). */
export const dialogCopy = {
  /** The floating button of `mode="launcher"`, unless `launcher-label` says otherwise. */
  launcher: 'Get in touch',
  /** The name of the popup's and drawer's close button. */
  close: 'Close',
} as const;
