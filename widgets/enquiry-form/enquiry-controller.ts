/**
 * The enquiry form's behaviour, kept apart from its markup (enquiry-form.tsx
 * extends this class with `render`). The fields are the browser's own
 * (uncontrolled): what a visitor types before the script runs stays in them
 * and is taken over, and no render can ever empty them.
 *
 * A class, not hooks: the partner embed then carries no hooks runtime.
 */
import { Component, createRef, type ClipboardEvent, type FormEvent } from 'react';
import type { FormText } from '../content/languages/types';
import type { Language } from '../shared/language';
import { importEmbedFile } from '../shared/embed-file';
import { attributionParams, type Attribution } from './attribution';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { eventDetail, type EnquiryDetail, type EventName } from './events';
import { HONEYPOT_NAME, fingerprint, isBot, rememberSent, spamSignals, wasSent } from './guard';
import { FIELDS, isField, MAX_LENGTH, MAX_PARAMS_BYTES, paramsBytes, type FieldName } from './limits';
import { emailJsConfig, sendEnquiry, templateParams, type EmailJsConfig, type Enquiry, type Outcome } from './send';

/** Wait this long after the last keystroke before saving the draft (in ms). */
const DRAFT_SAVE_DELAY_MS = 300;
/** After this long without an answer the form says it is still sending (in ms). */
export const SLOW_AFTER_MS = 8_000;
/** In test mode nothing is sent; the form answers after this pause, as if it had been (in ms). */
const TEST_ANSWER_MS = 600;

export type Status = 'idle' | 'sending' | 'slow' | 'sent' | 'duplicate' | 'too-soon' | 'too-large' | 'failed';

export interface EnquiryFormProps {
  /** Where the draft is kept; two forms on one page need two keys. */
  draftKey: string;
  /** Unique on the page: this form's toasts show in this form's toaster only. */
  toasterId: string;
  partnerId?: string;
  config?: EmailJsConfig;
  /** Fills the fields the visitor has not typed in (nor has a draft for). */
  prefill?: Partial<Enquiry>;
  /** The partner's context and where the visitor came from: sent along, never shown. */
  attribution?: Attribution;
  /** Sends nothing; every event says `test: true`. */
  test?: boolean;
  onEvent?: (what: EventName, detail: EnquiryDetail & { reason?: string }) => void;
  /** The language the form speaks (shared/language.ts), and its text in it. */
  lang: Language;
  text: FormText;
}

export interface EnquiryState {
  /** False until the script runs: the pre-rendered form then works without it (see EnquiryForm). */
  live: boolean;
  status: Status;
  /** The fields the browser found invalid, until corrected. */
  errors: Partial<Record<FieldName, boolean>>;
  lengths: Record<FieldName, number>;
  /** The field a paste did not fit in. */
  cut: FieldName | null;
}

type Controls = HTMLFormControlsCollection & Record<FieldName, HTMLInputElement | HTMLTextAreaElement>;

const readValues = (form: HTMLFormElement): Enquiry =>
  Object.fromEntries(FIELDS.map((name) => [name, (form.elements as Controls)[name]?.value ?? ''])) as unknown as Enquiry;

const lengthsOf = (values: Enquiry) => Object.fromEntries(FIELDS.map((name) => [name, values[name].length])) as Record<FieldName, number>;

/** How a send ended: each has its toast, which the status line says too (enquiry-form.tsx), by this name in the form's text. */
export type Answer = Exclude<Status, 'idle' | 'sending' | 'slow'>;

/** An enquiry on its way: what was sent, the answer to come, and the form showing it now. */
interface Trip {
  values: Enquiry;
  outcome: Promise<Outcome>;
  shownBy?: EnquiryController;
}
/**
 * Enquiries on their way, by draft key. A form removed and put back while one travels (a
 * single-page app rendering its route again) shows it sending and then its answer, and cannot
 * send it a second time from the draft it restores.
 */
const trips = new Map<string, Trip>();

type ToastsModule = typeof import('./toasts');
const loadToasts = () => (import.meta.env.VITE_EMBED_LAZY ? importEmbedFile<ToastsModule>('toasts') : import('./toasts'));

