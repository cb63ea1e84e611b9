import type { Testimonial } from './types';

/** Client testimonials for the home page scroller. */
export const testimonials = [
  {
    name: 'Fiona MacLeod',
    role: 'CTO, Brightpath Logistics',
    content:
      'Cairn rebuilt our route planning portal in five months and it has not missed a beat since. Dispatchers now plan a day of deliveries in under an hour instead of most of the morning, and the team handed over documentation our own developers actually use.',
    rating: 5,
  },
  {
    name: 'James Okafor',
    role: 'Founder, Tidewell Health',
    content:
      'We came to Cairn with a prototype and a tight deadline for a funding round. They shipped our iOS and Android apps in twelve weeks, and the product demo they made possible helped us close our seed round.',
    rating: 5,
  },
  {
    name: 'Sarah Lindqvist',
    role: 'Head of Digital, Northmoor Housing Association',
    content:
      'The UX research Cairn carried out with our tenants changed how we thought about our online services. Since the new repairs portal launched, phone calls about repairs have fallen by 40% and tenant satisfaction scores are the highest we have recorded.',
    rating: 5,
  },
  {
    name: 'Callum Reid',
    role: 'Operations Director, Glenfarrow Distillers',
    content:
      'Cairn fitted our warehouses with temperature and humidity sensors and built the dashboard that watches over them. We now get an alert within minutes if conditions drift, and the system paid for itself in its first year.',
    rating: 5,
  },
  {
    name: 'Priya Desai',
    role: 'VP Engineering, Ledgerline',
    content:
      'Their DevOps team moved us from hand-run deployments to a fully automated pipeline on Kubernetes. We went from releasing once a fortnight to several times a day, and our monthly cloud bill dropped by around a quarter.',
    rating: 5,
  },
  {
    name: 'Tom Hargreaves',
    role: 'Managing Director, Kestrel Insurance Services',
    content:
      'Cairn built a document processing model that reads incoming claim forms and extracts the key details. It handles most claims without manual data entry, which has freed our team to spend their time on the cases that need real judgement.',
    rating: 5,
  },
  {
    name: 'Elena Moreno',
    role: 'Creative Director, Puffin Bay Studios',
    content:
      'We brought Cairn in to help finish our Unity title and they felt like part of our studio from day one. Their engineers cut our load times in half and helped us pass console certification on the first attempt.',
    rating: 5,
  },
] satisfies Testimonial[];
