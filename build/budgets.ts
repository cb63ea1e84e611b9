/**
 * The performance budgets (issue: "Performance: measured, budgeted").
 * Byte budgets are checked by `npm test`; Lighthouse budgets by `npm run bench`.
 */
export const KB = 1024;

export const byteBudgets = {
  /** All JavaScript the home page loads before any interaction, gzip. */
  homeJs: 30 * KB,
  /** Everything needed to show the enquiry form and send an enquiry, gzip (the toast code loads later). */
  enquiryFormEmbed: 16 * KB,
  /** Everything needed to show the services grid, gzip. */
  servicesGridEmbed: 12 * KB,
} as const;

/** Medians over the runs, on the mobile preset, for every route. */
export const lighthouseBudgets = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1500,
  tbtMs: 50,
  cls: 0,
} as const;
