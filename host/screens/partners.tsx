/**
 * The partner configurator: choose a widget and how it looks, see it live,
 * copy the snippet. Linked from the footer and the partner guide, not the
 * main navigation. The snippet for the first choices is served in the page,
 * pinned with the release's hashes; the page's script
 * (host/partners/configurator.ts) adds the live preview and rewrites the
 * snippet as the choices change.
 */
import { pages } from '../../widgets/content/pages';
import { partnerPrivacySentence } from '../../widgets/content/privacy';
import { services } from '../../widgets/content/services';
import { site } from '../../widgets/content/site';
import { emailJsConfig } from '../../widgets/enquiry-form/send';
import { tagName } from '../../widgets/shared/prefix';
import { ui } from '../../widgets/content/ui';
import { LANGUAGES } from '../../widgets/content/languages';
import { DEFAULT_BRAND, MODES, SPEAKING, THEMES, WIDGETS, snippet, themedWidgets, type Choices } from '../partners/snippet';
import { Head, usePageRecord } from '../page-context';
import { Breakable, PageHero } from '../ui';

const initial: Choices = { widget: 'enquiry-form', mode: 'inline', theme: 'light', brand: DEFAULT_BRAND, partnerId: '', services: [], pinned: true, language: '' };

/** Each language by its own name ('français (fr)'), in it: a screen reader reads each as it is written. */
const languageOptions = LANGUAGES.map((code) => ({ code, name: `${new Intl.DisplayNames([code], { type: 'language' }).of(code)} (${code})` }));

const field = 'mt-1.5 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2.5 text-base text-ink';
const label = 'block text-sm font-semibold text-ink';
/** Code as people expect it: each line whole, the box scrolling sideways (by keyboard too) where a line is longer. */
const code = 'mt-2 overflow-x-auto whitespace-pre rounded-lg bg-ink p-4 font-mono text-sm leading-relaxed text-slate-100';

/** A labelled drop-down of one setting, starting at its initial choice; `only`: shown for those widgets alone (space-separated). */
function Choice({ name, text, options, only }: { name: 'widget' | 'mode' | 'theme'; text: string; options: [string, string][]; only?: string }) {
  return (
    <label className={label} data-only={only}>
      {text}
      <select name={name} className={field} defaultValue={initial[name]}>
        {options.map(([value, shown]) => (
          <option key={value} value={value}>
            {shown}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Partners() {
  const { meta, hero } = pages.partners;
  const copy = ui.partners;
  const record = usePageRecord();
  // The preview shows the real elements, from the partner script, which the configurator loads once the page is up.
  record.scripts.add('host/partners/configurator.ts');
  // Built without an EmailJS origin, enquiries go to the local outbox on the site's own origin (the script reads `location`).
  const served = snippet(initial, { origin: site.url, emailJsOrigin: emailJsConfig.origin || site.url, version: record.embedRelease.version, integrity: record.embedRelease.files }, copy.openButton);
  return (
    <>
      <Head path="/partners" {...meta} />
      <PageHero {...hero} />
      <section className="py-16 sm:py-20">
        <div className="mx-auto grid max-w-7xl items-start gap-10 px-5 sm:px-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.5fr)]">
          <form
            id="configurator"
            aria-labelledby="settings-heading"
            data-version={record.embedRelease.version}
            data-emailjs-origin={emailJsConfig.origin}
            data-integrity={JSON.stringify(record.embedRelease.files)}
            data-open-label={copy.openButton}
            className="grid gap-5 rounded-card border border-slate-200 bg-white p-6 shadow-sm"
          >
            <h2 id="settings-heading" className="text-2xl font-semibold tracking-tight text-ink">
              {copy.settingsHeading}
            </h2>
            <Choice name="widget" text={copy.widget} options={WIDGETS.map((name) => [name, `<${tagName(name)}>`])} />
            <Choice name="mode" text={copy.mode} options={MODES.map((mode) => [mode, mode])} only="enquiry-form" />
            <label className={label} data-only="enquiry-form">
              {copy.partnerId}
              <input name="partnerId" className={field} maxLength={64} autoComplete="off" />
            </label>
            <fieldset data-only="services-grid" hidden className="grid gap-2">
              <legend className={label}>{copy.services}</legend>
              {services.map((service) => (
                <label key={service.slug} className="flex items-center gap-2 text-ink">
                  <input type="checkbox" name="services" value={service.slug} className="h-5 w-5" />
                  {service.name}
                </label>
              ))}
            </fieldset>
            <label className={label} data-only={SPEAKING.join(' ')}>
              {copy.language}
              <select name="language" className={field} defaultValue={initial.language}>
                <option value="">{copy.pageLanguage}</option>
                {languageOptions.map(({ code, name }) => (
                  <option key={code} value={code} lang={code}>
                    {name}
                  </option>
                ))}
              </select>
            </label>
            <Choice name="theme" text={copy.theme} options={THEMES.map((theme) => [theme, theme])} only={themedWidgets.join(' ')} />
            <label className={label}>
              {copy.brand}
              <input type="color" name="brand" defaultValue={initial.brand} className="mt-1.5 block h-11 w-20 rounded-lg border border-slate-500 bg-white p-1" />
            </label>
            <label className="flex items-start gap-2 text-ink">
              <input type="checkbox" name="pinned" defaultChecked={initial.pinned} className="mt-1 h-5 w-5 shrink-0" />
              {copy.pinned}
            </label>
          </form>
          <div className="grid min-w-0 gap-10">
            <section aria-labelledby="preview-heading">
              <h2 id="preview-heading" className="text-2xl font-semibold tracking-tight text-ink">
                {copy.previewHeading}
              </h2>
              <div id="preview" className="mt-4 min-h-[12rem] rounded-card border border-dashed border-slate-400 bg-slate-50 p-4 sm:p-6" />
            </section>
            <section aria-labelledby="snippet-heading" className="min-w-0">
              <h2 id="snippet-heading" className="text-2xl font-semibold tracking-tight text-ink">
                {copy.snippetHeading}
              </h2>
              <h3 className="mt-5 font-semibold text-ink">{copy.html}</h3>
              <pre className={code} tabIndex={0}>
                <code id="snippet-html">{served.html}</code>
              </pre>
              <div className="mt-3 flex flex-wrap items-center gap-3">
                <button id="copy-snippet" type="button" className="min-h-[44px] rounded-lg bg-brand px-5 py-2.5 font-semibold text-white hover:bg-brand-strong">
                  {copy.copy}
                </button>
                <p id="copy-status" role="status" data-copied={copy.copied} data-failed={copy.copyFailed} className="text-sm text-slate-700" />
              </div>
              <h3 className="mt-6 font-semibold text-ink">{copy.css}</h3>
              <pre className={code} tabIndex={0}>
                <code id="snippet-css">{served.css}</code>
              </pre>
              <h3 className="mt-6 font-semibold text-ink">{copy.csp}</h3>
              <pre className={code} tabIndex={0}>
                <code id="snippet-csp">{served.csp}</code>
              </pre>
              <p className="mt-6 text-slate-700">{copy.guide}</p>
            </section>
            <section aria-labelledby="privacy-heading">
              <h2 id="privacy-heading" className="text-2xl font-semibold tracking-tight text-ink">
                {copy.privacyHeading}
              </h2>
              <p className="mt-4 text-slate-700">{copy.privacy}</p>
              <blockquote id="privacy-sentence" className="mt-4 border-l-4 border-brand pl-4 text-slate-700">
                <Breakable text={partnerPrivacySentence} />
              </blockquote>
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
