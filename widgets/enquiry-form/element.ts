/**
 * The Project Inquiry form: sends an enquiry to Cairn Software.
 *
 * `<cairn-enquiry-form partner-id="acme">`
 *
 * @attr partner-id - your partner id, sent with every enquiry so leads are attributed to you
 * @csspart form - the form
 * @csspart input - every text field
 * @csspart button - the submit button
 * @csspart status - the line that tells the result
 * @csspart toasts - the notifications
 * @event cairn-enquiry-sent - the enquiry reached EmailJS; detail: { partnerId }
 * @event cairn-enquiry-failed - sending failed; detail: { partnerId, reason }
 */
import styles from 'virtual:widget-styles/enquiry-form';
import { readText } from '../shared/attributes';
import { defineElement } from '../shared/define-element';
import { eventName } from '../shared/prefix';
import { EnquiryForm } from './enquiry-form';
import { emailJsConfig, initEmailJs } from './send';

/** Partner ids are short labels, not messages. */
const PARTNER_ID_MAX = 64;

initEmailJs(emailJsConfig); // the SDK is initialised once, when the widget's script starts

const emit = (element: HTMLElement, what: string, detail: object) =>
  element.dispatchEvent(new CustomEvent(eventName(what), { bubbles: true, composed: true, detail }));

let instances = 0;
const instanceIds = new WeakMap<object, string>();
const instanceId = (element: HTMLElement) => {
  let id = instanceIds.get(element);
  if (!id) instanceIds.set(element, (id = `enquiry-${++instances}`));
  return id;
};

/**
 * Where the form stands among all forms on the page, inside open shadow roots
 * too: the same on every visit, so each form finds its own draft again.
 */
function position(element: HTMLElement): string {
  if (typeof document === 'undefined') return '0';
  const forms: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === element.localName) forms.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const index = forms.indexOf(element);
  return index >= 0 ? String(index) : instanceId(element); // in a closed shadow root: a draft per visit
}

export default defineElement('enquiry-form', EnquiryForm, {
  attributes: ['partner-id'],
  styles,
  props: (element) => ({
    draftKey: `${typeof location === 'undefined' ? '' : location.pathname}#${element.id || position(element)}`,
    toasterId: instanceId(element),
    partnerId: readText(element, 'partner-id', PARTNER_ID_MAX),
    onSent: (detail: object) => emit(element, 'enquiry-sent', detail),
    onFailed: (detail: object) => emit(element, 'enquiry-failed', detail),
  }),
});

