// @vitest-environment node
// (esbuild, which loads the content, needs Node's own TextEncoder, not happy-dom's.)
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { services } from '../widgets/content/services';
import { form } from '../widgets/content/languages/en';
import { form as french } from '../widgets/content/languages/fr';
import { editedContent, field, quote, removeEditedContent } from './edited-content';
import { releaseDrift, type Release } from './release-drift';
import { publishedVersions } from './releases';

afterEach(removeEditedContent);

const contentDir = new URL('../widgets/content/', import.meta.url).pathname;

/**
 * A release that shows today's text, whatever the newest real one shows: every string of the content, one a line,
 * as vitest imports the content modules, not as build/content-check.ts's loadContent (which releaseDrift uses, and
 * which is under test here) loads them: a bug there cannot make both sides agree.
 */
let today: Release;
beforeAll(async () => {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  const files = readdirSync(contentDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
  for (const file of files) collect(await import(/* @vite-ignore */ join(contentDir, file)));
  expect(strings.length).toBeGreaterThan(100);
  today = { version: '9.9.9', code: strings.join('\n') };
});

// Edited from the content as it is (the specification fixes neither wording), so that editing the text changes no test.
const web = services.find((service) => service.slug === 'web-development')!;
const newDescription: [file: string, from: RegExp, to: string] = ['services.ts', field('description', web.description), `description: ${quote(`Edited: ${web.description}`)}`];

describe('the pinned release note', () => {
  it('says nothing while the newest release shows the text as it is', async () => {
    expect(await releaseDrift(editedContent().content, today)).toBeNull();
  });

  it('names the release, the service whose card text changed, and the command that publishes a new one', async () => {
    const content = editedContent(newDescription).content;
    expect(await releaseDrift(content, today)).toMatch(
      /^Pinned release 9\.9\.9 still shows the old text of: services \('Web Development' description\)\. Partners pinned to it keep it until you publish a new one: bump "version" in package\.json, then npm run release\.$/,
    );
  });

  it('names changed form text too, in any language', async () => {
    const english = editedContent(['languages/en.ts', field('submit', form.submit), `submit: ${quote(`Edited: ${form.submit}`)}`]).content;
    expect(await releaseDrift(english, today)).toContain('Pinned release 9.9.9 still shows the old text of: English (form.submit).');
    const edited = editedContent(['languages/fr.ts', field('submit', french.submit), `submit: ${quote(`Modifié : ${french.submit}`)}`]).content;
    expect(await releaseDrift(edited, today)).toContain('Pinned release 9.9.9 still shows the old text of: French (form.submit).');
  });

  it('looks, unless told otherwise, in the newest release published in published/embed/', async () => {
    const newest = publishedVersions().at(-1);
    expect(newest, 'a release in published/embed/').toBeDefined();
    const note = await releaseDrift(editedContent(newDescription).content);
    expect(note).toMatch(new RegExp(`^Pinned release ${newest!.replace(/\./g, '\\.')} still shows the old text of: .*services \\(('[^']*' name, )?'Web Development' description`));
  });
});
