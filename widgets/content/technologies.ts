import type { Technology } from './types';

/**
 * Technologies shown in the scrolling logo strip on the home page.
 * Each `logo` is a slug that exists in the installed simple-icons package.
 */
export const technologies = [
  { name: 'React', logo: 'react', description: 'Component-based UI' },
  { name: 'Next.js', logo: 'nextdotjs', description: 'Full-stack React framework' },
  { name: 'TypeScript', logo: 'typescript', description: 'Type-safe JavaScript' },
  { name: 'Vue.js', logo: 'vuedotjs', description: 'Progressive UI framework' },
  { name: 'Node.js', logo: 'nodedotjs', description: 'Server-side JavaScript' },
  { name: 'Python', logo: 'python', description: 'Back ends and data science' },
  { name: 'Django', logo: 'django', description: 'Batteries-included web framework' },
  { name: 'FastAPI', logo: 'fastapi', description: 'High-performance Python APIs' },
  { name: 'GraphQL', logo: 'graphql', description: 'Flexible API queries' },
  { name: 'Kotlin', logo: 'kotlin', description: 'Native Android apps' },
  { name: 'Swift', logo: 'swift', description: 'Native iOS apps' },
  { name: 'Flutter', logo: 'flutter', description: 'Cross-platform mobile apps' },
  { name: 'PostgreSQL', logo: 'postgresql', description: 'Relational database' },
  { name: 'MongoDB', logo: 'mongodb', description: 'Document database' },
  { name: 'Redis', logo: 'redis', description: 'In-memory caching' },
  { name: 'Docker', logo: 'docker', description: 'Containerised applications' },
  { name: 'Kubernetes', logo: 'kubernetes', description: 'Container orchestration' },
  { name: 'Terraform', logo: 'terraform', description: 'Infrastructure as code' },
  { name: 'Google Cloud', logo: 'googlecloud', description: 'Cloud platform' },
  { name: 'TensorFlow', logo: 'tensorflow', description: 'Machine learning models' },
  { name: 'PyTorch', logo: 'pytorch', description: 'Deep learning research and production' },
  { name: 'Unity', logo: 'unity', description: 'Cross-platform game engine' },
  { name: 'Figma', logo: 'figma', description: 'Collaborative interface design' },
  { name: 'Arduino', logo: 'arduino', description: 'Embedded prototyping' },
  { name: 'Raspberry Pi', logo: 'raspberrypi', description: 'Single-board computing' },
] satisfies Technology[];
