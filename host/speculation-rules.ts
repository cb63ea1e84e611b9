/**
 * Internal pages are fetched before the click: on a short hover or, on phones, once a
 * link has been in view a moment (eager prefetch), and rendered ahead after 200 ms of
 * hover or on pointer down (moderate prerender). Links that open a new tab are left alone.
 *
 * The rules are inline at the end of every page, allowed by their hash in the CSP
 * (build/site-files.ts): a rules file named by a `Speculation-Rules` header is fetched
 * the moment the page's headers arrive, one more request on the page's connection (when the
 * styles were a file, it sat between the page and its stylesheet: about 60 ms of LCP on the mobile preset).
 */
const internalLinks = { and: [{ href_matches: '/*' }, { not: { selector_matches: '[target=_blank]' } }] };

/** The text of the page's `<script type="speculationrules">`: what the CSP hash covers, to the byte. */
export const speculationRulesText = JSON.stringify({
  prefetch: [{ source: 'document', where: internalLinks, eagerness: 'eager' }],
  prerender: [{ source: 'document', where: internalLinks, eagerness: 'moderate' }],
});
