/**
 * The shapes of every piece of site copy. Content modules declare their data
 * with `satisfies`, so the compiler rejects e.g. a service without 8 features.
 */

/** A list of exactly N items: the spec fixes these counts. */
export type Tuple<T, N extends number, R extends T[] = []> = R['length'] extends N ? R : Tuple<T, N, [T, ...R]>;

// The names below are lists as well as types, so build/content-check.ts checks against the same
// names. (Everything imports this file with `import type`: the lists never ship.)

export const serviceSlugs = ['web-development', 'mobile-development', 'ui-ux-design', 'game-development', 'iot-devices', 'ai-ml', 'devops-cloud'] as const;
export type ServiceSlug = (typeof serviceSlugs)[number];

/** Icons the content may name; `widgets/shared/icons.tsx` maps each to a drawing. */
export const serviceIconNames = ['globe', 'smartphone', 'palette', 'gamepad', 'cpu', 'brain', 'cloud'] as const;
export type ServiceIcon = (typeof serviceIconNames)[number];
export const stageIconNames = ['search', 'pen', 'code', 'rocket', 'life-buoy'] as const;
export type StageIcon = (typeof stageIconNames)[number];
export const audienceIconNames = ['lightbulb', 'building', 'landmark'] as const;
export type AudienceIcon = (typeof audienceIconNames)[number];
export const iconNames = [
  ...serviceIconNames,
  ...stageIconNames,
  ...audienceIconNames,
  'target', 'wallet', 'headset',
  'shield', 'users', 'award', 'handshake', 'sparkles', 'zap', 'check',
  'phone', 'mail', 'map-pin', 'clock', 'calendar', 'star', 'heart', 'eye', 'layers',
] as const;
export type IconName = (typeof iconNames)[number];

export const techCategories = ['Frontend', 'Backend', 'Mobile', 'Cloud & DevOps'] as const;

export interface TitledText {
  title: string;
  description: string;
}

/** What a service card shows (services.ts). */
export interface ServiceSummary {
  /** Short name used in navigation, footer and lists. */
  name: string;
  slug: ServiceSlug;
  icon: ServiceIcon;
  /** One or two sentences for cards. */
  description: string;
  /** Shown as tags on cards and under 'Technologies' on the detail page. */
  technologies: Tuple<string, 8>;
}

/** What only the service's own page shows (service-details.ts). */
export interface ServiceDetails {
  /** The page title, e.g. 'Web Development Services'. */
  title: string;
  /** File name under /images/services/. */
  image: string;
  imageAlt: string;
  /** Two or three paragraphs for the detail page. */
  fullDescription: Tuple<string, 2> | Tuple<string, 3>;
  /** Listed under 'What We Offer'. */
  features: Tuple<TitledText, 8>;
  process: Tuple<TitledText, 7>;
}

export type Service = ServiceSummary & ServiceDetails;

export interface Testimonial {
  name: string;
  role: string;
  content: string;
  rating: 5;
}

export interface Project {
  title: string;
  subtitle: string;
  description: string;
  /** File name under /images/projects/. */
  image: string;
  imageAlt: string;
  tags: string[];
}

export interface Statistic {
  number: number;
  suffix: string;
  label: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Technology {
  name: string;
  /** simple-icons slug of the brand logo. */
  logo: string;
  description: string;
}

export interface AudienceCard {
  title: string;
  icon: AudienceIcon;
  description: string;
  features: Tuple<string, 4>;
}

export interface ProcessStage extends TitledText {
  icon: StageIcon;
}

export interface SuccessStory {
  client: string;
  title: string;
  summary: string;
  /** File name under /videos/, or an empty string when only the poster ships. */
  video: string;
  /** File name under /images/stories/. */
  poster: string;
}

export interface TechCategory {
  category: (typeof techCategories)[number];
  technologies: string[];
}

export interface IconCard extends TitledText {
  icon: IconName;
}

export interface PageHero {
  eyebrow: string;
  title: string;
  lead: string;
}

/** What each page puts in its head. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: string[];
}

/** One part of the privacy notice (privacy.ts): a heading, then paragraphs, an optional list and what follows it. */
export interface PrivacySection {
  /** The part's anchor, e.g. /privacy#your-rights. */
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
  after?: string[];
}
