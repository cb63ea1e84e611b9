/**
 * Which language the widgets speak and how they say it, under React and preact alike. The texts
 * expected in other languages are their files' own (no specification gives them; the build checks
 * them complete); English is the specification's, written here.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as arabic from '../content/languages/ar';
import * as french from '../content/languages/fr';
import * as polish from '../content/languages/pl';
import * as welsh from '../content/languages/cy';
import { all, text, waitFor } from '../test-utils';
import { LANGUAGES } from '../content/languages';
import { fill, plural } from './language';
import '../enquiry-form/element';
import '../services-grid/element';

afterEach(() => {
  vi.restoreAllMocks();
  document.documentElement.removeAttribute('lang');
});

/** Puts `html` in the page inside `<div lang=…>` (or none) and waits for the form's labels. */
async function formIn(html: string) {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  document.body.append(holder);
  const element = holder.querySelector('cairn-enquiry-form') as HTMLElement;
  const root = await waitFor(() => element.shadowRoot?.querySelector('label') && element.shadowRoot);
  return { element, root, container: root.querySelector<HTMLElement>('.cairn-root')! };
}

const labels = (root: ShadowRoot) => all(root, 'label').filter((label) => !label.closest('[hidden]')).map((label) => label.firstChild!.textContent);
const ENGLISH = ['Full Name', 'Email Address', 'Country', 'Phone Number', 'Project Description'];

describe('the language a widget speaks', () => {
  it("is the element's own lang, a region falling back to its language", async () => {
    const { root, container } = await formIn('<div lang="de"><cairn-enquiry-form lang="fr-CA"></cairn-enquiry-form></div>');
    await waitFor(() => labels(root)[0] === french.form.fields.name);
    expect(labels(root)).toEqual(Object.values(french.form.fields));
    expect([container.lang, container.dir]).toEqual(['fr', 'ltr']);
  });

  it("else the nearest ancestor's, through the shadow root the element is in, up to <html lang>", async () => {
    const host = document.createElement('div');
    host.lang = 'pl';
    document.body.append(host);
    host.attachShadow({ mode: 'open' }).innerHTML = '<section><cairn-enquiry-form></cairn-enquiry-form></section>';
    const element = host.shadowRoot!.querySelector('cairn-enquiry-form') as HTMLElement;
    await waitFor(() => element.shadowRoot?.querySelector('label')?.firstChild?.textContent === polish.form.fields.name);
    document.documentElement.lang = 'cy';
    const { root } = await formIn('<cairn-enquiry-form></cairn-enquiry-form>');
    await waitFor(() => labels(root)[0] === welsh.form.fields.name);
  });

  it('is English where nothing says otherwise, and where the page says en-GB: at once, with no file to load', async () => {
    for (const html of ['<cairn-enquiry-form></cairn-enquiry-form>', '<div lang="en-GB"><cairn-enquiry-form></cairn-enquiry-form></div>']) {
      const { root, container } = await formIn(html);
      expect(labels(root)).toEqual(ENGLISH);
      expect(container.dir).toBe('ltr');
    }
  });

  it('is English for a language it does not have, with one warning that names the languages it has', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { root, container } = await formIn('<div lang="ja"><cairn-enquiry-form></cairn-enquiry-form><cairn-enquiry-form></cairn-enquiry-form></div>');
    await waitFor(() => container.lang === 'en');
    expect(labels(root)).toEqual(ENGLISH);
    const said = warn.mock.calls.map((call) => String(call[0])).filter((message) => message.includes('lang="ja"'));
    expect(said).toEqual([expect.stringContaining('en, cy, fr, de, es, pl, ar')]);
  });

  it('changes when a lang changes later: Arabic right to left, then English again', async () => {
    const { element, root, container } = await formIn('<div><cairn-enquiry-form></cairn-enquiry-form></div>');
    element.parentElement!.lang = 'ar';
    await waitFor(() => labels(root)[0] === arabic.form.fields.name);
    expect([container.lang, container.dir]).toEqual(['ar', 'rtl']);
    expect(text(root.querySelector('button[type=submit]')!)).toBe(arabic.form.submit);
    element.parentElement!.lang = 'en';
    await waitFor(() => labels(root)[0] === 'Full Name');
    expect(container.dir).toBe('ltr');
  });

  it('shows English when the page turns English while another language was still loading', async () => {
    const holder = document.createElement('div');
    holder.lang = 'es';
    holder.innerHTML = '<cairn-enquiry-form></cairn-enquiry-form>';
    document.body.append(holder);
    holder.lang = 'en';
    const element = holder.firstElementChild as HTMLElement;
    const root = await waitFor(() => element.shadowRoot?.querySelector('label') && element.shadowRoot);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(labels(root)).toEqual(ENGLISH);
  });

  it('follows the language again once a services grid taken off the page is put back', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = '<cairn-services-grid services="ai-ml"></cairn-services-grid>';
    document.body.append(holder);
    const element = holder.firstElementChild as HTMLElement;
    await waitFor(() => element.shadowRoot?.querySelector('h3')?.textContent === 'AI & Machine Learning');
    element.remove();
    // Another widget connects meanwhile: the grid, off the page, is forgotten.
    document.body.append(document.createElement('cairn-services-grid'));
    holder.append(element);
    holder.lang = 'fr';
    await waitFor(() => element.shadowRoot!.querySelector('h3')!.textContent === french.services.services['ai-ml'].name);
  });

  it("puts the services grid's names, descriptions, technologies' names and View Details in the language, its technologies as they are", async () => {
    const holder = document.createElement('div');
    holder.lang = 'fr';
    holder.innerHTML = '<cairn-services-grid services="ai-ml"></cairn-services-grid>';
    document.body.append(holder);
    const element = holder.firstElementChild as HTMLElement;
    const card = french.services.services['ai-ml'];
    const root = await waitFor(() => element.shadowRoot?.querySelector('h3')?.textContent === card.name && element.shadowRoot);
    expect(text(root.querySelector('article p')!)).toBe(card.description);
    expect(root.querySelector('article ul')!.getAttribute('aria-label')).toBe(french.services.technologies.replace('{service}', card.name));
    expect(text(root.querySelector('article > span[aria-hidden]')!)).toBe(french.services.viewDetails);
    expect(all(root, 'article li').map(text)).toEqual(['Python', 'PyTorch', 'TensorFlow', 'scikit-learn']);
    holder.lang = 'en';
    await waitFor(() => element.shadowRoot!.querySelector('h3')!.textContent === 'AI & Machine Learning');
    expect(text(root.querySelector('article > span[aria-hidden]')!)).toBe('View Details');
  });
});

