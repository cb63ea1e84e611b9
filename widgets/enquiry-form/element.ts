/**
 * The Project Inquiry form: sends an enquiry to Cairn Software.
 *
 * `<cairn-enquiry-form partner-id="acme">`
 *
 * @attr partner-id - your partner id, sent with every enquiry so leads are attributed to you
 * @attr mode - `inline` (default), `popup` (a centred dialog), `drawer` (a panel from the side) or `launcher` (a floating button that opens the drawer)
 * @attr launcher-label - the launcher button's text (default 'Get in touch')
 * @attr prefill - fills fields the visitor has not typed in, URL-encoded like a query string: `name=Ada&email=ada%40example.com` (name, email, country, phone, description)
 * @attr context - values sent with the enquiry that the visitor does not see, URL-encoded: `plan=pro&source=webinar`
 * @attr capture-params - more parameters of your page's URL to send along, comma-separated (utm_source, utm_medium, utm_campaign, utm_term, utm_content and gclid always are)
 * @attr analytics - `datalayer`: also push every event to `window.dataLayer` (Google Tag Manager)
 * @attr theme - `light` (default), `dark`, or `auto`: follows the visitor's system setting, live
 * @attr {boolean} test - test mode: sends nothing, shows a 'Test mode' badge, and every event says `test: true`
 * @attr lang - the language the form speaks (`fr`, `fr-CA`, `ar`...): by default the nearest `lang` around it, up to `<html lang>`; English, Welsh, French, German, Spanish, Polish and Arabic, else English
 * @method open - opens a popup, drawer or launcher form
 * @method close - closes it
 * @csspart form - the form
 * @csspart input - every text field
 * @csspart button - the submit button
 * @csspart status - the line that tells the result
 * @csspart toasts - the notifications
 * @csspart dialog - the popup or drawer
 * @csspart close - the popup's or drawer's close button
 * @csspart launcher - the launcher's floating button
 * @event cairn-ready - the form can be used: a popup or drawer can open, a launcher's button is on the page; detail: { partnerId, context, params, pageUrl }
 * @event cairn-open - the popup or drawer opened; detail as cairn-ready
 * @event cairn-close - the popup or drawer closed; detail as cairn-ready
 * @event cairn-enquiry-submit - the visitor pressed Send and the enquiry is about to go; detail as cairn-ready
 * @event cairn-enquiry-sent - the enquiry reached EmailJS; detail as cairn-ready
 * @event cairn-enquiry-failed - sending failed; detail as cairn-ready, plus { reason }
 */
import styles from 'virtual:widget-styles/enquiry-form';
import { defineElement } from '../shared/define-element';
import { importEmbedFile } from '../shared/embed-file';
import { form as english } from '../content/languages/en';
import { followLanguage, spokenBy } from '../shared/language';
import { readPrefill } from './attribution';
import { EnquiryForm } from './enquiry-form';
import { readChoice } from '../shared/attributes';
import { MODES, attributionOf, emitterOf, partnerIdOf } from './read';
import { emailJsConfig, initEmailJs } from './send';

initEmailJs(emailJsConfig); // the SDK is initialised once, when the widget's script starts

let instances = 0;
/**
 * Each form's toaster id (unique on the page) and where it keeps its draft, both fixed when it
 * first renders: a later render never saves under another key.
 */
const identities = new WeakMap<object, { toasterId: string; draftKey: string }>();
function identityOf(element: HTMLElement) {
  let identity = identities.get(element);
  if (!identity) {
    const toasterId = `enquiry-${++instances}`;
    identities.set(element, (identity = { toasterId, draftKey: `${import.meta.env.SSR ? '' : location.pathname}#${element.id || position(element, toasterId)}` }));
  }
  return identity;
}

/**
 * Where the form stands among all forms on the page, inside open shadow roots
 * too: the same on every visit, so each form finds its own draft again.
 */