export abstract class EnquiryController extends Component<EnquiryFormProps, EnquiryState> {
  override state: EnquiryState = {
    live: false,
    status: 'idle',
    errors: {},
    lengths: lengthsOf({ name: '', email: '', country: '', phone: '', description: '' }),
    cut: null,
  };

  protected form = createRef<HTMLFormElement>();
  #startedAt: number | null = null;
  #busy = false;
  #saveTimer: ReturnType<typeof setTimeout> | null = null;

  protected get config() {
    return this.props.config ?? emailJsConfig;
  }

  #detail() {
    return eventDetail(this.props.partnerId, this.props.test, this.props.attribution);
  }

  #emit(what: EventName, reason?: string) {
    this.props.onEvent?.(what, reason ? { ...this.#detail(), reason } : this.#detail());
  }

  #saveNow = () => {
    if (this.#saveTimer) clearTimeout(this.#saveTimer);
    this.#saveTimer = null;
    if (this.form.current && this.#startedAt !== null) saveDraft(this.props.draftKey, { values: readValues(this.form.current), startedAt: this.#startedAt });
  };

  /** A page closed within the save delay still keeps its last keystrokes. */
  #flush = () => {
    if (this.#saveTimer) this.#saveNow();
  };

  /**
   * Takes over whatever is in the fields when the script starts (typed before it arrived), and
   * fills the empty ones from the draft.
   */
  override componentDidMount() {
    const element = this.form.current;
    if (!element) return;
    const draft = loadDraft(this.props.draftKey);
    const typed = readValues(element);
    // What the visitor typed wins over their draft, which wins over the partner's prefill.
    for (const name of FIELDS) {
      const saved = draft?.values[name] || this.props.prefill?.[name];
      if (!typed[name] && typeof saved === 'string' && saved) (element.elements as Controls)[name].value = saved.slice(0, MAX_LENGTH[name]);
    }
    // Only the visitor's own words make a draft: a prefill alone is the partner's, and may change.
    if (FIELDS.some((name) => typed[name] || draft?.values[name])) {
      this.#startedAt = draft?.startedAt ?? Date.now();
      this.#saveNow();
    }
    this.setState({ lengths: lengthsOf(readValues(element)), live: true });
    const trip = trips.get(this.props.draftKey);
    if (trip) void this.#follow(trip);
    // In a task of its own: a page that inserts the element and then listens (Vue's onMounted) still hears it.
    setTimeout(() => this.#emit('ready'));
    addEventListener('pagehide', this.#flush);
    document.addEventListener('visibilitychange', this.#flush);
  }

  override componentWillUnmount() {
    this.#flush();
    removeEventListener('pagehide', this.#flush);
    document.removeEventListener('visibilitychange', this.#flush);
  }

  protected onInput = (event: FormEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    const name = target.name;
    if (!isField(name)) return; // the honeypot is nobody's draft
    this.#startedAt ??= Date.now();
    if (this.#saveTimer) clearTimeout(this.#saveTimer);
    this.#saveTimer = setTimeout(this.#saveNow, DRAFT_SAVE_DELAY_MS);
    const { length } = target.value;
    const valid = target.validity.valid;
    // From the state as it stands when applied: several fields filled in one go (autofill) each keep their update.
    this.setState(({ lengths, errors, cut, status }) => ({
      lengths: lengths[name] === length ? lengths : { ...lengths, [name]: length },
      errors: errors[name] && valid ? { ...errors, [name]: undefined } : errors,
      cut: cut === name && length < MAX_LENGTH[name] ? null : cut,
      status: status === 'sending' || status === 'slow' ? status : 'idle',
    }));
  };

  /** maxlength cuts a long paste silently: say so. */
  protected onPaste = (event: ClipboardEvent<HTMLFormElement>) => {
    const target = event.target as HTMLInputElement;
    if (!isField(target.name)) return;
    const pasted = event.clipboardData?.getData('text') ?? '';
    const room = MAX_LENGTH[target.name] - target.value.length + ((target.selectionEnd ?? 0) - (target.selectionStart ?? 0));
    if (pasted.length > room) this.setState({ cut: target.name });
  };

  protected onInvalid = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (isField(name)) this.setState(({ errors }) => ({ errors: { ...errors, [name]: true } }));
  };

  async #notify(status: Answer) {
    try {
      // In the form's shadow root, in the language the form speaks when the toast shows.
      await (await loadToasts()).showToast(this.form.current!.getRootNode() as ShadowRoot, this.props.toasterId, status, this.props.text, this.props.lang);
    } catch (error) {
      console.warn('Toasts unavailable', error); // the status line has said it
    }
  }

  /**
   * After a send: empty the form and its draft, unless the visitor has typed since pressing Send
   * (in this form, or in its draft when the form has left the page).
   */
  #finish(sent: Enquiry) {
    const element = this.form.current;
    const now = element ? readValues(element) : loadDraft(this.props.draftKey)?.values;
    if (now && FIELDS.some((name) => now[name] !== sent[name])) return;
    element?.reset();
    this.#startedAt = null;
    if (this.#saveTimer) clearTimeout(this.#saveTimer);
    clearDraft(this.props.draftKey);
    if (element) this.setState({ lengths: lengthsOf(readValues(element)) });
  }

  /** Says how a send ended, in the status line and in a toast. */
  #answer(status: Answer) {
    this.setState({ status, errors: {}, cut: null });
    void this.#notify(status);
  }

  /**
   * Shows an enquiry on its way, this form's or one sent before the form was put back, and its
   * answer. The form showing it when the answer comes tells the page: where a form was put back in
   * its place, the page listens on the new one.
   */
  async #follow(trip: Trip) {
    trip.shownBy = this;
    this.#busy = true;
    this.setState({ status: 'sending', errors: {}, cut: null });
    const slow = setTimeout(() => this.setState({ status: 'slow' }), SLOW_AFTER_MS);
    const answer = await trip.outcome;
    clearTimeout(slow);
    this.#busy = false;
    if (answer.kind === 'sent') this.#finish(trip.values);
    this.#answer(answer.kind);
    if (trip.shownBy === this) {
      if (answer.kind === 'sent') this.#emit('enquiry-sent');
      else this.#emit('enquiry-failed', answer.kind === 'failed' ? answer.reason : answer.kind);
    }
    return answer;
  }

  protected onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = this.form.current;
    const key = this.props.draftKey;
    // One enquiry in flight per form, however often Send is pressed, and whether or not it was put back meanwhile.
    if (this.#busy || !element || trips.has(key)) return;
    const { test, attribution, partnerId } = this.props;
    const values = readValues(element);

    const honeypot = (element.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value ?? '';
    if (isBot(honeypot)) {
      // The bot sees success; nothing is sent.
      this.#finish(values);
      return this.#answer('sent');
    }
    const print = fingerprint(values);
    if (!test && wasSent(print)) {
      this.#finish(values);
      return this.#answer('duplicate');
    }
    // With the language the visitor wrote in, so the reply can be in it (after what the page's URL brought: no `language` there replaces it).
    const extra = { ...(attribution ? attributionParams(attribution) : {}), ...spamSignals(this.#startedAt, Date.now()), language: this.props.lang };
    const params = templateParams(values, this.config.toEmail, partnerId, extra);
    if (paramsBytes(params) > MAX_PARAMS_BYTES) {
      this.#answer('too-large');
      return this.#emit('enquiry-failed', 'too-large');
    }

    const trip: Trip = {
      values,
      outcome: test
        ? new Promise((resolve) => setTimeout(() => resolve({ kind: 'sent' }), TEST_ANSWER_MS))
        : sendEnquiry(params, this.config).catch((error: unknown) => ({ kind: 'failed', reason: String(error) })),
    };
    // On its way before the page hears of it: a form the page puts back meanwhile follows it.
    trips.set(key, trip);
    const following = this.#follow(trip);
    this.#emit('enquiry-submit');
    void loadToasts().catch(() => {}); // fetch the toast code while the enquiry travels
    const outcome = await following;
    trips.delete(key);
    if (outcome.kind === 'sent') {
      if (!test) rememberSent(print);
    } else if (outcome.kind !== 'too-soon') {
      console.error('Error sending message:', outcome.kind === 'failed' ? outcome.reason : outcome.kind);
    }
  };
}
