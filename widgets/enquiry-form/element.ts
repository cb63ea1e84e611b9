/**
 * The Project Inquiry form: sends an enquiry to Cairn Software.
 *
 * `<cairn-enquiry-form partner-id="acme">`
 *
 * @attr partner-id - your partner id, sent with every enquiry so leads are attributed to you
 * @attr emailjs-origin - where the EmailJS API lives (for testing against a local outbox)
 * @csspart form - the form
 * @csspart input - every text field
 * @csspart button - the submit button
 * @csspart toasts - the notifications
 * @event cairn-enquiry-sent - the enquiry reached EmailJS; detail: { partnerId }
 * @event cairn-enquiry-failed - sending failed; detail: { partnerId, reason }
 */
import styles from 'virtual:widget-styles/enquiry-form';
import { readOrigin, readText } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { eventName, tagName } from '../shared/prefix';
import { EnquiryForm } from './enquiry-form';
import { emailJsConfig, initEmailJs } from './send';

/** Partner ids are short labels, not messages. */
const PARTNER_ID_MAX = 64;

initEmailJs(emailJsConfig); // the SDK is initialised once, when the widget's script starts

const emit = (element: HTMLElement, what: string, detail: object) =>
  element.dispatchEvent(new CustomEvent(eventName(what), { bubbles: true, composed: true, detail }));

export default defineElement('enquiry-form', EnquiryForm, {
  attributes: ['partner-id', 'emailjs-origin'],
  styles,
  props: (element) => {
    const origin = readOrigin(element, 'emailjs-origin');
    // Two forms on one page keep two drafts: key them by page and position.
    const index = typeof document === 'undefined' ? 0 : [...document.querySelectorAll(tagName('enquiry-form'))].indexOf(element);
    return {
      draftKey: typeof location === 'undefined' ? '' : `${location.pathname}#${element.id || Math.max(index, 0)}`,
      partnerId: readText(element, 'partner-id', PARTNER_ID_MAX),
      config: origin ? { ...emailJsConfig, origin } : emailJsConfig,
      onSent: (detail: object) => emit(element, 'enquiry-sent', detail),
      onFailed: (detail: object) => emit(element, 'enquiry-failed', detail),
    };
  },
});
