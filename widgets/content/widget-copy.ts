/**
 * The copy widgets render themselves. Kept apart from `ui` (the pages' copy)
 * so an embed ships these few strings, nothing more. What the enquiry form and
 * the services grid say, in every language they speak, is in languages/.
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

/**
 * The subject of that e-mail: only the hosted site, which is English, has the fallback (partners'
 * forms exist only once their script has run), so it has no translations.
 */
export const enquiryMailSubject = 'Project enquiry';

/**
 * Without JavaScript, Send opens the visitor's e-mail program with what they typed. Its own
 * export: only the hosted site shows it, so the partner embed does not ship it.
 */
export const enquiryNoScript = (email: string) =>
  `Without JavaScript, Send opens your e-mail program with your enquiry addressed to ${email}. You can also write to us there directly.`;
