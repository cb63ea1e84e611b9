/**
 * Whether partners pinned to the latest release still see text the content no longer has. A
 * pinned embed (`embed/<version>/…`) carries the text of its release, for ever; the evergreen
 * `embed/*.js` carries this build's. So the build looks for each text the embeds show in the
 * newest release's files and, when some is no longer there, says so in one line. The text is
 * looked for in the code itself: releases made before this check carry no list of their text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadContent } from './content-check';
import { LANGUAGE_NAMES } from './translation-check';
import { embedVersion, isReleased, published, publishedVersions } from './releases';

type Exports = Record<string, Record<string, unknown>>;

/** How many technologies a service card shows (`maxTags` in widgets/services-grid/services-grid.tsx). */
const CARD_TAGS = 4;

/** Each text the embeds show, by what a person would call it: `'Web Development' description`. */
function embeddedTexts(modules: Exports): { group: string; what: string; text: string }[] {
  const texts: { group: string; what: string; text: string }[] = [];
  const items = (file: string, name: string, group: string, fields: string[], label: string) => {
    for (const item of (modules[file]?.[name] ?? []) as Record<string, unknown>[]) {
      // A card shows its service's first CARD_TAGS technologies.
      const shown = (field: string) => (field === 'technologies' ? [item[field]].flat().slice(0, CARD_TAGS) : [item[field]].flat());
      for (const field of fields) for (const text of shown(field)) if (typeof text === 'string') texts.push({ group, what: `'${String(item[label])}' ${field}`, text });
    }
  };
  items('services.ts', 'services', 'services', ['name', 'description', 'technologies'], 'name');
  items('testimonials.ts', 'testimonials', 'testimonials', ['name', 'role', 'content'], 'name');
  items('projects.ts', 'projects', 'projects', ['title', 'subtitle', 'description'], 'title');
  items('faq.ts', 'faq', 'FAQ', ['question', 'answer'], 'question');
  const copy = (value: unknown, path: string, group = 'widget copy') => {
    if (typeof value === 'string') texts.push({ group, what: path, text: value });
    else if (value && typeof value === 'object') for (const [key, entry] of Object.entries(value)) copy(entry, `${path}.${key}`, group);
  };
  for (const name of ['widgetCopy', 'techStripCopy']) copy(modules['widget-copy.ts']?.[name], name);
  // What the form and the services grid say in each language (the services' English is services.ts's, above).
  for (const [code, name] of Object.entries(LANGUAGE_NAMES)) {
    const file = modules[`languages/${code}.ts`];
    copy(file?.form, 'form', name);
    if (code !== 'en') copy(file?.services, 'services', name);
  }
  return texts;
}

/**
 * Whether `code` shows `text`: as it is, or as HTML in pre-rendered markup (`&amp;`); numbers put
 * in by `${…}`, and a language's `{placeholders}`, may be written otherwise in the code, so then the words around them must be there.
 */
const shows = (code: string, text: string) =>
  [text, text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')].some(
    (form) => code.includes(form) || form.split(/\d+|\{\w+\}/).every((part) => part.trim().length < 4 || code.includes(part)),
  );

/** A pinned release and the code of its files, together. */
export interface Release {
  version: string;
  code: string;
}

/** The newest pinned release in published/embed/, if there is one. */
export function latestRelease(): Release | null {
  const version = publishedVersions().at(-1);
  if (!version) return null;
  const dir = join(published, version);
  return { version, code: readdirSync(dir).filter((file) => file.endsWith('.js')).map((file) => readFileSync(join(dir, file), 'utf8')).join('\n') };
}

/** One line when the release (the newest pinned one) shows text the content has changed; null when it shows today's. */
export async function releaseDrift(contentDir: string, release = latestRelease()): Promise<string | null> {
  if (!release) return null;
  const { version: latest, code } = release;
  const { modules } = await loadContent(contentDir);
  const changed = embeddedTexts(modules).filter(({ text }) => !shows(code, text));
  if (!changed.length) return null;
  const groups = [...new Set(changed.map((c) => c.group))].map((group) => {
    const whats = changed.filter((c) => c.group === group).map((c) => c.what);
    return `${group} (${whats.slice(0, 3).join(', ')}${whats.length > 3 ? ` and ${whats.length - 3} more` : ''})`;
  });
  const publish = isReleased(embedVersion) ? 'bump "version" in package.json, then npm run release' : `npm run release (publishes ${embedVersion})`;
  return `Pinned release ${latest} still shows the old text of: ${groups.join('; ')}. Partners pinned to it keep it until you publish a new one: ${publish}.`;
}
