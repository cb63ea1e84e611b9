/**
 * What the partner configurator (/partners) writes for a partner: the HTML to
 * paste, the CSS for their colours and the CSP sources their page must allow.
 * A pure function of the choices, shared by the page's script and its tests.
 */
import { tagName } from '../../widgets/shared/prefix';
import { themeDefaults, themedWidgets } from '../../widgets/shared/theme';
import { escapeHtml } from '../escape';
import { MODES } from '../../widgets/enquiry-form/read';
import type { Language } from '../../widgets/content/languages';

export const WIDGETS = [
  'enquiry-form',
  'services-grid',
  'featured-projects',
  'testimonials',
  'stats',
  'tech-strip',
  'process-steps',
  'audience-cards',
  'faq',
  'success-stories',
] as const;
export { MODES, themedWidgets };
export const THEMES = ['light', 'dark', 'auto'] as const;
/** The widgets that speak the page's language (widgets/shared/language.ts), unless told which by `lang`. */
export const SPEAKING: readonly string[] = ['enquiry-form', 'services-grid'];
/** The brand colour a widget has unless the partner picks another. */
export const DEFAULT_BRAND = themeDefaults['--cairn-brand'];

export interface Choices {
  widget: (typeof WIDGETS)[number];
  mode: (typeof MODES)[number];
  theme: (typeof THEMES)[number];
  brand: string;
  partnerId: string;
  /** Slugs, for the services grid; empty means all seven. */
  services: string[];
  /** Pinned release with its integrity hash, or the evergreen script. */
  pinned: boolean;
  /** The language the widget speaks (`fr`...), or '' for the page's own (its `lang`). */
  language: '' | Language;
}

export interface Release {
  /** Where the scripts are served from: the site's origin. */
  origin: string;
  /** Where enquiries are sent: EmailJS, or the site itself for the local outbox. */
  emailJsOrigin: string;
  version: string;
  /** `cairn.js` → `sha384-…`, as in embed/<version>/integrity.json (the build passes it to the page). */
  integrity: Record<string, string>;
}

/**
 * What a partner's Content-Security-Policy must allow for our widgets, directive by directive:
 * our scripts, our images (logos, project pictures) and, where a form sends, EmailJS. Styles need
 * nothing: they are constructed stylesheets inside each shadow root, which CSP does not restrict.
 * The one list behind the configurator's snippet, the partner guide and the test partner pages.
 */
const partnerCspSources = (origin: string, emailJsOrigin: string, { sends = true } = {}): [string, string][] => [
  ['script-src', origin],
  ['img-src', origin],
  ...(sends ? [['connect-src', emailJsOrigin] satisfies [string, string]] : []),
];

/** The policy docs/embed.md gives partners: each directive with their own origin ('self') and ours. */
export const documentedCsp = (origin: string, emailJsOrigin: string) =>
  partnerCspSources(origin, emailJsOrigin)
    .map(([directive, source]) => `${directive} 'self' ${source}`)
    .join('; ');

/** The element's attributes for these choices, in the order a partner reads them. */
export function attributesOf(choices: Choices): [string, string][] {
  const attributes: [string, string][] = [];
  if (choices.widget === 'enquiry-form') {
    attributes.push(['id', 'cairn-enquiry']);
    if (choices.partnerId.trim()) attributes.push(['partner-id', choices.partnerId.trim()]);
    if (choices.mode !== 'inline') attributes.push(['mode', choices.mode]);
  }
  if (choices.widget === 'services-grid' && choices.services.length) attributes.push(['services', choices.services.join(',')]);
  if (SPEAKING.includes(choices.widget) && choices.language) attributes.push(['lang', choices.language]);
  if (themedWidgets.includes(choices.widget) && choices.theme !== 'light') attributes.push(['theme', choices.theme]);
  return attributes;
}

export function snippet(choices: Choices, release: Release, openLabel: string) {
  const hash = release.integrity['cairn.js'];
  const script =
    choices.pinned && hash
      ? `<script type="module" src="${release.origin}/embed/${release.version}/cairn.js" integrity="${hash}" crossorigin="anonymous"></script>`
      : `<script type="module" src="${release.origin}/embed/cairn.js"></script>`;
  const tag = tagName(choices.widget);
  const attributes = attributesOf(choices)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  const opener =
    choices.widget === 'enquiry-form' && (choices.mode === 'popup' || choices.mode === 'drawer')
      ? [`<button type="button" data-cairn-open="cairn-enquiry">${openLabel}</button>`]
      : [];
  const brand = choices.brand.toLowerCase();
  return {
    html: [script, ...opener, `<${tag}${attributes}></${tag}>`].join('\n'),
    css: brand === DEFAULT_BRAND ? '/* the default colours: nothing to add */' : `${tag} { --cairn-brand: ${brand}; --cairn-brand-strong: ${brand}; --cairn-focus: ${brand}; }`,
    csp: partnerCspSources(release.origin, release.emailJsOrigin, { sends: choices.widget === 'enquiry-form' })
      .map(([directive, source]) => `${directive} ${source}`)
      .join('; '),
  };
}
