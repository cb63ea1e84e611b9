import { useCallback, useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { LoaderCircle, Send } from 'lucide';
import { Glyph } from '../shared/icons';
import { clearDraft, loadDraft, saveDraft } from './draft';
import { judge, lastSentAt, recordSent } from './guard';
import { enquiryCopy } from '../content/widget-copy';
import { emailJsConfig, sendEnquiry, type EmailJsConfig, type Enquiry } from './send';

type ToastsModule = typeof import('./toasts');

/** Wait this long after the last keystroke before saving the draft (in ms). */
const DRAFT_SAVE_DELAY_MS = 300;

const empty: Enquiry = { name: '', email: '', country: '', phone: '', description: '' };

export interface EnquiryResult {
  partnerId: string | null;
}

export interface EnquiryFormProps {
  /** Where the draft is kept; two forms on one page need two keys. */
  draftKey: string;
  partnerId?: string;
  config?: EmailJsConfig;
  onSent?: (detail: EnquiryResult) => void;
  onFailed?: (detail: EnquiryResult & { reason: string }) => void;
}

type FieldName = keyof Enquiry;

/**
 * The 'Project Inquiry' form. The browser's own validation enforces the
 * rules; sending goes through EmailJS; what the visitor typed is kept until
 * it has been sent.
 */
export function EnquiryForm({ draftKey, partnerId, config = emailJsConfig, onSent, onFailed }: EnquiryFormProps) {
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const [values, setValues] = useState<Enquiry>(empty);
  const [submitting, setSubmitting] = useState(false);
  // The toast code loads only when the first enquiry is submitted.
  const [toasts, setToasts] = useState<ToastsModule | null>(null);
  const startedAt = useRef<number | null>(null);
  const honeypot = useRef<HTMLInputElement>(null);
  const busy = useRef(false);
  const toastsReady = useRef<{ promise: Promise<void>; resolve: () => void } | null>(null);

  // Restore after hydration, so the server-rendered form and the first client render agree.
  useEffect(() => {
    const draft = loadDraft(draftKey);
    if (draft) {
      setValues({ ...empty, ...draft.values });
      startedAt.current = draft.startedAt;
    }
  }, [draftKey]);

  useEffect(() => {
    if (startedAt.current === null) return;
    const timer = setTimeout(() => saveDraft(draftKey, { values, startedAt: startedAt.current ?? Date.now() }), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, draftKey]);

  const update = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    startedAt.current ??= Date.now();
    const { name, value } = event.currentTarget;
    setValues((current) => ({ ...current, [name as FieldName]: value }));
  };

  const onToastsReady = useCallback(() => toastsReady.current?.resolve(), []);

  async function notify(kind: 'success' | 'error', text: { title: string; description: string }) {
    if (!toastsReady.current) {
      let resolve = () => {};
      const promise = new Promise<void>((r) => (resolve = r));
      toastsReady.current = { promise, resolve };
    }
    const module = await import('./toasts');
    setToasts(() => module);
    await toastsReady.current.promise;
    module.notify(`enquiry-${id}`, kind, text.title, text.description);
  }

  function succeed() {
    setValues(empty);
    startedAt.current = null;
    clearDraft(draftKey);
    void notify('success', enquiryCopy.sent);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy.current) return; // a second click or Enter while sending sends nothing more
    const now = Date.now();
    const verdict = judge({ honeypot: honeypot.current?.value ?? '', startedAt: startedAt.current, now, lastSentAt: lastSentAt() });
    if (verdict === 'drop') return succeed(); // the bot sees success; nothing is sent
    if (verdict === 'too-soon') return void notify('error', enquiryCopy.tooSoon);

    busy.current = true;
    setSubmitting(true);
    void import('./toasts'); // fetch the toast code while the enquiry travels
    try {
      await sendEnquiry(values, config, partnerId);
      recordSent(Date.now());
      succeed();
      onSent?.({ partnerId: partnerId ?? null });
    } catch (error) {
      console.error('Error sending message:', error);
      void notify('error', enquiryCopy.failed);
      onFailed?.({ partnerId: partnerId ?? null, reason: error instanceof Error ? error.message : String(error) });
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }

  const field = (name: FieldName) => ({
    id: `${id}-${name}`,
    name,
    value: values[name],
    onChange: update,
    className:
      // Focus shows the shared :focus-visible outline (see build/styles.ts).
      'block w-full rounded-lg border border-slate-300 bg-white px-3.5 py-2.5 text-[15px] text-ink transition-colors hover:border-slate-400 focus:border-brand',
  });

  const label = (name: FieldName, required: boolean) => (
    <label htmlFor={`${id}-${name}`} className="mb-1.5 block text-sm font-medium text-slate-800">
      {enquiryCopy.fields[name]}
      {required && (
        <span aria-hidden="true" className="ml-0.5 text-red-600">
          *
        </span>
      )}
    </label>
  );

  return (
    <form part="form" onSubmit={submit} aria-busy={submitting} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          {label('name', true)}
          <input {...field('name')} part="input" type="text" required autoComplete="name" />
        </div>
        <div>
          {label('email', true)}
          <input {...field('email')} part="input" type="email" required autoComplete="email" />
        </div>
        <div>
          {label('country', false)}
          <input {...field('country')} part="input" type="text" autoComplete="country-name" />
        </div>
        <div>
          {label('phone', false)}
          <input {...field('phone')} part="input" type="tel" autoComplete="tel" />
        </div>
      </div>
      <div>
        {label('description', true)}
        <textarea {...field('description')} part="input" rows={4} required placeholder={enquiryCopy.descriptionPlaceholder} />
      </div>
      {/* Bots fill every field; people never see this one. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>{enquiryCopy.honeypot}</label>
        <input ref={honeypot} id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <div className="flex flex-col-reverse items-start gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-slate-500">
          {enquiryCopy.reply} {enquiryCopy.requiredNote}
        </p>
        <button
          type="submit"
          part="button"
          disabled={submitting}
          className="inline-flex min-h-[48px] w-full items-center justify-center gap-2 whitespace-nowrap rounded-lg bg-brand px-6 py-3 font-semibold text-white transition-colors hover:bg-brand-strong disabled:opacity-70 sm:w-auto"
        >
          {submitting ? (
            <>
              <Glyph icon={LoaderCircle} className="h-5 w-5 shrink-0 animate-spin" />
              {enquiryCopy.sending}
            </>
          ) : (
            <>
              <Glyph icon={Send} className="h-5 w-5 shrink-0" />
              {enquiryCopy.submit}
            </>
          )}
        </button>
      </div>
      {toasts && <toasts.Toasts id={`enquiry-${id}`} onReady={onToastsReady} />}
    </form>
  );
}