describe('how it says numbers', () => {
  it('counts in each language’s plural forms (Intl.PluralRules), with its own separators', () => {
    expect(plural({ one: '{count} character left', other: '{count} characters left' }, 'en', 1)).toBe('1 character left');
    expect(plural({ one: '{count} character left', other: '{count} characters left' }, 'en', 10000)).toBe('10,000 characters left');
    // Polish: 2 to 4 take 'few', 5 and up 'many'; its thousands separated by a space.
    const forms = polish.form.charactersLeft;
    expect(plural(forms, 'pl', 3)).toBe(forms.few!.replace('{count}', '3'));
    expect(plural(forms, 'pl', 7)).toBe(forms.many!.replace('{count}', '7'));
    expect(plural(forms, 'pl', 10000)).toBe(forms.many!.replace('{count}', (10000).toLocaleString('pl')));
    expect(fill('within {hours} hours', 'fr', { hours: 24 })).toBe('within 24 hours');
  });

  it('writes every number as the engine’s formatter does in each language, with no formatter for plain digits', () => {
    for (const lang of LANGUAGES)
      for (const value of [0, 7, 24, 999, 1000, 5000, 10000, 2.5, -3]) expect(`${lang} ${fill('{value}', lang, { value })}`).toBe(`${lang} ${value.toLocaleString(lang)}`);
    // The engine's formatter loads its data at its first use in a page (tens of milliseconds): the English form's first
    // render, which writes its reply time in hours, makes none (but in the embed's enquiry-form.js, for its budget).
    const formatted = vi.spyOn(Number.prototype, 'toLocaleString');
    expect(fill('within {hours} hours', 'en', { hours: 24 })).toBe('within 24 hours');
    expect(fill('{value}', 'pl', { value: 999 })).toBe('999');
    expect(formatted).not.toHaveBeenCalled();
  });

  it("renders the English form's first screen with no number formatter", async () => {
    const formatted = vi.spyOn(Number.prototype, 'toLocaleString');
    const { root } = await formIn('<cairn-enquiry-form></cairn-enquiry-form>');
    expect(root.textContent).toContain('24 hours');
    expect(formatted).not.toHaveBeenCalled();
  });
});
