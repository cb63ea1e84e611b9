/**
 * Cards for our services, each linking to its page on our site.
 *
 * `<cairn-services-grid services="web-development,ai-ml">`
 *
 * @attr services - comma-separated service slugs to show, in that order (default: all seven)
 * @attr lang - the language the cards speak (`fr`, `fr-CA`, `ar`...): by default the nearest `lang` around it, up to `<html lang>`; English, Welsh, French, German, Spanish, Polish and Arabic, else English
 * @csspart list - the grid
 * @csspart card - one service card
 */
import markup from 'virtual:widget-markup/services-grid';
import styles from 'virtual:widget-styles/services-grid';
import type { ServicesText } from '../content/languages/types';
import { readList } from '../shared/attributes';
import { defineStaticElement, fill } from '../shared/define-static-element';
import { followLanguage, spokenBy } from '../shared/language';

const { grid, ...cards } = markup;
const slugs = Object.keys(cards);

/**
 * Puts another language's text into the cards, whose markup the build rendered in English
 * (services-grid.tsx): each card's name, description, its technologies' name for screen readers, and
 * 'View Details'. The technologies' own names are the same in every language.
 */
function translate(container: HTMLElement, text: ServicesText) {
  for (const card of container.querySelectorAll('article')) {
    const link = card.querySelector('h3 a')!;
    const service = text.services[link.getAttribute('href')!.split('/').pop() as keyof ServicesText['services']];
    link.textContent = service.name;
    card.querySelector('p')!.textContent = service.description;
    card.querySelector('ul')!.setAttribute('aria-label', text.technologies.replace('{service}', service.name));
    card.querySelector(':scope > span[aria-hidden]')!.firstChild!.textContent = text.viewDetails;
  }
}

export default defineStaticElement('services-grid', {
  attributes: ['services'],
  styles,
  html: (element) => fill(grid!, (readList(element, 'services', slugs) ?? slugs).map((slug) => cards[slug]!)),
  language: (element, container, update) => followLanguage(element, container, 'services', update),
  enhance: (container) => {
    const { text } = spokenBy<ServicesText | null>((container.getRootNode() as ShadowRoot).host, null);
    if (text) translate(container, text);
  },
});
