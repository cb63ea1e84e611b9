/**
 * Which language a widget speaks, and its text in it: the part in every script. The enquiry form
 * and the services grid speak the language of the page they are on: the element's `lang`, else the
 * nearest `lang` around it (through shadow roots, up to `<html lang>`), else English. Changing a
 * `lang` later changes the text.
 *
 * English is the widgets' own text, in every script, shown at once. Any other `lang` loads
 * shared/speaking.ts, which finds the language (a region falls back to its language, `fr-CA` to
 * French; one we have no text in to English, with one warning) and its text
 * (widgets/content/languages/): in the partner embed each a file of its own, loaded the first time
 * a widget needs it (the English form stays within its byte budget); in a pinned file, inline, so
 * its integrity hash covers every language.
 */
import type { Language } from '../content/languages';
import type { Plural } from '../content/languages/types';
import { importEmbedFile } from './embed-file';

export type { Language };

/** The part of a language file one widget shows. */
export type TextPart = 'form' | 'services';

/** What a widget says: the language, and its text in it. */
export interface Spoken<T> {
  lang: Language;
  text: T;
}

/** What each widget that speaks another language than English says (shared/speaking.ts puts it here). */
export type SpokenBy = WeakMap<Element, Spoken<unknown>>;
const spoken: SpokenBy = new WeakMap();

/** What a widget says now: English until it follows another language (pre-rendering, or before it is on a page). */
export const spokenBy = <T>(element: object, english: T): Spoken<T> => (spoken.get(element as Element) as Spoken<T> | undefined) ?? { lang: 'en', text: english };

/** The nearest `lang` attribute: the element's own, else its ancestors', through shadow roots, up to `<html lang>`; '' where none is set. */
function langTag(element: Element | undefined): string {
  // Up the element's own tree, then from the host of the shadow root it is in, and so on up to the page.
  for (; element; element = (element.getRootNode() as ShadowRoot).host) {
    const tagged = element.closest('[lang]');
    if (tagged) return tagged.getAttribute('lang')!.trim();
  }
  return '';
}

const following = new Map<Element, () => void>();
let observer: MutationObserver | undefined;

/** Every following widget checks its language again when any `lang` attribute changes on the page or in its shadow root. */
function watch(element: Element, check: () => void) {
  // Widgets taken off the page are forgotten: a page that adds and removes many keeps none of them.
  following.forEach((_, followed) => followed.isConnected || following.delete(followed));
  following.set(element, check);
  observer ??= new MutationObserver(() => following.forEach((check, followed) => (followed.isConnected ? check() : following.delete(followed))));
  const options = { attributeFilter: ['lang'], subtree: true };
  observer.observe(document, options);
  observer.observe(element.getRootNode(), options); // the document again, or the shadow root it is in
}

type Speaking = typeof import('./speaking');
// The other languages: their code and text load only for a widget that speaks one.
const speaking = () => (import.meta.env.VITE_EMBED_LAZY ? importEmbedFile<Speaking>('speaking') : import('./speaking'));

/**
 * Follows the language of `element`: English at once where the page is English or says nothing
 * (the widget's own text); another language once its code and file have come (returns false then:
 * nothing to show yet), which shared/speaking.ts keeps in `spoken`. Calls `update` each time what
 * the widget says changes, as the page changes a `lang`. Where they cannot load, English.
 */
export function followLanguage(element: Element, container: HTMLElement, part: TextPart, update: () => void): boolean {
  let asked: string | undefined;
  const check = () => {
    const tag = langTag(element);
    if (tag === asked) return true;
    const later = asked !== undefined;
    asked = tag;
    if ((!tag || /^en\b/i.test(tag)) && !spoken.has(element)) {
      // English, at once; later, rendered again: a widget still waiting for another language's text shows now.
      if (later) update();
      return true;
    }
    const current = () => asked === tag;
    // Where they cannot load (the browser says why, in its console), the widget shows English.
    void speaking()
      .then((languages) => languages.speak(tag, element, container, part, spoken, current))
      .finally(() => current() && update());
    return false;
  };
  watch(element, check);
  return check();
}

/**
 * `{name}` in a text, each replaced by its value; a number written as the language writes numbers. A whole number from
 * 0 to 999 is written as plain digits, as every language here but Arabic (whose digits are the engine's data's choice)
 * writes it, without the engine's number formatter: its first use in a page loads its data, 25 to 135 ms of the main
 * thread here, and the form's first render wrote one (its reply time, in hours): most of /contact's longest task after
 * its paint, and of /partners' (its live preview). Not in the partner embed's enquiry-form.js: 27 B gzip that its
 * budget has no room for (the text is the same either way; only its first render is slower).
 */
export const fill = (text: string, lang: Language, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name]!;
    const plainDigits = !import.meta.env.VITE_NUMBERS_BY_FORMATTER_ONLY && lang !== 'ar' && /^\d{1,3}$/.test(String(value));
    return plainDigits ? String(value) : value.toLocaleString(lang);
  });

/** The form of a plural text for `count` in the language (`Intl.PluralRules`), filled. */
export const plural = (forms: Plural, lang: Language, count: number) =>
  fill(forms[new Intl.PluralRules(lang).select(count)] ?? forms.other, lang, { count });
