/**
 * The enquiry form's behaviour, kept apart from its markup. The fields are
 * the browser's own (uncontrolled): what a visitor types before the script
 * runs stays in them and is taken over, and no render can ever empty them.
 */
import { useEffect, useRef, useState, type ClipboardEvent, type FormEvent } from 'react';
import { enquiryCopy } from '../content/widget-copy';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { FIELDS, type FieldName } from './fields';
import { HONEYPOT_NAME, fingerprint, isBot, rememberSent, spamSignals, wasSent } from './guard';
import { MAX_LENGTH, MAX_PARAMS_BYTES, paramsBytes } from './limits';
import { sendEnquiry, templateParams, type EmailJsConfig, type Enquiry } from './send';

/** Wait this long after the last keystroke before saving the draft (in ms). */
const DRAFT_SAVE_DELAY_MS = 300;
/** After this long without an answer the form says it is still sending (in ms). */
export const SLOW_AFTER_MS = 8_000;

export type Status = 'idle' | 'sending' | 'slow' | 'sent' | 'duplicate' | 'too-soon' | 'too-large' | 'failed';

export interface EnquiryResult {
  partnerId: string | null;
}

export interface EnquiryOptions {
  draftKey: string;
  toasterId: string;
  partnerId?: string;
  config: EmailJsConfig;
  onSent?: (detail: EnquiryResult) => void;
  onFailed?: (detail: EnquiryResult & { reason: string }) => void;
}

type Controls = HTMLFormControlsCollection & Record<FieldName, HTMLInputElement | HTMLTextAreaElement>;

const readValues = (form: HTMLFormElement): Enquiry =>
  Object.fromEntries(FIELDS.map((name) => [name, (form.elements as Controls)[name]?.value ?? ''])) as unknown as Enquiry;

const lengthsOf = (values: Enquiry) => Object.fromEntries(FIELDS.map((name) => [name, values[name].length])) as Record<FieldName, number>;

const isField = (name: string): name is FieldName => (FIELDS as readonly string[]).includes(name);

// The toast code: in the partner embed a file of its own beside the script, else a chunk of the site.
type ToastsModule = typeof import('./toasts');
const loadToasts = (): Promise<ToastsModule> => {
  if (!import.meta.env.VITE_EMBED) return import('./toasts');
  const file = import.meta.env.VITE_TOASTS_FILE ?? '';
  return import(/* @vite-ignore */ new URL(file, import.meta.url).href) as Promise<ToastsModule>;
};

