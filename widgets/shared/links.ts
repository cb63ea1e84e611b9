/**
 * Where widgets point their images and links. On the hosted site both are
 * root-relative; an embed on a partner's page resolves them against the
 * origin its script was loaded from.
 */
const origin = import.meta.env.VITE_EMBED ? new URL(import.meta.url).origin : '';

export const imageUrl = (path: string) => `${origin}/images/${path}`;
/** One technology's logo, a file of its own in the folder the build writes (build/logos.ts): for an `<img>`. */
export const logoUrl = (slug: string) => `${origin}${import.meta.env.VITE_LOGOS ?? '/assets/logos'}/${slug}.svg`;
/** Every technology's logo side by side in one image, the hosted site's (build/logos.ts). */
export const logoSpriteUrl = () => `${origin}${import.meta.env.VITE_LOGO_SPRITE ?? '/assets/logos.svg'}`;
export const pageUrl = (path: string) => `${origin}${path}`;
/** The privacy notice, which every enquiry form links to. */
export const PRIVACY_PATH = '/privacy';
export const servicePath = (slug: string) => `/services/${slug}`;
/** Markup pre-rendered with root-relative links and images, pointed at the same origin as those above. */
export const withOrigin = (html: string) => (origin ? html.replace(/ (href|src)="\//g, ` $1="${origin}/`) : html);

/** Attributes for a link that opens an external page in a new tab without handing it our window. */
export const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
