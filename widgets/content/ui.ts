/**
 * Interface copy: headings, buttons, labels and messages. Strings quoted in
 * the product specification are copied from it exactly.
 */
import { site } from './site';
import { widgetCopy } from './widget-copy';

export { widgetCopy };

/** The copy of the host's pages. */
export const ui = {
  nav: {
    label: 'Main',
    links: [
      { label: 'Home', href: '/' },
      { label: 'Services', href: '/services' },
      { label: 'About Us', href: '/about' },
      { label: 'Contact Us', href: '/contact' },
    ],
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    skipToMain: 'Skip to main content',
    homeLink: `${site.name} home`,
  },
  footer: {
    servicesHeading: 'Services',
    contactHeading: 'Get in Touch',
    contactText: `Tell us about your project and we'll reply within ${site.replyWithinHours} hours.`,
    contactButton: 'Contact Us',
    copyright: `© ${site.copyrightYear} ${site.name}. All rights reserved.`,
  },
  home: {
    getStarted: 'Get Started Today',
    servicesHeading: 'Our Services',
    servicesLead: 'Seven disciplines under one roof, so your product is designed, built and run by one accountable team.',
    viewAllServices: 'View All Services',
    projectsHeading: 'Featured Projects',
    projectsLead: 'A few of the products we have designed, built and shipped with our clients.',
    testimonialsHeading: 'What Our Clients Say',
    testimonialsLead: 'Founders, product leads and CTOs on working with us.',
    statsHeading: `Why Choose ${site.name}`,
    statsLead: 'Numbers we are proud of, earned one project at a time.',
    techHeading: 'Technologies We Use',
    contactHeading: 'Get in Touch',
    contactLead: `Tell us about your project. We'll get back to you within ${site.replyWithinHours} hours.`,
  },
  services: {
    listHeading: 'What We Build',
    viewDetails: widgetCopy.viewDetails,
    scheduleCall: 'Schedule a Call',
    scheduleLead: `Not sure where to start? Book a free ${site.consultationMinutes}-minute call with a senior engineer.`,
    processHeading: 'Our Process',
    processLead: 'Five stages that take an idea to a product people rely on.',
    audienceHeading: 'Who We Work With',
    audienceLead: 'From first prototype to global platform, we adapt to where you are.',
    faqHeading: 'Frequently Asked Questions',
  },
  serviceDetail: {
    backToServices: 'Back to Services',
    offerHeading: 'What We Offer',
    technologiesHeading: 'Technologies',
    processHeading: 'Our Process',
    scheduleConsultation: 'Schedule a Consultation',
    getQuote: 'Get a Quote',
    ctaHeading: 'Ready to start?',
    ctaLead: `Book a free ${site.consultationMinutes}-minute consultation or send us your brief for a quote.`,
    notFoundTitle: 'Service Not Found',
    notFoundText: 'The requested service could not be found.',
  },
  about: {
    visionHeading: 'Our Vision',
    whoHeading: 'Who We Are',
    certificationsHeading: 'Certifications & Partnerships',
    missionHeading: 'Our Mission',
    principlesHeading: 'Core Principles',
    pillarsHeading: 'Why Clients Stay',
    expertiseHeading: 'Technology Expertise',
    scheduleConsultation: 'Schedule a Consultation',
    contactUs: 'Contact Us',
    ctaHeading: "Let's build something that lasts",
  },
  contact: {
    formHeading: 'Project Inquiry',
    formLead: `Share a few details and we'll reply within ${site.replyWithinHours} hours.`,
    cardsHeading: 'Contact Details',
    phone: 'Phone',
    email: 'Email',
    office: 'Office',
    hours: 'Business Hours',
    servicesHeading: 'Our Services',
    bookHeading: 'Prefer to talk?',
    bookLead: `Book a free ${site.consultationMinutes}-minute consultation at a time that suits you.`,
    bookInstantly: 'Book Instantly',
    questionsHeading: 'Common Questions',
  },
  notFound: {
    title: 'Oops! Page not found',
    text: "The page you're looking for doesn't exist or has been moved.",
    home: 'Return to Home',
  },
  error: {
    title: 'Unexpected Application Error!',
  },
  newTabHint: '(opens in a new tab)',
} as const;