export function useEnquiry({ draftKey, toasterId, partnerId, config, onSent, onFailed }: EnquiryOptions) {
  const form = useRef<HTMLFormElement>(null);
  // False until the script runs: the pre-rendered form then works without it (see EnquiryForm).
  const [live, setLive] = useState(false);
  const [status, setStatus] = useState<Status>('idle');
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [lengths, setLengths] = useState(() => lengthsOf({ name: '', email: '', country: '', phone: '', description: '' }));
  const [cut, setCut] = useState<FieldName | null>(null);
  const startedAt = useRef<number | null>(null);
  const busy = useRef(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const saveNow = () => {
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = null;
    if (form.current && startedAt.current !== null) saveDraft(draftKey, { values: readValues(form.current), startedAt: startedAt.current });
  };

  // Take over whatever is in the fields when the script starts (typed before it arrived), and
  // fill the empty ones from the draft.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const draft = loadDraft(draftKey);
    const typed = readValues(element);
    if (draft) {
      for (const name of FIELDS) {
        const saved = draft.values[name];
        if (!typed[name] && typeof saved === 'string' && saved) (element.elements as Controls)[name].value = saved.slice(0, MAX_LENGTH[name]);
      }
    }
    const now = readValues(element);
    if (FIELDS.some((name) => now[name])) {
      startedAt.current = draft?.startedAt ?? Date.now();
      saveNow();
    }
    setLengths(lengthsOf(now));
    setLive(true);
    // A page closed within the save delay still keeps its last keystrokes.
    const flush = () => saveTimer.current && saveNow();
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', flush);
    return () => {
      flush();
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', flush);
    };
  }, [draftKey]);

  function onInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!isField(target.name)) return; // the honeypot is nobody's draft
    startedAt.current ??= Date.now();
    if (saveTimer.current) clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(saveNow, DRAFT_SAVE_DELAY_MS);
    const name = target.name;
    setLengths((current) => (current[name] === target.value.length ? current : { ...current, [name]: target.value.length }));
    if (errors[name] && target.validity.valid) setErrors(({ [name]: _, ...rest }) => rest);
    if (cut === name && target.value.length < MAX_LENGTH[name]) setCut(null);
    if (status !== 'sending' && status !== 'slow' && status !== 'idle') setStatus('idle');
  }

  // maxlength cuts a long paste silently: say so.
  function onPaste(event: ClipboardEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!isField(target.name)) return;
    const pasted = event.clipboardData?.getData('text') ?? '';
    const room = MAX_LENGTH[target.name] - target.value.length + ((target.selectionEnd ?? 0) - (target.selectionStart ?? 0));
    if (pasted.length > room) setCut(target.name);
  }

  function onInvalid(event: FormEvent<HTMLFormElement>) {
    const name = (event.target as HTMLInputElement).name;
    if (isField(name)) setErrors((current) => ({ ...current, [name]: enquiryCopy.invalid[name] }));
  }

  async function notify(kind: 'success' | 'error', text: { title: string; description: string }) {
    const root = form.current?.getRootNode();
    if (!(root instanceof ShadowRoot)) return;
    try {
      await (await loadToasts()).showToast(root, toasterId, kind, text.title, text.description);
    } catch (error) {
      console.warn('Toasts unavailable; the form shows the result itself.', error);
    }
  }

  /** After a send: empty the form, unless the visitor has typed since pressing Send. */
  function finish(sent: Enquiry) {
    const element = form.current;
    if (!element || FIELDS.some((name) => readValues(element)[name] !== sent[name])) return;
    element.reset();
    startedAt.current = null;
    if (saveTimer.current) clearTimeout(saveTimer.current);
    clearDraft(draftKey);
    setLengths(lengthsOf(readValues(element)));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const element = form.current;
    if (busy.current || !element) return; // one enquiry in flight per form, however often Send is pressed
    const values = readValues(element);
    const detail = { partnerId: partnerId ?? null };
    setErrors({});
    setCut(null);

    const honeypot = (element.elements.namedItem(HONEYPOT_NAME) as HTMLInputElement | null)?.value ?? '';
    if (isBot(honeypot)) {
      // The bot sees success; nothing is sent.
      finish(values);
      setStatus('sent');
      return void notify('success', enquiryCopy.sent);
    }
    const print = fingerprint(values);
    if (wasSent(print)) {
      finish(values);
      setStatus('duplicate');
      return void notify('success', enquiryCopy.duplicate);
    }
    const params = templateParams(values, config.toEmail, partnerId, spamSignals(startedAt.current, Date.now()));
    if (paramsBytes(params) > MAX_PARAMS_BYTES) {
      setStatus('too-large');
      onFailed?.({ ...detail, reason: 'too-large' });
      return void notify('error', enquiryCopy.tooLarge);
    }

    busy.current = true;
    setStatus('sending');
    const slow = setTimeout(() => setStatus('slow'), SLOW_AFTER_MS);
    void loadToasts().catch(() => {}); // fetch the toast code while the enquiry travels
    const outcome = await sendEnquiry(params, config).catch((error: unknown) => ({ kind: 'failed' as const, reason: String(error) }));
    clearTimeout(slow);
    busy.current = false;
    setStatus(outcome.kind);

    if (outcome.kind === 'sent') {
      rememberSent(print);
      finish(values);
      void notify('success', enquiryCopy.sent);
      onSent?.(detail);
    } else if (outcome.kind === 'too-soon') {
      void notify('error', enquiryCopy.tooSoon);
      onFailed?.({ ...detail, reason: 'too-soon' });
    } else {
      const reason = outcome.kind === 'too-large' ? 'too-large' : outcome.reason;
      console.error('Error sending message:', reason);
      void notify('error', outcome.kind === 'too-large' ? enquiryCopy.tooLarge : enquiryCopy.failed);
      onFailed?.({ ...detail, reason });
    }
  }

  return { form, live, status, errors, lengths, cut, handlers: { onSubmit: submit, onInput, onPaste, onInvalidCapture: onInvalid } };
}
