import type { Service, ServiceSummary } from './types';
import { serviceDetails } from './service-details';

/** The seven services, in the order they appear in navigation, cards and the footer. */
export const services = [
  {
    name: 'Web Development',
    title: 'Web Development Services',
    slug: 'web-development',
    icon: 'globe',
    description:
      'Fast, accessible web applications and platforms built on modern frameworks, designed to grow with your business and stay easy to maintain.',
    technologies: ['React', 'Next.js', 'TypeScript', 'Node.js', 'Vue.js', 'PostgreSQL', 'GraphQL', 'Tailwind CSS'],
    image: 'web-development.svg',
    imageAlt: 'Abstract illustration of browser windows, layout grids and connected code blocks representing web development',
  },
  {
    name: 'Mobile Development',
    title: 'Mobile App Development Services',
    slug: 'mobile-development',
    icon: 'smartphone',
    description:
      'Native and cross-platform apps for iOS and Android that feel at home on every device, from first prototype to App Store release.',
    technologies: ['Swift', 'Kotlin', 'Flutter', 'React Native', 'Dart', 'Firebase', 'SwiftUI', 'Jetpack Compose'],
    image: 'mobile-development.svg',
    imageAlt: 'Abstract illustration of two smartphones with layered app screens and notification shapes representing mobile development',
  },
  {
    name: 'UI/UX Design',
    title: 'UI/UX Design Services',
    slug: 'ui-ux-design',
    icon: 'palette',
    description:
      'Research-led interface and experience design that makes your product easy to understand, pleasant to use and ready for developers to build.',
    technologies: ['Figma', 'FigJam', 'Adobe Illustrator', 'Adobe Photoshop', 'Storybook', 'Maze', 'Hotjar', 'Lottie'],
    image: 'ui-ux-design.svg',
    imageAlt: 'Abstract illustration of overlapping interface cards, a colour palette and design guides representing UI/UX design',
  },
  {
    name: 'Game Development',
    title: 'Game Development Services',
    slug: 'game-development',
    icon: 'gamepad',
    description:
      'Engaging 2D and 3D games, serious games and interactive experiences for mobile, PC, console and the web, built in Unity and Unreal Engine.',
    technologies: ['Unity', 'Unreal Engine', 'C#', 'C++', 'Blender', 'Godot', 'WebGL', 'Photon'],
    image: 'game-development.svg',
    imageAlt: 'Abstract illustration of a game controller surrounded by geometric shapes and pixel blocks representing game development',
  },
  {
    name: 'IoT Devices',
    title: 'IoT Device Development Services',
    slug: 'iot-devices',
    icon: 'cpu',
    description:
      'Connected devices, embedded firmware and the cloud platforms behind them, from sensor prototypes to secure fleets in the field.',
    technologies: ['C', 'C++', 'Rust', 'MQTT', 'Raspberry Pi', 'Arduino', 'ESP32', 'Zephyr RTOS'],
    image: 'iot-devices.svg',
    imageAlt: 'Abstract illustration of a microchip linked to sensors and a cloud by signal lines representing IoT devices',
  },
  {
    name: 'AI & Machine Learning',
    title: 'AI & Machine Learning Services',
    slug: 'ai-ml',
    icon: 'brain',
    description:
      'Practical AI that solves real business problems, from forecasting and document processing to assistants built on large language models.',
    technologies: ['Python', 'PyTorch', 'TensorFlow', 'scikit-learn', 'Hugging Face', 'LangChain', 'pandas', 'MLflow'],
    image: 'ai-ml.svg',
    imageAlt: 'Abstract illustration of a stylised brain made of connected nodes and data points representing AI and machine learning',
  },
  {
    name: 'DevOps & Cloud',
    title: 'DevOps & Cloud Services',
    slug: 'devops-cloud',
    icon: 'cloud',
    description:
      'Cloud infrastructure, CI/CD pipelines and monitoring that let your team release with confidence while keeping hosting costs under control.',
    technologies: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions', 'Prometheus'],
    image: 'devops-cloud.svg',
    imageAlt: 'Abstract illustration of a cloud connected to server stacks and a continuous delivery loop representing DevOps and cloud',
  },
] satisfies ServiceSummary[];

/** The service with this slug, or `undefined` when none matches. */
/** A service with its full page copy, or undefined for an unknown slug. */
export function serviceBySlug(slug: string): Service | undefined {
  const summary = services.find((service) => service.slug === slug);
  return summary && { ...summary, ...serviceDetails[summary.slug] };
}
