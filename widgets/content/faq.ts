import type { FaqItem, Tuple } from './types';

/** The six questions in the FAQ accordion on the Services and service detail pages. */
export const faq = [
  {
    question: 'How long does it take to build an app?',
    answer:
      'It depends on scope and complexity. Simple apps typically take 2-3 months from kick-off to launch, while complex apps with multiple integrations, user roles or custom back ends usually take 6-12 months. We give you a detailed timeline after the discovery phase and update it at every sprint review.',
  },
  {
    question: 'How soon can you start on my project?',
    answer:
      'Projects can usually start within 1-2 weeks of agreeing the scope and signing the contract. If your timeline is urgent, let us know in your enquiry and we will tell you straight away what is possible.',
  },
  {
    question: 'Who owns the code and intellectual property?',
    answer:
      'You do. Once the project is paid for, all source code, designs and intellectual property created for you are transferred to you in full. You get access to the code repository from day one, so nothing is held back.',
  },
  {
    question: 'Do you provide support after launch?',
    answer:
      'Yes. Every project includes a warranty period for fixing defects, and we offer ongoing support plans covering monitoring, security updates, bug fixes and new features. You choose the level of cover that suits you, from occasional help to a dedicated team.',
  },
  {
    question: 'How does pricing work?',
    answer:
      'We offer fixed-price projects when the scope is well defined, and time-and-materials or dedicated team arrangements when requirements are likely to evolve. After a free consultation we provide a transparent estimate broken down by feature, so you know exactly what you are paying for.',
  },
  {
    question: 'Can you work with our existing team or codebase?',
    answer:
      'Absolutely. We regularly extend in-house teams, take over existing products and modernise legacy systems. We start with a short code and infrastructure review so we understand what is already there before making any changes.',
  },
] satisfies Tuple<FaqItem, 6>;