function position(element: HTMLElement, fallback: string): string {
  if (import.meta.env.SSR) return '0';
  const forms: Element[] = [];
  const walk = (root: Document | ShadowRoot) => {
    for (const el of root.querySelectorAll('*')) {
      if (el.localName === element.localName) forms.push(el);
      if (el.shadowRoot) walk(el.shadowRoot);
    }
  };
  walk(document);
  const index = forms.indexOf(element);
  return index >= 0 ? String(index) : fallback; // in a closed shadow root: a draft per visit
}

/** What the form says now, in the language it speaks (shared/language.ts). */
const textOf = (element: HTMLElement) => spokenBy(element, english).text;

// Popup, drawer and launcher: their code (dialog.ts) loads only for a form that uses one.
type DialogModule = typeof import('./dialog');
let dialogModule: Promise<DialogModule> | null = null;
// One promise for every caller: a form's mode is applied before any open() that follows it runs.
const loadDialog = () => (dialogModule ??= import.meta.env.VITE_EMBED_LAZY ? importEmbedFile<DialogModule>('dialog') : import('./dialog'));
const moded = new WeakSet<HTMLElement>();
/** Settles once a form's mode is applied (its launcher button there), or it shows in place: cairn-ready waits for it. */
const modeApplied = new WeakMap<HTMLElement, Promise<void>>();

function applyMode(element: HTMLElement, container: HTMLElement) {
  const inline = readChoice(element, 'mode', MODES, 'inline') === 'inline';
  if (!moded.has(element)) {
    if (inline) return;
    moded.add(element);
    container.hidden = true; // not inline while its dialog loads
  }
  if (inline) moded.delete(element); // back inline (dialog.ts puts it back): no opener opens it
  const applied = loadDialog().then(
    (dialog) => dialog.applyMode(element, container, textOf(element)),
    (error: unknown) => {
      // The form then shows in place, and a later open() tries again.
      console.warn(error);
      container.hidden = false;
      dialogModule = null;
    },
  );
  modeApplied.set(element, applied);
}

/** The form's events; `cairn-ready` once the form is as its mode shows it, so a page that styles or moves the launcher then finds it. */
function eventsOf(element: HTMLElement): ReturnType<typeof emitterOf> {
  const emit = emitterOf(element);
  return (what, detail) => {
    const send = () => emit(what, detail);
    // The mode's promise never fails: a dialog that cannot load shows the form in place (applyMode).
    if (what === 'ready') void Promise.resolve(modeApplied.get(element)).then(send);
    else send();
  };
}

// A click on an element with `data-cairn-open="ID"` opens the popup, drawer or launcher form of that id:
// listened for here, not in dialog.ts, so that a click before the popup code has loaded still opens it.
if (!import.meta.env.SSR) {
  document.addEventListener('click', (event) => {
    const trigger = event.composedPath().find((node): node is Element => node instanceof Element && node.hasAttribute('data-cairn-open'));
    const form = trigger && document.getElementById(trigger.getAttribute('data-cairn-open')!);
    if (!form || !moded.has(form)) return;
    event.preventDefault();
    // Where the popup code cannot load, the form shows in place (applyMode).
    loadDialog().then((dialog) => dialog.openDialog(form, textOf(form)), console.warn);
  });
}

export default defineElement('enquiry-form', EnquiryForm, {
  attributes: ['partner-id', 'prefill', 'context', 'capture-params', 'analytics', 'test', 'mode', 'launcher-label'],
  styles,
  props: (element) => ({
    ...identityOf(element),
    partnerId: partnerIdOf(element),
    prefill: readPrefill(element.getAttribute('prefill')),
    attribution: attributionOf(element),
    test: element.hasAttribute('test'),
    onEvent: eventsOf(element),
    ...spokenBy(element, english),
  }),
  language: (element, container, update) => followLanguage(element, container, 'form', update),
  enhance: applyMode,
  methods: {
    open: (element) => loadDialog().then((dialog) => dialog.openDialog(element, textOf(element))),
    close: (element) => (moded.has(element) ? loadDialog().then((dialog) => dialog.closeDialog(element)) : Promise.resolve()),
  },
});
