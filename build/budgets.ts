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

/**
 * Lighthouse's mobile preset, every route: medians over the runs, each run of a route beside a run of the blank page
 * (build/bench-pages.ts), alternately in the same browser. The scores are the route's own; the times are what the
 * route takes beyond the blank page (issue 31: an absolute budget measures the machine as much as the page).
 */
export const lighthouseBudgets = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  /** Within a frame or two of a page with nothing on it: the HTML alone is enough to paint. */
  fcpOverBlankMs: 50,
  lcpOverBlankMs: 50,
  tbtOverBlankMs: 20,
  cls: 0,
} as const;

/**
 * A click on an internal link the visitor hovered first (medians, throttled as the mobile preset), against the same
 * click from the blank page to the next one with the same speculation rules, run alternately.
 */
export const navigationBudgets = {
  /** The page comes from the speculative prefetch, not from the network after the click. */
  servedFromPrefetch: true,
  /** From the click to the next page's largest contentful paint, beyond the blank pages'. */
  clickToLcpOverBlankMs: 100,
} as const;

/**
 * A tap or a key, on a phone with its CPU slowed 4x as Lighthouse's mobile preset does (build/interaction-bench.ts):
 * the longest Event Timing duration of the interaction, the measure INP takes; medians, beyond the blank page's
 * `<details>` measured alternately.
 */
export const interactionBudgets = {
  /** The menu, an FAQ question, the first key before the form's script: one frame. */
  overBlankMs: 16,
  /** The popup form on a partner's page: it draws a dialog the page did not have. */
  popupOverBlankMs: 50,
} as const;

/**
 * `/` as the deploy configurations serve it (its headers and its body, brotli-compressed) fits in the first
 * window a server may send before the first acknowledgement: 10 segments of 1,460 B (RFC 6928), one round trip.
 */
export const firstWindowBytes = 14_600;

/** `buildSite()` from its start to dist/ in place, as `npm run bench` times it (the median of its runs). */
export const buildBudgets = {
  seconds: 6,
} as const;
