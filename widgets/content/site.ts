/**
 * The site configuration: the company's name and contact details, the
 * scheduling link and the EmailJS settings. Change a value here and every
 * page, widget and head tag follows. (Widgets import only the parts they
 * need, `promises` and `emailjsDefaults`, to keep embeds small.)
 */

/**
 * EmailJS: where enquiries go. These defaults point at the local outbox
 * that `npm start` and the tests run; a real account is configured with the
 * VITE_EMAILJS_* environment variables at build time (see the README).
 */
export const emailjsDefaults = {
  publicKey: 'local-outbox-key',
  serviceId: 'service_local_outbox',
  templateId: 'template_enquiry',
  /** Empty: the origin the site (or the embed script) is served from. */
  origin: '',
  /** The fixed recipient of every enquiry (template param `to_email`). */
  toEmail: 'hello@cairnsoftware.co.uk',
} as const;

/** What we promise every visitor; widgets import just these. */
export const promises = {
  replyWithinHours: 24,
  consultationMinutes: 30,
  /** An unsent enquiry's draft is kept in the visitor's browser this long after they last typed (the privacy notice says so). */
  draftKeptDays: 7,
} as const;

export const site = {
  name: 'Cairn Software',
  shortName: 'Cairn',
  tagline: 'Custom software, built to last',
  /** Canonical origin of the hosted site (no trailing slash). */
  url: 'https://cairnsoftware.co.uk',
  phone: '+44 131 496 0123',
  email: 'hello@cairnsoftware.co.uk',
  /** Where visitors exercise their data rights (the privacy notice). */
  privacyEmail: 'privacy@cairnsoftware.co.uk',
  /** Where flaws in the site or the widgets are reported (/.well-known/security.txt). */
  securityEmail: 'security@cairnsoftware.co.uk',
  office: {
    label: 'Edinburgh office',
    street: '18 Rose Street',
    city: 'Edinburgh',
    postalCode: 'EH2 2PR',
    region: 'Scotland',
    country: 'United Kingdom',
    countryCode: 'GB',
  },
  hours: {
    label: 'Mon-Fri 9AM-6PM (GMT)',
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '09:00',
    closes: '18:00',
  },
  /** External scheduling page for the free consultation (opens in a new tab). */
  schedulingUrl: 'https://cal.com/cairn-software/consultation',
  ...promises,
  foundedYear: 2016,
  copyrightYear: 2024,
  emailjs: emailjsDefaults,
  social: {
    linkedin: 'https://www.linkedin.com/company/cairn-software',
    github: 'https://github.com/cairn-software',
  },
} as const;

export type SiteConfig = typeof site;
