// @vitest-environment node
// (esbuild, which loads the content, needs Node's own TextEncoder, not happy-dom's.)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as english from '../widgets/content/languages/en';
import * as welsh from '../widgets/content/languages/cy';
import * as french from '../widgets/content/languages/fr';
import * as spanish from '../widgets/content/languages/es';
import * as polish from '../widgets/content/languages/pl';
import { LANGUAGES } from '../widgets/content/languages';
import { checkContent, loadContent } from './content-check';
import { editedContent, field, quote, removeEditedContent } from './edited-content';
import { checkTranslations } from './translation-check';

afterEach(removeEditedContent);

/** Every text of a language's file, by its path (`form.invalid.email`). */
function texts(value: unknown, path = ''): Record<string, string> {
  if (typeof value === 'string') return { [path]: value };
  return Object.assign({}, ...Object.entries(value as object).map(([key, entry]) => texts(entry, path ? `${path}.${key}` : key)));
}

describe('the widgets’ languages', () => {
  it('are seven, each complete: the same texts as English, each plural text with the forms its language has', async () => {
    expect(LANGUAGES).toEqual(['en', 'cy', 'fr', 'de', 'es', 'pl', 'ar']);
    const { modules, problems } = await loadContent(join(new URL('..', import.meta.url).pathname, 'widgets/content'));
    expect(problems).toEqual([]);
    expect(checkTranslations(modules)).toEqual([]);
    const keys = Object.keys(texts({ form: english.form, services: english.services }));
    for (const lang of LANGUAGES.filter((code) => code !== 'en')) {
      const file = modules[`languages/${lang}.ts`] as unknown as typeof english;
      const forms = new Intl.PluralRules(lang).resolvedOptions().pluralCategories;
      expect(Object.keys(file.form.charactersLeft).sort(), lang).toEqual([...forms].sort());
      // Every text but the plural forms is there, and none is English's (a technology's name aside, none is left untranslated).
      const translated = texts({ form: file.form, services: file.services });
      for (const key of keys.filter((k) => !/\.(one|other)$/.test(k))) {
        expect(translated[key], `${lang}: ${key}`).toBeTruthy();
        if (!/^form\.(fields\.email|invalid\.email|notifications)$|\.name$/.test(key)) expect(translated[key], `${lang}: ${key} is English`).not.toBe(texts({ form: english.form, services: english.services })[key]);
      }
    }
    expect(modules['languages/ar.ts']!.dir).toBe('rtl');
  });
});

describe('a mistake in a translation stops the build, naming the file, the language and the key', () => {
  const check = async (...edits: Parameters<typeof editedContent>) => checkContent(editedContent(...edits));

  it('a missing text', async () => {
    expect(await check(['languages/fr.ts', new RegExp(`\\n\\s*${field('testMode', french.form.testMode).source},`), ''])).toEqual([
      `widgets/content/languages/fr.ts (French): form.testMode is missing; in English: '${english.form.testMode}'.`,
    ]);
  });

  it('a text English does not have (a misspelt key)', async () => {
    expect(await check(['languages/es.ts', field('testMode', spanish.form.testMode), `tesMode: ${quote(spanish.form.testMode)}`])).toEqual([
      `widgets/content/languages/es.ts (Spanish): form.testMode is missing; in English: '${english.form.testMode}'.`,
      expect.stringMatching(/^widgets\/content\/languages\/es\.ts \(Spanish\): form\.tesMode is not in English: remove it, or give it English's name \(English has heading, .*testMode.*\)\.$/),
    ]);
  });

  it('an empty text', async () => {
    expect(await check(['languages/pl.ts', field('submit', polish.form.submit), "submit: ''"])).toEqual([
      `widgets/content/languages/pl.ts (Polish): form.submit is empty; write it (in English: '${english.form.submit}').`,
    ]);
  });

  it('a placeholder that differs from English’s', async () => {
    const reply = spanish.form.reply;
    expect(await check(['languages/es.ts', field('reply', reply), `reply: ${quote(reply.replace('{hours}', '{horas}'))}`])).toEqual([
      "widgets/content/languages/es.ts (Spanish): form.reply has {horas} where English has {hours}: keep them as they are, only the words around them change.",
    ]);
  });

  it('a plural text without a form its language needs, or with one it does not use', async () => {
    const two = welsh.form.charactersLeft.two!;
    expect(await check(['languages/cy.ts', new RegExp(`two: ${quote(two).replace(/[{}]/g, '\\$&')},`), ''])).toEqual([
      'widgets/content/languages/cy.ts (Welsh): form.charactersLeft has no form for two: Welsh needs one for each of zero, one, two, few, many, other.',
    ]);
    expect(await check(['languages/fr.ts', /charactersLeft: \{/, `charactersLeft: { two: ${quote(french.form.charactersLeft.other)},`])).toEqual([
      'widgets/content/languages/fr.ts (French): form.charactersLeft has a form for two, which French does not use (its forms: one, many, other): remove it.',
    ]);
  });

  it('a language file for a language the widgets do not have', async () => {
    const paths = editedContent();
    writeFileSync(join(paths.content, 'languages/ja.ts'), "export * from './fr';\n");
    expect(await checkContent(paths)).toEqual([
      "widgets/content/languages/ja.ts: 'ja' is not one of the widgets' languages (en, cy, fr, de, es, pl, ar); to add it, add it to LANGUAGES in widgets/content/languages/index.ts (docs/content.md).",
    ]);
  });
});
