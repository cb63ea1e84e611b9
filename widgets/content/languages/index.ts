/**
 * The languages the partner widgets are written in (issue 32: the enquiry form and the services
 * grid speak the language of the page they are on), by BCP 47 code. English is the
 * specification's text, the one every other language is checked against (build/translation-check.ts).
 */
export const LANGUAGES = ['en', 'cy', 'fr', 'de', 'es', 'pl', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
