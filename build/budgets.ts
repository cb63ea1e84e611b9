/**
 * The performance budgets (issues "Performance: measured, budgeted" and "Nothing loads
 * before it is needed, and every click inside the site is instant").
 * Byte budgets are checked by `npm test`; Lighthouse, navigation, interaction and build budgets by `npm run bench`.
 */
export const KB = 1024;

export const byteBudgets = {
  /** All JavaScript the home page loads before any scroll or interaction, gzip. */
  homeJs: 3 * KB,
  /** Everything needed to show the enquiry form and send an enquiry, gzip (the toast code loads later). */
  enquiryFormEmbed: 14 * KB,
  /** Everything needed to show the services grid, gzip: no component runtime. */
  servicesGridEmbed: 5 * KB,
  /** All ten widgets in one script, gzip: below the 38.5 KB it was before static widgets shipped no runtime. */
  allWidgetsEmbed: 36 * KB,
} as const;

/** Medians over the runs, on the mobile preset, for every route. */
export const lighthouseBudgets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Within one round trip of the HTML (issue 19): the HTML alone is enough to paint. */
  fcpMs: 700,
  lcpMs: 700,
  tbtMs: 0,
  cls: 0,
} as const;

/** A click on an internal link the visitor hovered first (medians, throttled as the mobile preset). */
export const navigationBudgets = {
  /** The page comes from the speculative prefetch, not from the network after the click. */
  servedFromPrefetch: true,
  /** From the click to the next page's largest contentful paint. */
  clickToLcpMs: 800,
} as const;

/**
 * A tap or a key, on a phone with its CPU slowed 4x as Lighthouse's mobile preset does (build/interaction-bench.ts):
 * the longest Event Timing duration of the interaction, the measure INP takes; medians.
 */
export const interactionBudgets = {
  longestEventMs: 50,
} as const;

/** `buildSite()` from its start to dist/ in place, as `npm run bench` times it. */
export const buildBudgets = {
  seconds: 6,
} as const;
