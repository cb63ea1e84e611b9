import type { PageHero, PageMeta, Service } from './types';
import { site } from './site';

const home = {
  meta: {
    title: `Custom Software Development in Edinburgh | ${site.name}`,
    description:
      'Cairn Software designs and builds custom web, mobile, AI and cloud software for startups and enterprises. Edinburgh-based team, trusted by clients since 2016.',
    keywords: [
      'custom software development',
      'software development company Edinburgh',
      'web development Scotland',
      'mobile app development UK',
      'AI and machine learning',
      'DevOps and cloud',
    ],
  },
  hero: {
    eyebrow: 'Custom software, built to last',
    title: 'Software built around your business, not the other way round',
    lead: 'We design, build and support web platforms, mobile apps, connected devices and AI systems that solve real problems and keep working as you grow.',
  },
};

const services = {
  meta: {
    title: `Software Development Services | ${site.name}`,
    description:
      'Web and mobile development, UI/UX design, games, IoT devices, AI and machine learning, DevOps and cloud: explore the custom software services of Cairn Software.',
    keywords: [
      'software development services',
      'web development',
      'mobile app development',
      'UI/UX design',
      'game development',
      'IoT development',
      'AI development',
      'cloud and DevOps',
    ],
  },
  hero: {
    eyebrow: 'Our services',
    title: 'Everything you need to take software from idea to launch',
    lead: 'Seven specialist disciplines under one roof, delivered by a team that plans carefully, builds in the open and stays with you after release.',
  },
};

const about = {
  meta: {
    title: `About Us | ${site.name}`,
    description:
      'Meet Cairn Software, an Edinburgh software company founded in 2016. Learn about our team, mission, principles, certifications and the technologies we work with.',
    keywords: [
      'about Cairn Software',
      'Edinburgh software company',
      'software development team',
      'ISO 27001 software company',
      'technology partners',
      'Scottish tech company',
    ],
  },
  hero: {
    eyebrow: 'About us',
    title: 'A software team you can build on',
    lead: `Since ${site.foundedYear}, ${site.name} has helped organisations across the UK and beyond turn complex requirements into dependable, well-crafted software.`,
  },
};

const contact = {
  meta: {
    title: `Contact Us | ${site.name}`,
    description: `Tell us about your project and we will reply within ${site.replyWithinHours} hours, or book a free ${site.consultationMinutes}-minute consultation with our Edinburgh software team. No obligation.`,
    keywords: [
      'contact Cairn Software',
      'software project enquiry',
      'free consultation',
      'hire software developers',
      'software quote',
      'Edinburgh developers',
    ],
  },
  hero: {
    eyebrow: 'Contact us',
    title: "Let's talk about your project",
    lead: `Send us a few details and we will get back to you within ${site.replyWithinHours} hours, or book a free ${site.consultationMinutes}-minute consultation at a time that suits you.`,
  },
};

const partners = {
  meta: {
    title: `Embed Configurator for Partners | ${site.name}`,
    description: `Configure a ${site.name} widget for your own site: choose the widget, display mode, theme, colours and partner id, preview it live, and copy the snippet with its integrity hash and the CSP lines your page needs.`,
    keywords: ['embed enquiry form', 'partner widget', 'Subresource Integrity snippet', site.name],
  },
  hero: {
    eyebrow: 'For partners',
    title: 'Put our widgets on your site',
    lead: 'Choose a widget and how it looks, try it below, then copy one snippet into your page.',
  },
};

const privacy = {
  meta: {
    title: `Privacy Notice | ${site.name}`,
    description: `How ${site.name} handles what you send through our enquiry form, here and on partner sites: what we collect and why, who receives it, how long we keep it, and your rights under UK GDPR.`,
    keywords: ['privacy notice', 'UK GDPR', 'data protection', 'enquiry form privacy', site.name],
  },
  hero: {
    eyebrow: 'Privacy',
    title: 'Privacy notice',
    lead: 'What happens to the details you send us, in plain English: who we are, what we collect and why, who else receives it, how long we keep it, and your rights.',
  },
};

const notFound = {
  meta: {
    title: `Page Not Found | ${site.name}`,
    description:
      'The page you are looking for does not exist or has been moved. Return to the Cairn Software home page to explore our custom software development services.',
    keywords: ['page not found', '404', 'Cairn Software', 'custom software development', 'software services'],
  },
  hero: {
    eyebrow: 'Error 404',
    title: 'Oops! Page not found',
    lead: "The page you're looking for doesn't exist or has been moved.",
  },
};

/** Head tags and hero copy for every page. */
export const pages = { home, services, about, contact, partners, privacy, notFound } satisfies Record<
  string,
  { meta: PageMeta; hero: PageHero }
>;

/** Head tags for a service detail page, built from that service's own data. */
export function serviceMeta(service: Service): PageMeta {
  const [first, second] = service.technologies;
  return {
    title: `${service.title} | ${site.name}`,
    description: `${service.description} Based in ${site.office.city}.`,
    keywords: [
      service.name,
      service.title,
      `${service.name} ${site.office.city}`,
      `${service.name} company UK`,
      first,
      second,
      site.name,
    ],
  };
}
