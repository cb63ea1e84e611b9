/**
 * What the partner widgets say, in one language: the enquiry form (with its popup, drawer and
 * launcher) and the services grid. English (en.ts) is the specification's text; every other
 * language has exactly the same keys and the same `{placeholders}` in each text, which the build
 * checks (build/translation-check.ts).
 *
 * - `{count}`, `{hours}`, `{service}`: filled in when shown; a number in the language's own digits
 *   and separators (`Intl`).
 * - A `Plural` text has one form for each plural category the language has
 *   (`new Intl.PluralRules(code).resolvedOptions().pluralCategories`): English 'one' and 'other',
 *   Welsh six, Polish four, Arabic six.
 */
import type { ServiceSlug } from '../types';

export type Plural = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A toast's two lines; the status line under the form says both. Each answer is named as the form's status (enquiry-controller.ts). */
export interface Notice {
  title: string;
  description: string;
}

export interface FormText {
  heading: string;
  fields: { name: string; email: string; country: string; phone: string; description: string };
  descriptionPlaceholder: string;
  requiredNote: string;
  submit: string;
  sending: string;
  /** `{hours}`: how soon we reply (widgets/content/site.ts). */
  reply: string;
  /** Beside Send: what happens to the visitor's details (UK GDPR Art. 13, at the point of collection). */
  privacy: string;
  privacyLink: string;
  /** Read after a link that opens a new tab. */
  newTab: string;
  sent: Notice;
  failed: Notice;
  'too-soon': Notice;
  /** `{hours}` in its description. */
  duplicate: Notice;
  'too-large': Notice;
  /** While an answer is slow: the enquiry may still arrive, so nobody is told it failed. */
  slow: string;
  /** Beside a field the browser found invalid, until it is corrected. */
  invalid: { name: string; email: string; country: string; phone: string; description: string };
  /** `{count}`: characters the field still takes. */
  charactersLeft: Plural;
  /** `{count}`: the field's limit (40, 100, 254 or 10,000), after a paste that did not fit: the forms of those numbers. */
  pasteCut: Plural;
  /** The badge of a form whose `test` attribute is set: it sends nothing. */
  testMode: string;
  /** The floating button of `mode="launcher"`, unless `launcher-label` says otherwise. */
  launcher: string;
  /** The close button of the popup, the drawer and each toast. */
  close: string;
  /** The name screen readers give the toasts' region. */
  notifications: string;
}

export interface ServicesText {
  /** Each card's call to action. */
  viewDetails: string;
  /** The name screen readers give a card's list of technologies: `{service}` is the service's name. */
  technologies: string;
  /** Each service's name and description, by slug. */
  services: Record<ServiceSlug, { name: string; description: string }>;
}

/** One language's file in this folder: what each of its exports holds. */
export interface LanguageFile {
  /** The language's writing direction: Arabic's widgets are mirrored. */
  dir: 'ltr' | 'rtl';
  form: FormText;
  services: ServicesText;
}
