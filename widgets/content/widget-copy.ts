/**
 * The copy widgets render themselves. Kept apart from `ui` (and from
 * the site configuration) so an embed ships these few strings, nothing more.
 */
export const widgetCopy = {
  viewDetails: 'View Details',
  testimonials: {
    region: 'Client testimonials',
    previous: 'Previous testimonials',
    next: 'Next testimonials',
    rating: (n: number) => `Rated ${n} out of 5`,
  },
  techStrip: {
    label: 'Technologies we work with',
  },
  stories: {
    title: 'Client Success Stories',
    close: 'Close',
    noVideo: 'Video coming soon',
  },
} as const;
