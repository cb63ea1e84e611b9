import type { SuccessStory, Tuple } from './types';

/** Entries for the 'Client Success Stories' dialog. No video files ship, so only posters are shown. */
export const successStories = [
  {
    client: 'Brightpath Logistics',
    title: 'Cutting route planning from hours to minutes',
    summary:
      'Brightpath replaced a spreadsheet-based planning process with a web portal that optimises delivery routes across its fleet. Dispatchers now plan a full day of deliveries in under an hour.',
    video: '',
    poster: 'story-1.svg',
  },
  {
    client: 'Tidewell Health',
    title: 'From prototype to app stores in twelve weeks',
    summary:
      'Tidewell needed polished iOS and Android apps in time for a funding round. We delivered a cross-platform app with secure patient messaging that helped the team close its seed investment.',
    video: '',
    poster: 'story-2.svg',
  },
  {
    client: 'Glenfarrow Distillers',
    title: 'Protecting maturing stock with connected sensors',
    summary:
      'Glenfarrow fitted its warehouses with wireless temperature and humidity sensors feeding a live monitoring dashboard. Staff are alerted within minutes when conditions drift outside safe limits.',
    video: '',
    poster: 'story-3.svg',
  },
] satisfies Tuple<SuccessStory, 3>;
