import type { Service, ServiceSummary } from './types';
import { serviceDetails } from './service-details';

/** The seven services, in the order they appear in navigation, cards and the footer. */
export const services = [
  {
    name: 'Web Development',
    slug: 'web-development',
    icon: 'globe',
    description:
      'Fast, accessible web applications and platforms built on modern frameworks, designed to grow with your business and stay easy to maintain.',
    technologies: ['React', 'Next.js', 'TypeScript', 'Node.js', 'Vue.js', 'PostgreSQL', 'GraphQL', 'Tailwind CSS'],
  },
  {
    name: 'Mobile Development',
    slug: 'mobile-development',
    icon: 'smartphone',
    description:
      'Native and cross-platform apps for iOS and Android that feel at home on every device, from first prototype to App Store release.',
    technologies: ['Swift', 'Kotlin', 'Flutter', 'React Native', 'Dart', 'Firebase', 'SwiftUI', 'Jetpack Compose'],
  },
  {
    name: 'UI/UX Design',
    slug: 'ui-ux-design',
    icon: 'palette',
    description:
      'Research-led interface and experience design that makes your product easy to understand, pleasant to use and ready for developers to build.',
    technologies: ['Figma', 'FigJam', 'Adobe Illustrator', 'Adobe Photoshop', 'Storybook', 'Maze', 'Hotjar', 'Lottie'],
  },
  {
    name: 'Game Development',
    slug: 'game-development',
    icon: 'gamepad',
    description:
      'Engaging 2D and 3D games, serious games and interactive experiences for mobile, PC, console and the web, built in Unity and Unreal Engine.',
    technologies: ['Unity', 'Unreal Engine', 'C#', 'C++', 'Blender', 'Godot', 'WebGL', 'Photon'],
  },
  {
    name: 'IoT Devices',
    slug: 'iot-devices',
    icon: 'cpu',
    description:
      'Connected devices, embedded firmware and the cloud platforms behind them, from sensor prototypes to secure fleets in the field.',
    technologies: ['C', 'C++', 'Rust', 'MQTT', 'Raspberry Pi', 'Arduino', 'ESP32', 'Zephyr RTOS'],
  },
  {
    name: 'AI & Machine Learning',
    slug: 'ai-ml',
    icon: 'brain',
    description:
      'Practical AI that solves real business problems, from forecasting and document processing to assistants built on large language models.',
    technologies: ['Python', 'PyTorch', 'TensorFlow', 'scikit-learn', 'Hugging Face', 'LangChain', 'pandas', 'MLflow'],
  },
  {
    name: 'DevOps & Cloud',
    slug: 'devops-cloud',
    icon: 'cloud',
    description:
      'Cloud infrastructure, CI/CD pipelines and monitoring that let your team release with confidence while keeping hosting costs under control.',
    technologies: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions', 'Prometheus'],
  },
] satisfies ServiceSummary[];

/** The service with this slug, or `undefined` when none matches. */
/** A service with its full page copy, or undefined for an unknown slug. */
export function serviceBySlug(slug: string): Service | undefined {
  const summary = services.find((service) => service.slug === slug);
  return summary && { ...summary, ...serviceDetails[summary.slug] };
}
