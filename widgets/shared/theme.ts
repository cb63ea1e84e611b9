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
  /** Secondary text. */
  '--cairn-muted': '#334155',
  /** Field borders and placeholders: 4.8:1 on the field (WCAG 1.4.11 asks 3:1). */
  '--cairn-line': '#64748b',
  '--cairn-field': '#ffffff',
  '--cairn-danger': '#b91c1c',
} as const;

/**
 * `theme="dark"`, or `theme="auto"` when the visitor's system prefers dark:
 * the same contrast as the light palette (text 13:1 and more, fields' borders 5:1).
 */
export const themeDark = {
  '--cairn-ink': '#f1f5f9',
  '--cairn-surface': '#0f172a',
  '--cairn-focus': '#60a5fa',
  '--cairn-muted': '#cbd5e1',
  '--cairn-line': '#94a3b8',
  '--cairn-field': '#1e293b',
  '--cairn-danger': '#fca5a5',
} as const;

/**
 * The widgets whose colours all come from the tokens above, so that `theme="dark"` and `"auto"` work on them: the
 * form alone. A static widget's colours are its own. The build compiles the dark palette into these (build/widget-styles.ts),
 * and the /partners configurator offers a theme, and writes it into the snippet, for these only.
 */
export const themedWidgets: readonly string[] = ['enquiry-form'];

/** Tailwind colour names (`bg-brand`, `text-ink` …) and the property each reads. */
export const themeColors = {
  brand: '--cairn-brand',
  'brand-strong': '--cairn-brand-strong',
  accent: '--cairn-accent',
  ink: '--cairn-ink',
  surface: '--cairn-surface',
  muted: '--cairn-muted',
  line: '--cairn-line',
  field: '--cairn-field',
  danger: '--cairn-danger',
} as const;
