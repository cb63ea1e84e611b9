import type { AudienceCard, Tuple } from './types';

/** Who we work with: shown on the Services list and every service detail page. */
export const audiences = [
  {
    title: 'Startups',
    icon: 'lightbulb',
    description:
      'Turn an idea into a product investors and early customers can use, with a lean first release that leaves room to grow.',
    features: ['MVP in weeks, not months', 'Rapid prototyping', 'Scalable foundations', 'Flexible engagement'],
  },
  {
    title: 'Medium Businesses',
    icon: 'building',
    description:
      'Replace spreadsheets and patchwork tools with software that fits how your business works and scales as you grow.',
    features: ['Process automation', 'System integration', 'Legacy modernisation', 'Dedicated project team'],
  },
  {
    title: 'Large Enterprises',
    icon: 'landmark',
    description:
      'Add experienced engineering capacity to complex programmes, with the security, governance and reporting large organisations expect.',
    features: ['Enterprise-grade security', 'Compliance and governance', 'Cloud transformation', 'Long-term support SLAs'],
  },
] satisfies Tuple<AudienceCard, 3>;
