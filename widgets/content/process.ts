import type { ProcessStage, Tuple } from './types';

/** The five-stage delivery process shown on the Services page. */
export const processStages = [
  {
    title: 'Discovery',
    icon: 'search',
    description: 'We learn your goals, users and constraints, then agree a clear scope, timeline and budget.',
  },
  {
    title: 'Design',
    icon: 'pen',
    description: 'We turn requirements into user journeys, prototypes and a technical architecture you can review.',
  },
  {
    title: 'Development',
    icon: 'code',
    description: 'We build in short sprints with tested code and a demo of working software at the end of each one.',
  },
  {
    title: 'Release',
    icon: 'rocket',
    description: 'We launch through an automated pipeline with monitoring in place and a rollback plan ready.',
  },
  {
    title: 'Support',
    icon: 'life-buoy',
    description: 'We keep your software secure, fast and up to date, and continue improving it as your needs change.',
  },
] satisfies Tuple<ProcessStage, 5>;
