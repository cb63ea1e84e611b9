import type { Project } from './types';

/** Featured projects shown on the home page. */
export const projects = [
  {
    title: 'Forkful',
    subtitle: 'Food delivery app',
    description:
      'A food ordering and delivery platform connecting independent restaurants with local customers, with live courier tracking and a kitchen dashboard for managing orders. Apps for customers and couriers share one Flutter codebase, backed by a Node.js API.',
    image: 'food-delivery.svg',
    imageAlt: 'Illustration of a food delivery app showing a restaurant menu, a basket and a courier on a map route',
    tags: ['Flutter', 'Node.js', 'PostgreSQL', 'Google Maps API'],
  },
  {
    title: 'Skylark',
    subtitle: 'Flight booking app',
    description:
      'A flight search and booking app that compares fares across airlines and keeps travellers updated with gate changes and delays in real time. Boarding passes are stored offline so they are always available at the airport.',
    image: 'flight-booking.svg',
    imageAlt: 'Illustration of a flight booking app showing a flight search form, a seat map and a mobile boarding pass',
    tags: ['React Native', 'TypeScript', 'GraphQL', 'AWS'],
  },
  {
    title: 'Ledgerly',
    subtitle: 'Account management and tax app',
    description:
      'An account management and tax app for sole traders and small businesses that categorises transactions automatically and keeps a running estimate of tax owed. It connects to bank feeds through Open Banking and prepares Making Tax Digital submissions.',
    image: 'tax-accounts.svg',
    imageAlt: 'Illustration of an accounts and tax app showing a balance chart, categorised transactions and a tax summary',
    tags: ['React', 'Python', 'Django', 'PostgreSQL'],
  },
] satisfies Project[];
