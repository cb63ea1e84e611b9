/**
 * What the form element reads from its attributes, shared by the element and
 * by the code of its popup, drawer and launcher (dialog.ts), which loads apart.
 */
import { readChoice, readText } from '../shared/attributes';
import { readAttribution } from './attribution';
import { emit, eventDetail, type EventName } from './events';

/** Partner ids are short labels, not messages. */
const PARTNER_ID_MAX = 64;

export const MODES = ['inline', 'popup', 'drawer', 'launcher'] as const;

export const partnerIdOf = (element: HTMLElement) => readText(element, 'partner-id', PARTNER_ID_MAX);

export const attributionOf = (element: HTMLElement) =>
  import.meta.env.SSR ? undefined : readAttribution(element.getAttribute('context'), element.getAttribute('capture-params'), location.href);

export const detailOf = (element: HTMLElement) => eventDetail(partnerIdOf(element), element.hasAttribute('test'), attributionOf(element));

/** Tells the page (and, with `analytics="datalayer"`, Google Tag Manager). */
export function emitterOf(element: HTMLElement) {
  const toDataLayer = readChoice(element, 'analytics', ['none', 'datalayer'] as const, 'none') === 'datalayer';
  return (what: EventName, detail: object) => emit(element, what, detail, toDataLayer);
}
