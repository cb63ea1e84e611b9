import { LoaderCircle, Send } from 'lucide';
import { promises } from '../content/site';
import type { FormText } from '../content/languages/types';
import { enquiryMailSubject, enquiryNoScript } from '../content/widget-copy';
import { fill } from '../shared/language';
import { Glyph } from '../shared/icons';
import { PRIVACY_PATH, pageUrl } from '../shared/links';
import { Field } from './fields';
import { FIELDS } from './limits';
import { HONEYPOT_NAME } from './guard';
import { EnquiryController, type Status } from './enquiry-controller';

export type { EnquiryDetail } from './events';
export type { EnquiryFormProps } from './enquiry-controller';

/** What the status line says (and screen readers announce) in each state: an answer's toast, both lines. */
function statusText(status: Status, text: FormText): string {
  if (status === 'sending' || status === 'slow') return text[status];
  // Idle: nothing to say.
  return status === 'idle' ? '' : `${text[status].title} ${text[status].description}`;
}

/** The honeypot's label: nobody sees it or hears it (it is hidden), so it needs no translation. */
const HONEYPOT_LABEL = 'Leave this field empty';

const good = new Set<Status>(['sent', 'duplicate']);

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Ids inside the form: each form has a shadow root of its own, so they need not differ between forms. */
const id = 'enquiry';

/**
 * The 'Project Inquiry' form. The browser's own validation enforces the
 * rules; sending goes through EmailJS; what the visitor typed is kept until
 * it has been sent. Before its script runs (or without one) the form posts
 * to the visitor's e-mail program instead, never to a URL. Its behaviour is
 * the class it extends (enquiry-controller.ts).
 */
export class EnquiryForm extends EnquiryController {
  override render() {
    const { live, status, errors, lengths, cut } = this.state;
    const { config, props: options } = this;
    const { text, lang } = options;
    // `{hours}`: how soon we reply, in the language's digits.
    const say = (words: string) => fill(words, lang, { hours: promises.replyWithinHours });
    const sending = status === 'sending' || status === 'slow';

    return (
      <form
        ref={this.form}
        part="form"
        aria-label={text.heading}
        aria-busy={sending}
        method="post"
        // Before its script runs, the hosted site's pre-rendered form opens the e-mail program; a partner's form exists only once its script has run.
        {...(!import.meta.env.VITE_EMBED && { encType: 'text/plain', action: `mailto:${config.toEmail}?subject=${encodeURIComponent(enquiryMailSubject)}` })}
        className="grid gap-5"
        onSubmit={this.onSubmit}
        onInput={this.onInput}
        onPaste={this.onPaste}
        onInvalidCapture={this.onInvalid}
      >
        {options.test && (
          <p part="test-badge" className="justify-self-start rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900">
            {text.testMode}
          </p>
        )}
        <p className="text-sm text-muted">{text.requiredNote}</p>
        {/* Two columns where each has 13em, one where not: by the form's own width, wherever a partner puts it (no media or
            container query: build/styles.ts). */}
        <div className="grid grid-cols-[repeat(auto-fit,minmax(max(min(100%,13em),calc(50%_-_.625rem)),1fr))] gap-5">
          {FIELDS.slice(0, 4).map((name) => (
            <Field key={name} id={id} name={name} length={lengths[name]} invalid={errors[name]} cut={cut === name} text={text} lang={lang} />
          ))}
        </div>
        <Field id={id} name="description" length={lengths.description} invalid={errors.description} cut={cut === 'description'} text={text} lang={lang} />
        {live && (
          // Bots fill every field; nobody else can see or reach this one, and autofill skips hidden fields.
          <div hidden>
            <label htmlFor={`${id}-${HONEYPOT_NAME}`}>{HONEYPOT_LABEL}</label>
            <input
              id={`${id}-${HONEYPOT_NAME}`}
              name={HONEYPOT_NAME}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              data-1p-ignore=""
              data-lpignore="true"
              data-bwignore=""
              data-form-type="other"
            />
          </div>
        )}
        {/* On a partner's page the script draws the form: there is no moment without it to explain. */}
        {!live && !import.meta.env.VITE_EMBED && (
          <noscript
            dangerouslySetInnerHTML={{ __html: `<p class="text-sm text-muted">${escapeHtml(enquiryNoScript(config.toEmail))}</p>` }}
          />
        )}
        {/* The note and the button on one line where both fit; where not, the button above, as wide as the form (its
            words wrapping at a large text size). Beside the note, the button grows by a hundred-thousandth of the room
            left: less than the engines' least unit. */}
        <div className="flex flex-wrap-reverse items-center gap-4">
          <p className="grow-[99999] basis-[15em] text-sm text-muted">
            {/* Whole strings, one text node each: the pre-rendered markup must hydrate under React too. */}
            {say(`${text.reply} ${text.privacy} `)}
            {/* On our origin, also from a partner's page; a tab of its own keeps the form and the page as they are. */}
            <a href={pageUrl(PRIVACY_PATH)} target="_blank" className="underline">
              {text.privacyLink}
              <span className="sr-only">{` ${text.newTab}`}</span>
            </a>
          </p>
          <button
            type="submit"
            part="button"
            aria-disabled={sending}
            className={`inline-flex min-h-[3rem] grow items-center justify-center gap-2 rounded-lg border border-transparent bg-brand px-6 py-3 font-semibold text-white transition-colors ${
              sending ? 'cursor-wait opacity-70' : 'hover:bg-brand-strong'
            }`}
          >
            <Glyph icon={sending ? LoaderCircle : Send} className={`h-5 w-5 shrink-0 ${sending ? 'animate-spin' : ''}`} />
            {sending ? text.sending : text.submit}
          </button>
        </div>
        <p
          role="status"
          aria-live="polite"
          aria-atomic="true"
          part="status"
          className={
            // sr-only, not hidden: a live region must be in the accessibility tree before it speaks.
            sending || status === 'idle'
              ? 'sr-only'
              : `rounded-lg px-4 py-3 text-sm ${good.has(status) ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`
          }
        >
          {say(statusText(status, text))}
        </p>
      </form>
    );
  }
}
