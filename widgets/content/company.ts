import type { FaqItem, IconCard, Statistic, TechCategory, Tuple } from './types';
import { site } from './site';

/** Footer company blurb. */
export const blurb = `${site.name} is a custom software development company based in ${site.office.city}, ${site.office.region}. Since ${site.foundedYear} we have designed, built and supported web, mobile, AI and cloud software for startups, growing businesses and large organisations.`;

/** 'Why Choose' counters on the home page. */
export const homeStats = [
  { number: 80, suffix: '+', label: 'Completed Projects' },
  { number: 50, suffix: '+', label: 'Team Members' },
  { number: 96, suffix: '%+', label: 'Client Satisfaction' },
  { number: 8, suffix: '+', label: 'Years Experience' },
] satisfies Tuple<Statistic, 4>;

/** Figures shown alongside the Vision section on the About page. */
export const aboutFigures = [
  { number: 50, suffix: '+', label: 'Expert Developers' },
  { number: 15, suffix: '+', label: 'Countries Served' },
  { number: 200, suffix: '+', label: 'Projects Delivered' },
  { number: 98, suffix: '%', label: 'Client Retention' },
] satisfies Tuple<Statistic, 4>;

export const vision = {
  title: 'Our Vision',
  paragraphs: [
    'We want every organisation, whatever its size, to have software that genuinely fits the way it works. Not a compromise bent into shape, but tools that remove friction, free people to do their best work and keep pace as the business grows.',
    `Like the cairns that mark paths across the Scottish hills, we aim to build things that last and that help people find their way. Since ${site.foundedYear} that idea has guided how we design, build and look after software for clients across the UK and beyond.`,
  ],
} satisfies { title: string; paragraphs: string[] };

export const whoWeAre = {
  title: 'Who We Are',
  paragraphs: [
    `${site.name} is a team of engineers, designers and project leads based in ${site.office.city}. We started in ${site.foundedYear} as a small group of developers who believed clients deserved straight answers, realistic plans and code they could be proud to own.`,
    'Today we work across web, mobile, games, connected devices, AI and cloud infrastructure, but the approach has not changed. You work directly with the people building your product, you see progress every sprint, and we hold ourselves to recognised standards for security and quality.',
  ],
} satisfies { title: string; paragraphs: string[] };

/** Certifications and partnerships listed under 'Who We Are'. */
export const certifications = [
  {
    title: 'ISO 27001 Certified',
    icon: 'shield',
    description: 'Our information security management system is independently audited against ISO/IEC 27001.',
  },
  {
    title: 'Cyber Essentials Plus',
    icon: 'check',
    description: 'Government-backed certification confirming our systems are protected against common cyber threats.',
  },
  {
    title: 'AWS Partner',
    icon: 'cloud',
    description: 'A member of the AWS Partner Network, building and running workloads on Amazon Web Services.',
  },
  {
    title: 'Microsoft Solutions Partner',
    icon: 'layers',
    description: 'Recognised by Microsoft for delivering solutions on Azure and the Microsoft cloud.',
  },
  {
    title: 'Google Cloud Partner',
    icon: 'award',
    description: 'A Google Cloud partner with engineers certified in cloud architecture and data engineering.',
  },
  {
    title: 'ScotlandIS Member',
    icon: 'handshake',
    description: "A member of ScotlandIS, the trade body for Scotland's digital technologies industry.",
  },
] satisfies Tuple<IconCard, 6>;

export const mission = {
  title: 'Our Mission',
  paragraphs: [
    'Our mission is to deliver software that solves real problems, on time and within an agreed budget, and to leave every client in a stronger position than we found them.',
    'We do that by understanding the business before writing code, being open about trade-offs and risks, and building systems that your own team can understand, run and extend long after launch.',
  ],
} satisfies { title: string; paragraphs: string[] };

/** Core principles listed under 'Our Mission'. */
export const principles = [
  {
    title: 'Transparency',
    icon: 'eye',
    description: 'Clear estimates, honest progress reports and early warning when something needs a decision.',
  },
  {
    title: 'Quality First',
    icon: 'award',
    description: 'Tested, reviewed and documented code, because shortcuts today become costs tomorrow.',
  },
  {
    title: 'Partnership',
    icon: 'handshake',
    description: 'We work as an extension of your team and care about your outcomes, not just our deliverables.',
  },
  {
    title: 'Security by Design',
    icon: 'shield',
    description: 'Security and data protection are built in from the first sprint rather than bolted on at the end.',
  },
  {
    title: 'Continuous Improvement',
    icon: 'sparkles',
    description: 'We learn from every project and keep refining our tools, skills and ways of working.',
  },
] satisfies Tuple<IconCard, 5>;

/** The three pillars on the About page. */
export const pillars = [
  {
    title: 'Dedication & Focus',
    icon: 'target',
    description: 'A dedicated team stays with your project from start to finish, so knowledge is never lost along the way.',
  },
  {
    title: 'Budget-Friendly',
    icon: 'wallet',
    description: 'Transparent pricing and flexible engagement models that give you predictable costs and real value.',
  },
  {
    title: '24/7 Support',
    icon: 'headset',
    description: 'Round-the-clock monitoring and support for critical systems, so help is there whenever you need it.',
  },
] satisfies Tuple<IconCard, 3>;

/** Technology expertise by category on the About page. */
export const techExpertise = [
  {
    category: 'Frontend',
    technologies: ['React', 'Next.js', 'TypeScript', 'Vue.js', 'Angular', 'Svelte', 'Tailwind CSS'],
  },
  {
    category: 'Backend',
    technologies: ['Node.js', 'Python', 'Django', 'FastAPI', 'Go', 'PostgreSQL', 'MongoDB', 'Redis'],
  },
  {
    category: 'Mobile',
    technologies: ['Swift', 'SwiftUI', 'Kotlin', 'Jetpack Compose', 'Flutter', 'React Native'],
  },
  {
    category: 'Cloud & DevOps',
    technologies: ['AWS', 'Microsoft Azure', 'Google Cloud', 'Docker', 'Kubernetes', 'Terraform', 'GitHub Actions'],
  },
] satisfies Tuple<TechCategory, 4>;

/** Common-question cards on the Contact page. */
export const contactQuestions = [
  {
    question: 'How quickly will you reply?',
    answer: `We reply to every enquiry within ${site.replyWithinHours} hours on working days, usually much sooner. Urgent request? Give us a call during business hours.`,
  },
  {
    question: 'Is the consultation really free?',
    answer: `Yes. The ${site.consultationMinutes}-minute consultation is free and comes with no obligation. We use it to understand your goals and suggest sensible next steps.`,
  },
  {
    question: 'Will you sign an NDA?',
    answer: 'Of course. We are happy to sign a non-disclosure agreement before you share any details, and every member of our team is bound by confidentiality.',
  },
  {
    question: 'What pricing models do you offer?',
    answer: 'We work on a fixed-price basis for well-defined projects, and on time-and-materials or a dedicated team basis where requirements are likely to change.',
  },
  {
    question: 'Do you work with clients in other time zones?',
    answer: `Yes. We are based in ${site.office.city} and work on GMT, with overlapping hours for clients across Europe and North America and regular scheduled calls.`,
  },
  {
    question: 'What should I include in my enquiry?',
    answer: 'A short description of what you want to build, who it is for, any deadlines and a rough budget if you have one. Existing documents or designs are welcome but not required.',
  },
] satisfies Tuple<FaqItem, 6>;
