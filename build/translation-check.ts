/**
 * Checks the widgets' languages (widgets/content/languages/) against English, as part of the
 * content check (build/content-check.ts), each mistake in one line naming the file, the language
 * and the key:
 *
 *   widgets/content/languages/fr.ts (French): form.invalid.email is missing; in English: 'Please enter…'.
 *
 * Every language has exactly English's keys; no text is empty; each text has the same
 * `{placeholders}` as English's; a plural text has one form for each plural category the language
 * has (`Intl.PluralRules`), none it has not (one shown with a few numbers alone needs only theirs);
 * `dir` is 'ltr' or 'rtl'.
 */
import { LANGUAGES, type Language } from '../widgets/content/languages';
import { serviceSlugs } from '../widgets/content/types';
import { MAX_LENGTH } from '../widgets/enquiry-form/limits';

/** Each language's name, as the messages give it. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  cy: 'Welsh',
  fr: 'French',
  de: 'German',
  es: 'Spanish',
  pl: 'Polish',
  ar: 'Arabic',
};

type Modules = Record<string, Record<string, unknown>>;

/** Plural texts shown with a few numbers alone: the fields' limits, after a paste that did not fit. */
const ONLY_COUNTS: Record<string, number[]> = { 'form.pasteCut': Object.values(MAX_LENGTH) };

/** CLDR's plural categories, in CLDR's order. */
const PLURAL_CATEGORIES: string[] = ['zero', 'one', 'two', 'few', 'many', 'other'];
/** A plural text: forms by plural category (English's has 'one' and 'other'). */
const isPlural = (value: unknown): value is Record<string, unknown> =>
  !!value && typeof value === 'object' && 'other' in value && Object.keys(value).every((key) => PLURAL_CATEGORIES.includes(key));

const placeholders = (text: string) => [...new Set(text.match(/\{[^{}]*\}/g) ?? [])].sort();
const quoted = (text: string) => `'${text.length > 60 ? `${text.slice(0, 57)}...` : text}'`;
const list = (names: string[]) => (names.length ? names.join(', ') : 'none');

/** What a language's `value` at `path` gets wrong against English's `english`, each said through `report`. */
function compare(english: unknown, value: unknown, path: string, lang: Language, report: (problem: string) => void) {
  if (isPlural(english)) {
    const rules = new Intl.PluralRules(lang);
    const categories = [...(rules.resolvedOptions().pluralCategories as string[])].sort((x, y) => PLURAL_CATEGORIES.indexOf(x) - PLURAL_CATEGORIES.indexOf(y));
    // A text shown with a few numbers only needs their forms (others may be given).
    const counts = ONLY_COUNTS[path];
    const needed = counts ? categories.filter((category) => counts.some((count) => rules.select(count) === category)) : categories;
    if (!value || typeof value !== 'object') return report(`${path} is ${typeof value}; it needs one text for each of ${list(needed)} (its plural forms).`);
    const missing = needed.filter((category) => !(category in value));
    const extra = Object.keys(value).filter((category) => !categories.includes(category));
    const shownWith = counts ? ` (it is shown with ${counts.map((count) => count.toLocaleString('en-GB')).join(', ')} alone)` : '';
    if (missing.length) report(`${path} has no form for ${list(missing)}: ${LANGUAGE_NAMES[lang]} needs one for each of ${list(needed)}${shownWith}.`);
    if (extra.length) report(`${path} has a form for ${list(extra)}, which ${LANGUAGE_NAMES[lang]} does not use (its forms: ${list(categories)}): remove it.`);
    for (const category of categories) {
      if (category in value) compare(english.other, (value as Record<string, unknown>)[category], `${path}.${category}`, lang, report);
    }
    return;
  }
  if (typeof english === 'string') {
    if (typeof value !== 'string') return report(`${path} is ${value === undefined ? 'missing' : typeof value}; in English: ${quoted(english)}.`);
    if (!value.trim()) return report(`${path} is empty; write it (in English: ${quoted(english)}).`);
    const want = placeholders(english);
    const has = placeholders(value);
    if (want.join() !== has.join()) {
      report(`${path} has ${has.length ? has.join(', ') : 'no placeholder'} where English has ${want.length ? want.join(', ') : 'none'}: keep them as they are, only the words around them change.`);
    }
    return;
  }
  if (!english || typeof english !== 'object') return;
  if (!value || typeof value !== 'object') return report(`${path} is ${value === undefined ? 'missing' : typeof value}; English has it.`);
  for (const [key, entry] of Object.entries(english)) {
    if (!(key in value)) report(`${path}.${key} is missing; in English: ${typeof entry === 'string' ? quoted(entry) : 'a group of texts'}.`);
    else compare(entry, (value as Record<string, unknown>)[key], `${path}.${key}`, lang, report);
  }
  for (const key of Object.keys(value)) {
    if (!(key in english)) report(`${path}.${key} is not in English: remove it, or give it English's name (English has ${list(Object.keys(english))}).`);
  }
}

/** Every mistake in the languages' files, one line each (none: they are complete). */
export function checkTranslations(modules: Modules): string[] {
  const problems: string[] = [];
  const english = modules['languages/en.ts'];
  for (const file of Object.keys(modules)) {
    const code = /^languages\/([^/]+)\.ts$/.exec(file)?.[1];
    if (code && !['types', 'index'].includes(code) && !(LANGUAGES as readonly string[]).includes(code)) {
      problems.push(`widgets/content/${file}: '${code}' is not one of the widgets' languages (${LANGUAGES.join(', ')}); to add it, add it to LANGUAGES in widgets/content/languages/index.ts (docs/content.md).`);
    }
  }
  if (!english) return [...problems, 'widgets/content/languages/en.ts is missing: English is the text every other language is checked against.'];
  // Every service by its right slug: English's names come from services.ts, whose own mistakes its check names.
  const englishServices = english.services as { services?: Record<string, unknown> } | undefined;
  const reference: Record<string, unknown> = {
    ...english,
    services: { ...englishServices, services: Object.fromEntries(serviceSlugs.map((slug) => [slug, englishServices?.services?.[slug] ?? { name: slug, description: slug }])) },
  };
  for (const lang of LANGUAGES) {
    const file = `widgets/content/languages/${lang}.ts`;
    const module = modules[`languages/${lang}.ts`];
    if (!module) {
      problems.push(`${file} is missing: ${LANGUAGE_NAMES[lang]} is one of the widgets' languages (LANGUAGES in widgets/content/languages/index.ts).`);
      continue;
    }
    const report = (problem: string) => problems.push(`${file} (${LANGUAGE_NAMES[lang]}): ${problem}`);
    if (module.dir !== 'ltr' && module.dir !== 'rtl') report(`dir is ${JSON.stringify(module.dir)}; it is 'ltr' (left to right) or 'rtl' (right to left, as Arabic).`);
    // English's services are services.ts's, checked there.
    const checked = lang === 'en' ? { ...module, services: { ...(module.services as object), services: (reference.services as { services: unknown }).services } } : module;
    for (const part of ['form', 'services']) compare(reference[part], checked[part], part, lang, report);
    for (const name of Object.keys(module)) if (!['dir', 'form', 'services'].includes(name)) report(`exports '${name}', which no widget reads: a language file exports dir, form and services.`);
  }
  return problems;
}
