/**
 * The languages other than English, loaded only by a widget on a page in another language (or
 * once a `lang` on the page changes): which of our languages a `lang` tag means, and that
 * language's text (widgets/content/languages/), each language a file of its own in the partner
 * embed (`embed/chunks/text-<code>-<hash>.js`), fetched once. A pinned file carries all of it
 * inline, so its integrity hash covers every language. shared/language.ts is the part in every script.
 */
import type { LanguageFile } from '../content/languages/types';
import { importEmbedFile } from './embed-file';
import { LANGUAGES, type Language } from '../content/languages';
import type { SpokenBy, TextPart } from './language';

// Each language's file, imported by name where the bundler sees it (the hosted site, tests, pinned files).
const imports: Record<Exclude<Language, 'en'>, () => Promise<LanguageFile>> = {
  cy: () => import('../content/languages/cy'),
  fr: () => import('../content/languages/fr'),
  de: () => import('../content/languages/de'),
  es: () => import('../content/languages/es'),
  pl: () => import('../content/languages/pl'),
  ar: () => import('../content/languages/ar'),
};

const files: Partial<Record<Language, Promise<LanguageFile>>> = {};

/** Another language's file: fetched once, whichever widget asks first. A file that failed to load is asked for again next time. */
function load(lang: Exclude<Language, 'en'>): Promise<LanguageFile> {
  return (files[lang] ??= (import.meta.env.VITE_EMBED_LAZY ? importEmbedFile<LanguageFile>(`text-${lang}`) : imports[lang]()).catch((error: unknown) => {
    delete files[lang];
    throw error;
  }));
}

const warned = new Set<string>();

/**
 * The language a `lang` tag asks for and its file: a region falls back to its language (`fr-CA`
 * to French); a language we have no text in to English (null), with one warning a tag.
 */
export async function languageFor(tag: string): Promise<{ lang: Exclude<Language, 'en'>; file: LanguageFile } | null> {
  const lang = tag.split('-')[0]!.toLowerCase() as Exclude<Language, 'en'>;
  if (lang !== ('en' as string) && LANGUAGES.includes(lang)) return { lang, file: await load(lang) };
  if (!warned.has(tag)) {
    warned.add(tag);
    console.warn(`Cairn widgets: no text in lang="${tag}", so they show English. Their languages: ${LANGUAGES.join(', ')}.`);
  }
  return null;
}

/**
 * Puts the language `tag` asks for on a widget, while `current()` says the page still asks for it:
 * its container's `lang` and direction, and its part of the text in `spoken` (none for English:
 * the widget's own).
 */
export async function speak(tag: string, element: Element, container: HTMLElement, part: TextPart, spoken: SpokenBy, current: () => boolean) {
  const now = !tag || /^en\b/i.test(tag) ? null : await languageFor(tag);
  if (!current()) return;
  container.lang = now ? now.lang : 'en';
  container.dir = now ? now.file.dir : 'ltr';
  if (now) spoken.set(element, { lang: now.lang, text: now.file[part] });
  else spoken.delete(element);
}
