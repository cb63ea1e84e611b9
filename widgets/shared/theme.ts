/**
 * Design tokens a partner can override with CSS custom properties on the
 * element (`cairn-enquiry-form { --cairn-brand: #7c3aed }`). Any CSS colour works.
 */
export const themeDefaults = {
  '--cairn-brand': '#2563eb',
  '--cairn-brand-strong': '#1d4ed8',
  '--cairn-accent': '#14b8a6',
  '--cairn-ink': '#0f172a',
  '--cairn-surface': '#ffffff',
  '--cairn-focus': '#2563eb',
  '--cairn-radius': '1rem',
} as const;

/** Tailwind colour names (`bg-brand`, `text-ink` …) and the property each reads. */
export const themeColors = {
  brand: '--cairn-brand',
  'brand-strong': '--cairn-brand-strong',
  accent: '--cairn-accent',
  ink: '--cairn-ink',
  surface: '--cairn-surface',
} as const;
