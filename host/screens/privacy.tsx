/**
 * The privacy notice: every enquiry form links here, on our pages and on partners'.
 * Its copy is widgets/content/privacy.ts; the phrases it lists as links are linked here.
 */
import { Fragment } from 'react';
import { pages } from '../../widgets/content/pages';
import { privacyNotice } from '../../widgets/content/privacy';
import { ui } from '../../widgets/content/ui';
import { PRIVACY_PATH } from '../../widgets/shared/links';
import { Head } from '../page-context';
import { PageHero } from '../ui';

const linked = Object.keys(privacyNotice.links);
const linkPattern = new RegExp(`(${linked.map((phrase) => phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})`);

/** A sentence of the notice, with its e-mail addresses and sites as links. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(linkPattern).map((part, index) =>
        privacyNotice.links[part] ? (
          <a key={index} href={privacyNotice.links[part]} className="text-brand underline hover:text-brand-strong">
            {part}
          </a>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}

export function Privacy() {
  const { meta, hero } = pages.privacy;
  return (
    <>
      <Head path={PRIVACY_PATH} {...meta} />
      <PageHero {...hero} />
      <div className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-5 text-lg leading-relaxed text-slate-700 sm:px-8">
          <nav aria-labelledby="privacy-contents" className="rounded-card border border-slate-200 bg-slate-50 p-6">
            <h2 id="privacy-contents" className="text-base font-semibold uppercase tracking-wider text-ink">
              {ui.privacy.contents}
            </h2>
            <ul className="mt-3 grid gap-1 text-base sm:grid-cols-2">
              {privacyNotice.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="inline-block py-1 text-brand underline hover:text-brand-strong">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {privacyNotice.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-12">
              <h2 id={`${section.id}-heading`} className="text-2xl font-semibold tracking-tight text-ink sm:text-3xl">
                {section.heading}
              </h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 32)} className="mt-4">
                  <Linked text={paragraph} />
                </p>
              ))}
              {section.list && (
                <ul className="mt-4 list-disc space-y-2 pl-6">
                  {section.list.map((item) => (
                    <li key={item.slice(0, 32)}>
                      <Linked text={item} />
                    </li>
                  ))}
                </ul>
              )}
              {section.after?.map((paragraph) => (
                <p key={paragraph.slice(0, 32)} className="mt-4">
                  <Linked text={paragraph} />
                </p>
              ))}
            </section>
          ))}
          <p className="mt-12 text-base text-slate-600">
            {ui.privacy.updated}: <time dateTime={new Date(`${privacyNotice.updated} UTC`).toISOString().slice(0, 10)}>{privacyNotice.updated}</time>
          </p>
        </div>
      </div>
    </>
  );
}
