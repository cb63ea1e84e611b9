/**
 * The form's events: they bubble and cross shadow roots (`composed`), so a
 * listener on the partner's document hears a form inside its own components.
 * With `analytics="datalayer"` each is also pushed to Google Tag Manager's
 * `window.dataLayer`.
 */
import { eventName } from '../shared/prefix';
import type { Attribution } from './attribution';

/** What every event tells the page. */
export interface EnquiryDetail extends Partial<Attribution> {
  partnerId: string | null;
  /** Present, and true, in test mode: nothing was or will be sent. */
  test?: true;
}

export const eventDetail = (partnerId: string | undefined, test: boolean | undefined, attribution?: Attribution): EnquiryDetail => ({
  partnerId: partnerId ?? null,
  ...(test ? { test: true as const } : {}),
  ...attribution,
});

export type EventName = 'ready' | 'open' | 'close' | 'enquiry-submit' | 'enquiry-sent' | 'enquiry-failed';

export function emit(element: HTMLElement, what: EventName, detail: object, toDataLayer: boolean) {
  element.dispatchEvent(new CustomEvent(eventName(what), { bubbles: true, composed: true, detail }));
  if (toDataLayer) {
    const page = window as unknown as { dataLayer?: object[] };
    (page.dataLayer ??= []).push({ event: eventName(what), ...detail });
  }
}
